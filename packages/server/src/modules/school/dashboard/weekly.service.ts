import { and, between, count, eq, isNotNull } from 'drizzle-orm';
import { DAY_NAMES, type WeeklyDataWire } from '@halte/contract';
import { boardings, trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { dateBefore, type ServiceDay } from './service-day.js';

export const WEEK_DAYS = 7;

/** Boardings per service day, the week up to the day (days without any included), oldest first. */
export async function weeklyData(db: Db, day: ServiceDay): Promise<WeeklyDataWire[]> {
  const first = dateBefore(day.date, WEEK_DAYS - 1);
  const rows = await db
    .select({ date: trips.serviceDate, total: count() })
    .from(boardings)
    .innerJoin(trips, eq(trips.id, boardings.tripId))
    .where(and(between(trips.serviceDate, first, day.date), isNotNull(boardings.inAt)))
    .groupBy(trips.serviceDate);
  const byDate = new Map(rows.map((r) => [r.date, r.total]));
  return Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = dateBefore(day.date, WEEK_DAYS - 1 - i);
    return { vcnama: DAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()], dttanggal: date, total: byDate.get(date) ?? 0 };
  });
}
