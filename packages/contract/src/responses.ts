import { z } from 'zod';

/**
 * The envelopes every answer of `/api/v1` comes in. They are zod schemas so the server can
 * declare them on its routes and the OpenAPI document shows every answer; the types are
 * inferred from them.
 */

/** Every failure: the first message, and each field's message when fields were at fault. */
export const errorResponse = z
  .object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** An answer that is only a message (a deletion, a sign-out). */
export const messageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/** A change: its message and the record as it now is. */
export const messageResponseOf = <T extends z.ZodType>(record: T) => z.object({ message: z.string(), data: record });
export interface MessageResponse<T = unknown> { message: string; data?: T }

/** One record. */
export const oneResponseOf = <T extends z.ZodType>(record: T) => z.object({ data: record });
export interface OneResponse<T> { data: T }

/**
 * A page of a list: `length` is the number of all matching rows; a search with more matches than
 * `EXACT_TOTAL_UP_TO` may answer a lower bound instead, saying so with `length_exact: false`
 * (absent, the total is exact). `page_total` then counts the pages known so far: one more page
 * whenever rows follow this one.
 */
export const listResponseOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    length: z.number().int(),
    length_exact: z.literal(false).optional(),
    page_total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
export interface ListResponse<T> {
  data: T[];
  /** Total rows matching the query, or with `length_exact: false` at least so many. */
  length: number;
  length_exact?: false;
  page_total: number;
  page: number;
  limit: number;
}

/** An option of a select (`/lists/*`); some lists add fields of their own. */
export const option = z.looseObject({ value: z.number().int(), label: z.string() }).meta({ id: 'Option' });
export type Option = z.infer<typeof option>;

/** The answer of an option list. */
export const optionsResponseOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
