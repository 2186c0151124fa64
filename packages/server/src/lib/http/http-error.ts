import { MSG } from '@halte/contract';

/** An answer with a status and an Indonesian message; thrown by services, sent by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
    /** More fields of the answer, beside `message` (a stop's riders still aboard); its route declares them. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const unauthorized = () => new HttpError(401, MSG.unauthorized);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
/** A 400 for one field, shaped like a validation failure. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
/** A 429 that tells, in its Retry-After header, the whole seconds until the caller may send again. */
export const tooManyRequests = (message: string, waitMs: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
