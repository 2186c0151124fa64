import { PERIOD_TYPES, type PeriodQuery, zonedInstant } from '@halte/contract';

/** The instant a day begins in the zone. */
const startOfDay = (year: number, month: number, day: number, timeZone: string) => zonedInstant({ year, month, day }, timeZone);

const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The day after a calendar date, as year, month, day. */
function nextDay(date: string): [number, number, number] {
  const [y, m, d] = partsOf(date);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * The instants `[start, end)` a validated period covers, its dates read as days of `timeZone`
 * (the configured `TZ`): one day, a range of days with both ends included, or a month.
 * Undefined without `rt`: the list is not limited in time.
 */
export function periodRange(query: PeriodQuery, timeZone: string): { start: Date; end: Date } | undefined {
  switch (query.rt) {
    case PERIOD_TYPES.date:
      return { start: startOfDay(...partsOf(query.from!), timeZone), end: startOfDay(...nextDay(query.from!), timeZone) };
    case PERIOD_TYPES.range:
      return { start: startOfDay(...partsOf(query.from!), timeZone), end: startOfDay(...nextDay(query.to!), timeZone) };
    case PERIOD_TYPES.month: {
      const [y, m] = [query.y!, query.m!];
      return { start: startOfDay(y, m, 1, timeZone), end: m === 12 ? startOfDay(y + 1, 1, 1, timeZone) : startOfDay(y, m + 1, 1, timeZone) };
    }
    default:
      return undefined;
  }
}
