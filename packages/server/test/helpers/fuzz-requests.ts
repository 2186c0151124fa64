import fc from 'fast-check';
import { z } from 'zod';
import { ABSENT_ID, type ApiRoute } from './route-table.js';
import { PROTOTYPE_KEYS, hostileRawBody, hostileRawQuery, hostileText, hostileValue, type RawBody } from './hostile-values.js';

/** One request to send: path, query string and body exactly as they go on the wire. */
export interface FuzzRequest {
  method: string;
  /** Path with the query string, already encoded. */
  url: string;
  body?: RawBody;
  /** What was changed from the valid-looking request, for the failure report. */
  mutation: string;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The input side of a route's zod schema as JSON Schema; `{}` (anything) where it has none or cannot say. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const LETTERS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

/** A value the schema would likely accept: the base each mutation changes one thing of. */
export function validLooking(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const usable = options.filter((o) => o.type !== 'null');
    return fc.oneof(...(usable.length ? usable : options).map(validLooking));
  }
  if (s.allOf?.length) return validLooking(s.allOf[0]);
  const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : s.type ? [s.type] : [];
  switch (types[0]) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const model = Object.fromEntries(props.map(([k, v]) => [k, validLooking(v)]));
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
    case 'array':
      // Short arrays, unless the schema needs more items (a year's twelve months).
      return fc.array(s.items ? validLooking(s.items) : fc.constant(1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)) });
    case 'integer':
    case 'number': {
      const min = Math.max(s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
      const max = Math.min(s.maximum ?? 5, s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity, min + 4);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.constant('uji@contoh.id');
      if (s.format === 'date') return fc.constant('2026-11-23');
      if (s.format === 'date-time') return fc.constant('2026-11-23T08:00:00Z');
      const minLength = Math.max(s.minLength ?? 1, 1);
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 12, minLength + 11));
      if (s.pattern) {
        return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity) && v.trim() === v && v !== '');
      }
      return fc.string({ unit: LETTERS, minLength, maxLength });
    }
    default:
      return fc.constantFrom<unknown>('a', 1, null);
  }
}

/** Every byte outside the unreserved set percent-encoded, lone surrogates included (as UTF-8 replacement). */
export function encodePart(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodePart(k)}=${encodePart(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

const json = (value: unknown): RawBody => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });

/** One field of `base` replaced by a hostile value, removed, or a hostile key added. */
function mutateObject(base: Record<string, unknown>, keys: string[]): fc.Arbitrary<[Record<string, unknown>, string]> {
  const known = keys.length ? keys : ['a'];
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...known), hostileValue).map(([k, v]): [Record<string, unknown>, string] => [{ ...base, [k]: v }, `field ${k}`]) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((k): [Record<string, unknown>, string] => [Object.fromEntries(Object.entries(base).filter(([x]) => x !== k)), `without ${k}`]) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom<string>(...PROTOTYPE_KEYS), hostileText), hostileValue).map(([k, v]): [Record<string, unknown>, string] => {
        // A plain assignment to '__proto__' would set the prototype, not add a key: define it.
        const body = { ...base };
        Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
        return [body, `extra key ${JSON.stringify(k.slice(0, 30))}`];
      }),
    },
  );
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/**
 * Requests for a route: a valid-looking request built from its schemas, then one thing made
 * hostile: a path parameter, a query field or raw query, a body field, an extra (prototype)
 * key, the whole body, or its media type and syntax.
 */
export function fuzzRequests(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const params = jsonSchemaOf(route.input.params);
  const query = jsonSchemaOf(route.input.querystring);
  const body = jsonSchemaOf(route.input.body);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const queryKeys = Object.keys(query?.properties ?? {});
  const bodyKeys = Object.keys(body?.properties ?? {});

  // A mutating call on an absent id changes no record; a read may name record 1.
  const paramBase = fc.record(
    Object.fromEntries(paramNames.map((n) => {
      const own = params?.properties?.[n];
      const fallback = route.method === 'GET' ? fc.constantFrom(ABSENT_ID, '1') : fc.constant(ABSENT_ID);
      const arb = own && !own.anyOf && own.type === 'string' ? validLooking(own).map(String) : own && own.type === 'integer' && (own.maximum ?? 0) < 1000 ? validLooking(own).map(String) : fallback;
      return [n, arb];
    })),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryBase = (query ? validLooking(query) : fc.constant({})) as fc.Arbitrary<Record<string, unknown>>;
  const bodyBase = body ? validLooking(body) : fc.constant(undefined);

  const pathOf = (p: Record<string, string>) => route.url.replace(/:(\w+)/g, (_, n: string) => encodePart(p[n]));
  const withQuery = (path: string, qs: string) => (qs ? `${path}?${qs}` : path);
  const plainBody = (b: unknown): RawBody | undefined => (b === undefined ? undefined : json(b));

  return fc.tuple(paramBase, queryBase, bodyBase).chain(([p, q, b]) => {
    const path = pathOf(p);
    const choices: fc.Arbitrary<FuzzRequest>[] = [];
    const make = (url: string, rawBody: RawBody | undefined, mutation: string): FuzzRequest => ({ method: route.method, url, body: rawBody, mutation });

    if (paramNames.length) {
      choices.push(fc.tuple(fc.constantFrom(...paramNames), hostileText).map(([n, v]) => make(withQuery(pathOf({ ...p, [n]: v }), queryString(q)), plainBody(b), `param ${n}`)));
    }
    choices.push(hostileRawQuery.map((raw) => make(withQuery(path, [queryString(q), raw].filter(Boolean).join('&')), plainBody(b), 'raw query')));
    if (query) {
      choices.push(mutateObject(q, queryKeys).map(([mq, what]) => make(withQuery(path, queryString(mq)), plainBody(b), `query ${what}`)));
    }
    if (hasBody(route.method)) {
      const base = b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
      choices.push(mutateObject(base, bodyKeys).map(([mb, what]) => make(withQuery(path, queryString(q)), json(mb), `body ${what}`)));
      choices.push(hostileValue.map((v) => make(withQuery(path, queryString(q)), json(v), 'whole body')));
      choices.push(hostileRawBody.map((raw) => make(withQuery(path, queryString(q)), raw, 'raw body')));
    }
    return fc.oneof(...choices);
  });
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);

/** The request as a report shows it: long values cut, with their length. */
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${clip(r.url)} [${r.mutation}]${r.body ? ` content-type=${r.body.contentType ?? '(none)'} body=${clip(JSON.stringify(r.body.payload))}` : ''}`;
