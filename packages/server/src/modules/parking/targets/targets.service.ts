import { eq } from 'drizzle-orm';
import type { ParkingTargetBody, ParkingTargetWire } from '@halte/contract';
import { parkingTargets } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

/** The year's target (0 when none is set) and its months' (null where none is set). */
export async function targetOf(db: Db, year: number): Promise<ParkingTargetWire> {
  const rows = await db.select({ month: parkingTargets.month, amount: parkingTargets.amount }).from(parkingTargets).where(eq(parkingTargets.year, year));
  const byMonth = new Map(rows.map((r) => [r.month, r.amount]));
  return {
    intyear: year,
    dectarget: byMonth.get(0) ?? 0,
    months: Array.from({ length: 12 }, (_, i) => byMonth.get(i + 1) ?? null),
  };
}

/** Replaces the year's targets with what was sent. */
export async function setTarget(db: Db, year: number, body: ParkingTargetBody, userId: number): Promise<ParkingTargetWire> {
  await db.delete(parkingTargets).where(eq(parkingTargets.year, year));
  const months = (body.months ?? []).flatMap((amount, i) => (amount === null ? [] : [{ year, month: i + 1, amount, updatedBy: userId }]));
  await db.insert(parkingTargets).values([{ year, month: 0, amount: body.dectarget, updatedBy: userId }, ...months]);
  return targetOf(db, year);
}
