import type { FilterValues } from '../../../ui/list/listFilters';

/** The recap's report types: 1 a date (today), 2 a month of this year, 3 a whole year. */
export const REPORT_TYPES = { date: '1', month: '2', year: '3' } as const;

/** The query-string keys of the recap's period. */
export const RECAP_PERIOD_KEYS = ['report_type', 'month', 'year', 'from', 'to'] as const;

const two = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A month of a year, from its first day to its last. */
export function monthDays(year: number, month: number): FilterValues {
  return { report_type: REPORT_TYPES.month, month: String(month), year: String(year), from: `${year}-${two(month)}-01`, to: `${year}-${two(month)}-${two(lastDay(year, month))}` };
}

/** A whole year. */
export function yearDays(year: number): FilterValues {
  return { report_type: REPORT_TYPES.year, month: undefined, year: String(year), from: `${year}-01-01`, to: `${year}-12-31` };
}

/** What choosing a report type sets: today, this month, or this year (`today` is the server's day). */
export function periodOfType(type: string, today: string): FilterValues {
  const [y, m] = today.split('-').map(Number);
  if (type === REPORT_TYPES.month) return monthDays(y, m);
  if (type === REPORT_TYPES.year) return yearDays(y);
  return { report_type: REPORT_TYPES.date, month: undefined, year: undefined, from: today, to: today };
}

/** Choosing a month: that month of the current year. */
export const periodOfMonth = (month: number, today: string) => monthDays(Number(today.slice(0, 4)), month);

/**
 * A date typed into `from` or `to`: the other end follows when it would be on the wrong side
 * (a start after the end moves the end to it, and the reverse). A cleared input changes nothing.
 */
export function withDate(current: FilterValues, key: 'from' | 'to', date: string): FilterValues | undefined {
  if (!date) return undefined;
  const patch: FilterValues = { [key]: date };
  if (key === 'from' && current.to && current.to < date) patch.to = date;
  if (key === 'to' && current.from && current.from > date) patch.from = date;
  return patch;
}
