/** One field of a record as an audit row kept it, before and after the change. */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
  /** Whether the two sides differ (a side without the field counts as empty). */
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A side that is not a record (a bare value) reads as one field without a name. */
const fieldsOf = (side: unknown): Record<string, unknown> => (side === null || side === undefined ? {} : isRecord(side) ? side : { '': side });

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Every field either side holds, the record's own order first (before's, then fields only after
 * has), each with both values and whether it changed. A created record has only an after, a
 * deleted one only a before: nothing is marked changed then, every value is new or gone.
 */
export function recordChanges(before: unknown, after: unknown): FieldChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const both = before !== null && before !== undefined && after !== null && after !== undefined;
  return keys.map((key) => ({ key, before: b[key], after: a[key], changed: both && !same(b[key], a[key]) }));
}

/** An instant as the server writes it (ISO 8601 with a zone): shown in the service's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export interface ValueWords {
  yes: string;
  no: string;
  none: string;
  /** An instant in the service's zone, to the second. */
  instant(iso: string): string;
}

/** A kept value as plain text: never markup, whatever the value holds. */
export function valueText(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? words.instant(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
