import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@halte/contract';
import { badRequest } from './http-error.js';

/**
 * Parse options for every contract schema on the server: a check the contract gave no message of
 * its own (an `.int()`, an array item) answers the general Indonesian message, never zod's English.
 */
const parseOptions = { error: () => MSG.invalid };

/** Whether any text, value or key, holds U+0000 (no paths built: the common answer is no). */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        if (k.includes('\u0000')) return true;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return false;
}

/**
 * The path ('' for the whole value) of the first text, value or key, holding U+0000: PostgreSQL
 * cannot store it in a text column, so it is refused as bad input before any query sees it.
 * Walked without recursion: a body may be nested deeper than the stack.
 */
export function nulPath(value: unknown): string | undefined {
  if (!holdsNul(value)) return undefined;
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes('\u0000')) return path;
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

/** The 400 for a NUL character, naming the field when there is one. */
export const nulError = (path: string) => badRequest(MSG.nulCharacter, path ? { [path]: MSG.nulCharacter } : undefined);

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
  const nul = nulPath(value);
  if (nul !== undefined) throw nulError(nul);
  const result = schema.safeParse(value ?? {}, parseOptions);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  const first = Object.values(errors)[0];
  throw badRequest(first ?? MSG.invalid, first ? errors : undefined);
}

/** Body schemas a handler checks itself: shown in the OpenAPI document, passed through here. */
const handlerChecked = new WeakSet<z.ZodType>();

/**
 * Documents a route's body that the handler checks by itself with `parseWith`, because which
 * schema applies depends on more than the body (who calls, for example).
 */
export function checkedByHandler<S extends z.ZodType>(schema: S): S {
  handlerChecked.add(schema);
  return schema;
}

/**
 * Route validation (body, querystring, params) with the contract's zod schemas. Failures reach
 * the error handler as Fastify validation errors: `instancePath` names the field. Text holding a
 * NUL character is refused first, whatever the schema.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  // An Error (not a list of issues) reaches the error handler as it is: 400 with its own message.
  const nul = nulPath(data);
  if (nul !== undefined) return { error: nulError(nul) };
  if (handlerChecked.has(schema)) return { value: data };
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
