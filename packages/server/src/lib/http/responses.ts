import { errorResponse, type EndpointAnswers } from '@halte/contract';

export { EMPTY_ANSWER, emptyAnswer } from '@halte/contract';

/** Every failure the error handler can answer, each as `{ message, errors? }`. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;
const errorAnswers = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorResponse])) as Record<(typeof ERROR_STATUSES)[number], typeof errorResponse>;

/**
 * A route's `schema.response`: its own answers (successes, and a 502/503 of a route that depends
 * on another service) and the shared error answers, so the OpenAPI document shows all of them.
 */
export const answers = <T extends EndpointAnswers>(ok: T) => ({ ...ok, ...errorAnswers });

