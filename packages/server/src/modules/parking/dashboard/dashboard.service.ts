import { asc } from 'drizzle-orm';
import { MONTH_NAMES, PARKING_INCOME_DAYS, type ParkingLocationIncomeWire, type ParkingTargetDashboardWire } from '@halte/contract';
import { parkingLocations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { dateBefore } from '../../school/dashboard/service-day.js';
import { dailyTotals } from '../records/daily-totals.js';
import { targetOf } from '../targets/targets.service.js';
import { flaggedSum, flaggedTotals } from './flagged-totals.js';

// Income is the fees of the stays checked in during the period (a stay still parked has none yet).

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
  const [target, days, flagged] = await Promise.all([
    targetOf(db, year),
    dailyTotals(db, { from: `${year}-01-01`, to: `${year}-12-31` }, {}, timeZone, { today, perLocation: false }),
    flaggedTotals(db, year, timeZone),
  ]);
  const realised = new Map<number, number>();
  let todayIncome = 0;
  for (const d of days) {
    const month = Number(d.day.slice(5, 7));
    realised.set(month, (realised.get(month) ?? 0) + d.income);
    if (d.day === today) todayIncome += d.income;
  }
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
    dectoday: todayIncome,
    dttoday: today,
    ...flaggedSum(flagged),
    months,
  };
}

/**
 * A card per location: today's income and the last seven days' (oldest first), and the year's
 * noted stays. Every active location has one; an inactive one only when it took money in those
 * days or has noted stays this year.
 */
export async function locationIncome(db: Db, timeZone: string, today: string): Promise<ParkingLocationIncomeWire[]> {
  const dates = Array.from({ length: PARKING_INCOME_DAYS }, (_, i) => dateBefore(today, PARKING_INCOME_DAYS - 1 - i));
  const [locations, rows, flagged] = await Promise.all([
    db
      .select({ id: parkingLocations.id, name: parkingLocations.name, active: parkingLocations.active })
      .from(parkingLocations)
      .orderBy(asc(parkingLocations.name), asc(parkingLocations.id)),
    dailyTotals(db, { from: dates[0], to: today }, {}, timeZone, { today }),
    flaggedTotals(db, Number(today.slice(0, 4)), timeZone),
  ]);
  const flaggedAt = new Map(flagged.map((f) => [f.locationId, f]));
  const byLocation = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const days = byLocation.get(r.locationId) ?? new Map<string, number>();
    days.set(r.day, (days.get(r.day) ?? 0) + r.income);
    byLocation.set(r.locationId, days);
  }
  return locations
    .filter((l) => l.active || flaggedAt.has(l.id) || [...(byLocation.get(l.id)?.values() ?? [])].some((v) => v > 0))
    .map((l) => {
      const days = byLocation.get(l.id);
      const series = dates.map((d) => days?.get(d) ?? 0);
      const noted = flaggedSum(flaggedAt.has(l.id) ? [flaggedAt.get(l.id)!] : []);
      return { intid: l.id, vcname: l.name, decincome: series.at(-1)!, ...noted, income: series, income_data: dates };
    });
}
