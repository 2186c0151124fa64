import { MSG, duplicateOf } from '@halte/contract';
import { HttpError } from './http-error.js';

interface UniqueRule { field: string; label: string }
const uniqueRules = new Map<string, UniqueRule>();

/** Names the wire field behind a unique constraint, so a duplicate answers '<Label> sudah digunakan.'. */
export function registerUnique(constraint: string, field: string, label: string) {
  uniqueRules.set(constraint, { field, label });
}

interface PgLikeError { code?: string; constraint?: string; cause?: unknown }

/** Finds the PostgreSQL error behind Drizzle's wrapper (node-postgres and PGlite alike). */
function pgError(err: unknown): PgLikeError | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgLikeError;
    e = (e as PgLikeError).cause;
  }
  return undefined;
}

/** The SQLSTATE code of a database error (behind Drizzle's wrapper), if it is one. */
export const pgErrorCode = (err: unknown): string | undefined => pgError(err)?.code;

/** Maps a database error to a 4xx answer, or undefined when it is a real server fault. */
export function fromDatabaseError(err: unknown): HttpError | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23505': {
      const rule = pg.constraint ? uniqueRules.get(pg.constraint) : undefined;
      if (!rule) return new HttpError(409, MSG.duplicate);
      const message = duplicateOf(rule.label);
      return new HttpError(409, message, { [rule.field]: message });
    }
    case '23503':
      return new HttpError(409, MSG.inUse);
    case '22021': // a NUL character or invalid UTF-8 that slipped past the request checks
    case '22P05': // the same in a jsonb value
      return new HttpError(400, MSG.nulCharacter);
    case '22P02': // invalid text representation
    case '22003': // numeric out of range
    case '22001': // string too long
    case '22007': // invalid datetime
    case '22008':
    case '22023':
      return new HttpError(400, MSG.invalid);
    default:
      return undefined;
  }
}
