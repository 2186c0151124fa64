import { and, asc, gte, lt, sql } from 'drizzle-orm';
import { MONTH_NAMES, PARKING_INCOME_DAYS, type ParkingLocationIncomeWire, type ParkingTargetDashboardWire } from '@halte/contract';
import { parkingLocations, parkingRecords } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { zonedInstant } from '../../lib/zoned-time.js';
import { dateBefore } from '../dashboard/service-day.js';
import { targetOf } from '../parking-targets/targets.service.js';

const dayStart = (date: string, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return zonedInstant({ year, month, day }, timeZone);
};

/** Income is the fees of the stays checked in during the period (a stay still parked has none yet). */
const income = sql<number>`coalesce(sum(${parkingRecords.amount}), 0)`.mapWith(Number);
const checkedInFrom = (start: Date, end: Date) => and(gte(parkingRecords.checkInAt, start), lt(parkingRecords.checkInAt, end));

/** What a month without its own target takes: an equal share of what the year leaves after the months that have one. */
export function monthlyTargets(year: number, months: (number | null)[]): number[] {
  const open = months.filter((m) => m === null).length;
  const left = Math.max(0, year - months.reduce<number>((s, m) => s + (m ?? 0), 0));
  let given = 0;
  let seen = 0;
  return months.map((m) => {
    if (m !== null) return m;
    seen += 1;
    // Shares rounded so they add up to exactly what is left.
    const share = Math.round((left * seen) / open) - given;
    given += share;
    return share;
  });
}

/** The figures of the year of `today` (`YYYY-MM-DD` in the zone). */
export async function targetDashboard(db: Db, timeZone: string, today: string): Promise<ParkingTargetDashboardWire> {
  const year = Number(today.slice(0, 4));
  const currentMonth = Number(today.slice(5, 7));
  const monthOf = sql<number>`extract(month from timezone(${timeZone}, ${parkingRecords.checkInAt}))`.mapWith(Number);
  const [target, byMonth, [day]] = await Promise.all([
    targetOf(db, year),
    db
      .select({ month: monthOf, income })
      .from(parkingRecords)
      .where(checkedInFrom(zonedInstant({ year, month: 1, day: 1 }, timeZone), zonedInstant({ year: year + 1, month: 1, day: 1 }, timeZone)))
      // By position: the zone is a parameter, and the same expression twice would be two.
      .groupBy(sql`1`),
    db.select({ income }).from(parkingRecords).where(checkedInFrom(dayStart(today, timeZone), dayStart(dateBefore(today, -1), timeZone))),
  ]);
  const realised = new Map(byMonth.map((r) => [r.month, r.income]));
  const targets = monthlyTargets(target.dectarget, target.months);
  let targetSum = 0;
  let realSum = 0;
  const months = MONTH_NAMES.map((name, i) => {
    targetSum += targets[i];
    realSum += realised.get(i + 1) ?? 0;
    return { intmonth: i + 1, vcmonth: name, dectarget: targetSum, decrealization: i + 1 <= currentMonth ? realSum : null };
  });
  const realisation = [...realised.values()].reduce((s, v) => s + v, 0);
  return {
    intyear: year,
    dectarget: target.dectarget,
    decrealization: realisation,
    decpercent: target.dectarget > 0 ? Math.round((realisation * 1000) / target.dectarget) / 10 : null,
    dectoday: day.income,
    dttoday: today,
    months,
  };
}

/**
 * A card per location: today's income and the last seven days' (oldest first). Every active
 * location has one; an inactive one only when it took money in those days.
 */
export async function locationIncome(db: Db, timeZone: string, today: string): Promise<ParkingLocationIncomeWire[]> {
  const dates = Array.from({ length: PARKING_INCOME_DAYS }, (_, i) => dateBefore(today, PARKING_INCOME_DAYS - 1 - i));
  const dayOf = sql<string>`to_char(timezone(${timeZone}, ${parkingRecords.checkInAt}), 'YYYY-MM-DD')`;
  const [locations, rows] = await Promise.all([
    db
      .select({ id: parkingLocations.id, name: parkingLocations.name, active: parkingLocations.active })
      .from(parkingLocations)
      .orderBy(asc(parkingLocations.name), asc(parkingLocations.id)),
    db
      .select({ locationId: parkingRecords.locationId, day: dayOf, income })
      .from(parkingRecords)
      .where(checkedInFrom(dayStart(dates[0], timeZone), dayStart(dateBefore(today, -1), timeZone)))
      .groupBy(sql`1`, sql`2`),
  ]);
  const byLocation = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const days = byLocation.get(r.locationId) ?? new Map<string, number>();
    days.set(r.day, r.income);
    byLocation.set(r.locationId, days);
  }
  return locations
    .filter((l) => l.active || [...(byLocation.get(l.id)?.values() ?? [])].some((v) => v > 0))
    .map((l) => {
      const days = byLocation.get(l.id);
      const series = dates.map((d) => days?.get(d) ?? 0);
      return { intid: l.id, vcname: l.name, decincome: series.at(-1)!, income: series, income_data: dates };
    });
}
