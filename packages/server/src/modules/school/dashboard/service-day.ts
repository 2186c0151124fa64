import { and, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { PERIOD_TYPES, RUNNING_TRIP_STATUSES, calendarDateIn } from '@halte/contract';
import { trips } from '../../../db/schema/index.js';
import { periodRange } from '../../../lib/data/period.js';

/** A service day of the configured time zone: its date and the instant it begins. */
export interface ServiceDay {
  date: string;
  start: Date;
}

/** The day asked for, or today. */
export function serviceDay(date: string | undefined, timeZone: string): ServiceDay {
  const day = date ?? calendarDateIn(timeZone);
  return { date: day, start: periodRange({ rt: PERIOD_TYPES.date, from: day }, timeZone)!.start };
}

/** The calendar date `days` before a date (`YYYY-MM-DD`). */
export function dateBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The trips on the road during the day: those of its service date, and those started on an
 * earlier one that stopped during it or have not stopped yet (a late run past midnight, a trip
 * the driver has not closed), so the dispatcher sees every bus still out.
 */
export function onTheRoad(day: ServiceDay): SQL {
  return or(
    eq(trips.serviceDate, day.date),
    and(
      lt(trips.serviceDate, day.date),
      or(gte(trips.stoppedAt, day.start), and(isNull(trips.stoppedAt), inArray(trips.status, [...RUNNING_TRIP_STATUSES]))),
    ),
  )!;
}
