import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@halte/contract';
import { badRequest } from './http-error.js';

/**
 * Parse options for every contract schema on the server: a check the contract gave no message of
 * its own (an `.int()`, an array item) answers the general Indonesian message, never zod's English.
 */
const parseOptions = { error: () => MSG.invalid };

/** Field path → first message, the shape of `errors` in a 400. */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Parses with a contract schema and answers 400 with field messages, as route validation does. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {}, parseOptions);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  const first = Object.values(errors)[0];
  throw badRequest(first ?? MSG.invalid, first ? errors : undefined);
}

/**
 * Route validation (body, querystring, params) with the contract's zod schemas. Failures reach
 * the error handler as Fastify validation errors: `instancePath` names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, parseOptions);
  if (result.success) return { value: result.data };
  return {
    error: result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: issue.path.length ? `/${issue.path.map(String).join('/')}` : '',
      schemaPath: `#/${issue.path.map(String).join('/')}`,
      params: { issue },
      message: issue.message,
    })),
  } as unknown as { error: Error };
};
