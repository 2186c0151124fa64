import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@halte/contract';
import { HttpError } from './http-error.js';
import { fromDatabaseError } from './db-errors.js';

export interface Answer { status: number; message: string; errors?: Record<string, string> }

const byFastifyCode: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMedia },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.invalid },
};

/** Field → first message, from zod issues surfaced by the type provider. */
function validationAnswer(err: FastifyError): Answer {
  if (err.validationContext === 'params') return { status: 404, message: MSG.notFound };
  const errors: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (field && !errors[field]) errors[field] = v.message ?? MSG.invalid;
  }
  const first = Object.values(errors)[0];
  return { status: 400, message: first ?? MSG.invalid, errors: first ? errors : undefined };
}

/**
 * The answer a failure gets, over HTTP or a socket alike; undefined when it is the server's own
 * (then only `{ message: MSG.server }` leaves, and the error is logged).
 */
export function answerFor(err: FastifyError): Answer | undefined {
  if (err instanceof HttpError) return { status: err.statusCode, message: err.message, errors: err.errors };
  if (hasZodFastifySchemaValidationErrors(err) || err.validation) return validationAnswer(err);
  if (err.code && byFastifyCode[err.code]) return byFastifyCode[err.code];
  const db = fromDatabaseError(err);
  if (db) return { status: db.statusCode, message: db.message, errors: db.errors };
  if (err instanceof SyntaxError && err.statusCode === 400) return { status: 400, message: MSG.badJson };
  if (err.statusCode === 429) return { status: 429, message: MSG.tooMany };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: err.statusCode, message: MSG.invalid };
  return undefined;
}

/** One mapping of every failure to `{ message, errors? }`: never a stack or SQL in an answer. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const answer = answerFor(err);
    if (!answer) {
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ message: MSG.server });
    }
    if (answer.status >= 500) req.log.error({ err }, 'server error');
    if (err instanceof HttpError && err.headers) reply.headers(err.headers);
    const details = err instanceof HttpError ? err.details : undefined;
    return reply.code(answer.status).send({ message: answer.message, ...(answer.errors && { errors: answer.errors }), ...details });
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ message: MSG.routeNotFound }));
}
