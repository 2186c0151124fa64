import type { LoggerOptions } from 'pino';

/** Keys whose values never reach a log line, at any depth. */
const SECRET_KEYS = /^(authorization|cookie|password|vcpassword|old_password|new_password|password_?hash|token|token_?hash|params|detail)$/i;
const HASH = /\$argon2(?:id|i|d)\$[^\s"',)]*/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Drizzle appends a failed query's values to its message (and so to the stack): they go. */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const REDACTED = '[disembunyikan]';

/** A text with password hashes, bearer tokens and query values taken out. */
export function scrubText(text: string): string {
  return text.replace(QUERY_VALUES, `\nparams: ${REDACTED}`).replace(HASH, REDACTED).replace(BEARER, `$1 ${REDACTED}`);
}

/** Error fields that describe a fault without carrying data: kept; everything else is dropped. */
const ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'query', 'validationContext'];

/** An error as it may be logged: type, scrubbed message and stack, fault fields, the same for its cause. */
export function safeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object') return typeof err === 'string' ? scrubText(err) : err;
  const e = err as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: typeof e.type === 'string' ? e.type : (e.constructor?.name ?? 'Error'),
    message: scrubText(String(e.message ?? '')),
  };
  if (typeof e.stack === 'string') out.stack = scrubText(e.stack);
  for (const k of ERROR_FIELDS) if (e[k] !== undefined && e[k] !== null) out[k] = typeof e[k] === 'string' ? scrubText(e[k]) : e[k];
  if (e.cause && depth < 4) out.cause = safeError(e.cause, depth + 1);
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Every value of a log line, scrubbed: secrets by key, hashes and tokens by shape, errors by `safeError`. */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (value instanceof Error) return safeError(value);
  // Requests, replies and other class instances are written by their serializers (which keep
  // no headers or bodies); walking them here would copy a socket's whole graph on every line.
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? REDACTED : scrubValue(v, depth + 1);
  return out;
}

/**
 * Logger settings that keep secrets out of every line: no SQL parameters (a failed query's values
 * may be a password hash), no tokens, passwords or hashes, whatever logs them and however.
 */
export const logRedaction: Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'> = {
  serializers: { err: (err: unknown) => safeError(err) },
  formatters: { log: (object) => scrubValue(object, 0) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
    },
  },
};
