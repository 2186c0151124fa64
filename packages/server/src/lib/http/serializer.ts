import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/** An answer that does not match its route's declared response schema. */
export class ResponseMismatchError extends Error {}

/**
 * Writes answers as the handlers built them: the declared response schemas document them, they
 * do not filter them (nothing a screen reads is dropped) and cost nothing per row of a list.
 * With `check` on (the tests, the browser tests), each answer as it goes over the wire is
 * checked against its schema, and one that does not match fails loudly as a 500.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const result = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
      if (!result.success) {
        const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
        const err = new ResponseMismatchError(`${method} ${url} ${httpStatus}: the answer does not match its schema: ${problems}`);
        // The answer itself says only 500; the tests run without a logger, so say why here.
        process.stderr.write(`${err.message}\n`);
        throw err;
      }
      return json;
    };
  };
}
