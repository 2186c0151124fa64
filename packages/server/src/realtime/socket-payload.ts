import type { z } from 'zod';
import { parseWith } from '../lib/http/validate.js';

/** The JSON text (or object) the client sent, parsed; undefined when it is neither. */
function payloadOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A socket event's payload checked as an HTTP body is (the contract's schema, a NUL character
 * refused first): the same 400 and messages, thrown before anything reaches the database.
 */
export const parseSocketPayload = <S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> => parseWith(schema, payloadOf(raw));
