import { asc, desc, eq, max, sql } from 'drizzle-orm';
import { normalizePlate, screenOf, type ScreenKey, type SearchHit, calendarDateIn } from '@halte/contract';
import { parkingLocations, parkingPlates, parkingRecords, parkingVehicleTypes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { likePattern, searchAny } from '../../../lib/data/paging.js';

/** Hits per record type. */
const PER_TYPE = 5;

/** The screen whose list shows each parking record type. */
export const PARKING_SCREEN_OF = {
  'parking-location': 'master.parking-locations',
  'parking-vehicle-type': 'master.parking-vehicle-types',
  'parking-plate': 'parking.recap',
} as const satisfies Record<string, ScreenKey>;

const pathOf = (screen: ScreenKey) => screenOf(screen)!.path;

/** Parking locations by name or address; each opens the location list filtered to its name. */
export async function parkingLocationHits(db: Db, q: string): Promise<SearchHit[]> {
  const rows = await db.select({ name: parkingLocations.name, address: parkingLocations.address }).from(parkingLocations)
    .where(searchAny(q, [parkingLocations.name, parkingLocations.address])).orderBy(asc(parkingLocations.name), asc(parkingLocations.id)).limit(PER_TYPE);
  const path = pathOf(PARKING_SCREEN_OF['parking-location']);
  return rows.map((l) => ({ type: 'parking-location', label: l.name, sublabel: l.address, url: `${path}?q=${encodeURIComponent(l.name)}` }));
}

/** Vehicle types by name or code. */
export async function parkingVehicleTypeHits(db: Db, q: string): Promise<SearchHit[]> {
  const rows = await db.select({ name: parkingVehicleTypes.name, code: parkingVehicleTypes.code }).from(parkingVehicleTypes)
    .where(searchAny(q, [parkingVehicleTypes.name, parkingVehicleTypes.code])).orderBy(asc(parkingVehicleTypes.code), asc(parkingVehicleTypes.id)).limit(PER_TYPE);
  const path = pathOf(PARKING_SCREEN_OF['parking-vehicle-type']);
  return rows.map((v) => ({ type: 'parking-vehicle-type', label: v.name, sublabel: `Kode ${v.code}`, url: `${path}?q=${encodeURIComponent(v.code)}` }));
}

/**
 * Plates of parked or past stays containing the query (spaces ignored, as plates are stored),
 * latest first; each opens the recap on the day of its last check-in, filtered to the plate. The
 * plates are found by trigram among the plates ever parked, their stays read from the index by
 * plate and time.
 */
export async function parkingPlateHits(db: Db, q: string, timeZone: string): Promise<SearchHit[]> {
  const plate = normalizePlate(q);
  if (plate.length < 2) return [];
  const last = max(parkingRecords.checkInAt);
  const rows = await db.select({ plate: parkingPlates.licenseNumber, last, stays: sql<number>`count(*)::int` }).from(parkingPlates)
    .innerJoin(parkingRecords, eq(parkingRecords.licenseNumber, parkingPlates.licenseNumber))
    .where(sql`lower(${parkingPlates.licenseNumber}) like ${likePattern(plate)}`)
    .groupBy(parkingPlates.licenseNumber).orderBy(desc(last), asc(parkingPlates.licenseNumber)).limit(PER_TYPE);
  const path = pathOf(PARKING_SCREEN_OF['parking-plate']);
  return rows.map((r) => {
    const day = calendarDateIn(timeZone, new Date(r.last!));
    return { type: 'parking-plate', label: r.plate, sublabel: `Terakhir masuk ${day.split('-').reverse().join('-')} · ${r.stays} kali`, url: `${path}?q=${r.plate}&from=${day}&to=${day}` };
  });
}
