import { z } from 'zod';
import { errorResponse } from '@halte/contract';

/** Every failure the error handler can answer, each as `{ message, errors? }`. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;
const errorAnswers = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorResponse])) as Record<(typeof ERROR_STATUSES)[number], typeof errorResponse>;

/**
 * A route's `schema.response`: its own answers (successes, and a 502/503 of a route that depends
 * on another service) and the shared error answers, so the OpenAPI document shows all of them.
 */
export const answers = <T extends Partial<Record<200 | 201 | 502 | 503, z.ZodType>>>(ok: T) => ({ ...ok, ...errorAnswers });

/** The description an answer without a body carries in the OpenAPI document. */
export const EMPTY_ANSWER = 'Tanpa isi (badan jawaban kosong).';

/**
 * A successful answer without a body (the handler calls `reply.send()`): the OpenAPI document
 * shows it without content, and with CHECK_RESPONSES a handler that sends a body anyway fails.
 */
export const emptyAnswer = z.null().meta({ description: EMPTY_ANSWER });
