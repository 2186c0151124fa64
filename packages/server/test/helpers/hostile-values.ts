import fc from 'fast-check';

/** Keys that reach an object's prototype when a parser or a merge is careless. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Texts that have broken servers: control and NUL characters, lone surrogates, SQL and path tricks, wrong-looking numbers and dates. */
const NASTY_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '%00', '\u0001\u001f', '\uD800', '\uDFFF', 'a\uD800b', '\uFEFF', '\u202Eabc', '😀'.repeat(20),
  "'", '"', '\\', "' OR 1=1 --", '"; drop table users; --', '%', '_', '%%', '$1', '?', ':id',
  '../../etc/passwd', '/', '#', '&', '=', '+', '\r\n', '\n\nHTTP/1.1 200 OK',
  '<script>alert(1)</script>', 'javascript:alert(1)', '{{7*7}}', '${7*7}',
  '0', '-1', '1e309', 'NaN', 'Infinity', '0x1F', ' 1', '1.5', '99999999999999999999', 'true', 'null', 'undefined', '[]', '{}',
  '2026-02-30', '2026-13-01', '0000-00-00', '9999-99-99', '2026-11-23T25:61:00Z', 'yesterday', '23/11/2026', '1700000000000',
  '__proto__', 'constructor', 'toString', 'hasOwnProperty',
];

/** Numbers at and past every edge: sign, zero, fractions, 32/53-bit limits, the largest doubles. */
const EDGE_NUMBERS = [0, -0, -1, 1.5, 0.1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Long enough to pass every length limit, short of the body limit.
  { weight: 1, arbitrary: fc.constantFrom(10_001, 100_001, 1_000_001).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep in arrays or objects. */
export const deeplyNested = (depth: number, inObjects: boolean): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = inObjects ? { a: v } : [v];
  return v;
};

/** An object whose own keys are prototype keys, as JSON.parse would build it. */
const prototypeObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom<unknown>({ isAdmin: true }, { prototype: { polluted: 1 } }, 'x', null))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as unknown);

/** Any JSON value a field may be given instead of the one it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], [{}], ['1'], [1]) },
  { weight: 1, arbitrary: fc.constantFrom(10, 200, 1000).chain((d) => fc.boolean().map((o) => deeplyNested(d, o))) },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 100_000).map((n) => Array.from({ length: n }, (_, i) => i)) },
);

/** A raw request body with a media type, for the ways a body can be wrong before it is JSON. */
export interface RawBody { contentType: string | undefined; payload: string }

export const hostileRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{' },
    { contentType: 'application/json', payload: '{"a":1,}' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '"teks"' },
    { contentType: 'application/json', payload: '[1,2,3]' },
    { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { contentType: 'application/json', payload: '{"a":1,"a":2}' },
    { contentType: 'application/json; charset=latin1', payload: '{}' },
    { contentType: 'application/json', payload: '\uFEFF{}' },
    { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
    { contentType: 'text/plain', payload: '{}' },
    { contentType: 'text/plain', payload: 'bukan json' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
    { contentType: 'application/xml', payload: '<a>1</a>' },
    { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
    { contentType: 'application/json', payload: '['.repeat(100_000) + ']'.repeat(100_000) },
    { contentType: 'application/json', payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) },
    { contentType: undefined, payload: '{}' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({ contentType: 'application/json', payload })),
);

/** Query-string fragments that are wrong before any schema sees them. */
export const hostileRawQuery: fc.Arbitrary<string> = fc.constantFrom(
  'q=%', 'q=%zz', 'q=%E0%A4%A', 'q[]=1', 'q[a]=1', 'q=a&q=b', '__proto__[x]=1', '__proto__=1', 'constructor[prototype][x]=1',
  'page=1&page=2', 'limit[]=5', '=', '&&&', 'q', '%00=1', 'q=%00', `q=${'a'.repeat(10_000)}`, 'toString=1', 'hasOwnProperty=1',
);
