import type { z } from 'zod';
import { errorResponse } from '@halte/contract';

/** Every failure the error handler can answer, each as `{ message, errors? }`. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;
const errorAnswers = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorResponse])) as Record<(typeof ERROR_STATUSES)[number], typeof errorResponse>;

/**
 * A route's `schema.response`: its successful answers and the shared error answers, so the
 * OpenAPI document shows both for every route.
 */
export const answers = <T extends Partial<Record<200 | 201 | 503, z.ZodType>>>(ok: T) => ({ ...ok, ...errorAnswers });
