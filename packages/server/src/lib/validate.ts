import type { z } from 'zod';
import { MSG } from '@halte/contract';
import { badRequest } from './http-error.js';

/** Parses with a contract schema and answers 400 with field messages, as route validation does. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const first = Object.values(errors)[0];
  throw badRequest(first ?? MSG.invalid, first ? errors : undefined);
}
