import { PERIOD_TYPES, type PeriodQuery } from '@halte/contract';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a day begins in the zone (checked twice, so a change of offset that day is met). */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(wall, timeZone);
  const again = wall - offsetAt(instant, timeZone);
  if (again !== instant) instant = again;
  return new Date(instant);
}

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
