import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { PERIOD_TYPES, type VehicleDayWire, calendarDateIn } from '@halte/contract';
import { positions } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { periodRange } from '../../../lib/data/period.js';
import { dayPath, thinned } from './day-path.js';
import { tenth, type VehicleInfo } from './location.service.js';

/** Points of a day's path answered at most (one every 4–5 s over 24 hours). */
export const DAY_POINTS_MAX = 20_000;

/** A vehicle's path on one day of `timeZone` (read through the positions' primary key) and the distance driven. */
export function vehicleDay(db: Db, vehicle: VehicleInfo, date: string, timeZone: string): Promise<VehicleDayWire> {
  const { start, end } = periodRange({ rt: PERIOD_TYPES.date, from: date }, timeZone)!;
  return vehiclePath(db, vehicle, date, start, end);
}

/** A vehicle's path over the last `minutes` up to now, whichever days it spans; dated today. */
export function vehicleRecent(db: Db, vehicle: VehicleInfo, minutes: number, timeZone: string, now = new Date()): Promise<VehicleDayWire> {
  return vehiclePath(db, vehicle, calendarDateIn(timeZone, now), new Date(now.getTime() - minutes * 60_000), new Date(now.getTime() + 1));
}

async function vehiclePath(db: Db, vehicle: VehicleInfo, date: string, start: Date, end: Date): Promise<VehicleDayWire> {
  const rows = await db
    .select({ time: positions.time, latitude: positions.latitude, longitude: positions.longitude, speedKmh: positions.speedKmh })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicle.id), gte(positions.time, start), lt(positions.time, end)))
    .orderBy(asc(positions.time));
  const { path, metres } = dayPath(rows);
  return {
    intid: vehicle.id,
    vcnama: vehicle.name,
    vcnopol: vehicle.plate,
    intrute_angkutan_id: vehicle.routeId,
    vcrute: vehicle.routeName,
    dttanggal: date,
    decjarak_km: Math.round(metres / 10) / 100,
    posisi: thinned(path, DAY_POINTS_MAX).map((p) => ({ declattitude: p.latitude, declongitude: p.longitude, deckecepatan: tenth(p.speedKmh), dtwaktu: p.time.toISOString() })),
  };
}
