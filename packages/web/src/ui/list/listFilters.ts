import type { PeriodType } from '@halte/contract';
import type { SelectFieldDef } from '../form/types';

/** How a list's period filter is offered. */
export interface PeriodOptions {
  /** The kinds offered; all three by default. */
  kinds?: readonly PeriodType[];
  /** A period is always given (a report): no `Semua`. */
  required?: boolean;
  /** Today as the server counts days. */
  today?: string;
}

/** The filters a list declares; each one's values travel in the query string beside q/page/limit. */
export interface ListFilters {
  /** The period filter of the list's date (`rt`, `from`, `to`, `m`, `y`). */
  period?: boolean | PeriodOptions;
  /** Selects named after their query key, e.g. one school's students (`intsekolah`). */
  selects?: SelectFieldDef[];
  /** Typed values named after their query key, e.g. one record's id (`entity_id`). */
  texts?: TextFilterDef[];
}

/** A list filter typed as text, kept in the query string as it is typed (trimmed). */
export interface TextFilterDef {
  name: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

/** The query-string keys of the period filter. */
export const PERIOD_KEYS = ['rt', 'from', 'to', 'm', 'y'] as const;

/** The query-string keys the declared filters own. */
export function filterKeysOf(filters: ListFilters | undefined): string[] {
  return [...(filters?.period ? PERIOD_KEYS : []), ...(filters?.selects ?? []).map((f) => f.name), ...(filters?.texts ?? []).map((f) => f.name)];
}

/** Filter values by key; a missing key is no filter. */
export type FilterValues = Record<string, string | undefined>;
