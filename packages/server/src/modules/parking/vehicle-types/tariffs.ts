import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ParkingTariffWire } from '@halte/contract';
import { parkingTariffs } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

type TariffRecord = typeof parkingTariffs.$inferSelect;

export const toTariffWire = (t: TariffRecord): ParkingTariffWire => ({
  intid: t.id,
  vcregulation: t.regulation,
  dteffective_from: t.effectiveFrom,
  decfirst_fee: t.firstFee,
  intfirst_minutes: t.firstMinutes,
  dechourly_fee: t.hourlyFee,
  decmax_fee: t.maxFee,
});

/**
 * The tariff each type charges for a stay checked in on `day` (`YYYY-MM-DD` in the server's
 * zone): its latest version in force by then. A type whose first version starts later has none.
 */
export async function tariffsInForce(db: Db, vehicleTypeIds: number[], day: string): Promise<Map<number, ParkingTariffWire>> {
  if (vehicleTypeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([parkingTariffs.vehicleTypeId])
    .from(parkingTariffs)
    .where(and(inArray(parkingTariffs.vehicleTypeId, vehicleTypeIds), lte(parkingTariffs.effectiveFrom, day)))
    .orderBy(parkingTariffs.vehicleTypeId, desc(parkingTariffs.effectiveFrom));
  return new Map(rows.map((t) => [t.vehicleTypeId, toTariffWire(t)]));
}

/** Every version of a type's tariff, newest first. */
export async function tariffHistory(db: Db, vehicleTypeId: number): Promise<ParkingTariffWire[]> {
  const rows = await db.select().from(parkingTariffs).where(eq(parkingTariffs.vehicleTypeId, vehicleTypeId)).orderBy(desc(parkingTariffs.effectiveFrom));
  return rows.map(toTariffWire);
}

/** Saves a version: the type's version of that date is replaced, or a new one is added. */
export async function saveTariff(db: Db, vehicleTypeId: number, t: Omit<ParkingTariffWire, 'intid'>) {
  const fields = {
    regulation: t.vcregulation,
    firstFee: t.decfirst_fee,
    firstMinutes: t.intfirst_minutes,
    hourlyFee: t.dechourly_fee,
    maxFee: t.decmax_fee,
  };
  await db
    .insert(parkingTariffs)
    .values({ vehicleTypeId, effectiveFrom: t.dteffective_from, ...fields })
    .onConflictDoUpdate({ target: [parkingTariffs.vehicleTypeId, parkingTariffs.effectiveFrom], set: { ...fields, updatedAt: sql`now()` } });
}
