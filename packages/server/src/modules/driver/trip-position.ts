import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { positions, vehiclePositions } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export interface Position { latitude: number; longitude: number }

/** A vehicle's position older than this says nothing about where it is at the moment asked. */
const STALE_MS = 10 * 60_000;
const CLOCK_AHEAD_MS = 60_000;

interface Given { declattitude?: number | null; declongitude?: number | null }

const given = (p: Given | null | undefined): Position | undefined =>
  p?.declattitude != null && p.declongitude != null ? { latitude: p.declattitude, longitude: p.declongitude } : undefined;

/**
 * Where an action happened: the phone's position when it sent one, else the vehicle's own.
 * For an action of now that is the vehicle's latest position (`vehicle_positions`); for one the
 * phone did earlier (a scan uploaded after a dead zone) the last position stored at or before
 * that time. Either only when it is at most STALE_MS older than the action; else unknown.
 */
export async function positionOf(db: Db, vehicleId: number, at: Date, phone: Given | null | undefined): Promise<Position | undefined> {
  const sent = given(phone);
  if (sent) return sent;
  const since = new Date(at.getTime() - STALE_MS);
  const [latest] = await db
    .select({ latitude: vehiclePositions.latitude, longitude: vehiclePositions.longitude, time: vehiclePositions.time })
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, vehicleId));
  // The latest position is the newest there is: older than the window, nothing in history is
  // newer; within it and not after the action, it serves (a tracker's clock may run a little ahead).
  if (!latest || latest.time < since) return undefined;
  if (latest.time.getTime() <= at.getTime() + CLOCK_AHEAD_MS) return { latitude: latest.latitude, longitude: latest.longitude };
  // The vehicle has reported since the action (a scan uploaded late): its history at that time.
  const [before] = await db
    .select({ latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), lte(positions.time, at), gte(positions.time, since)))
    .orderBy(desc(positions.time))
    .limit(1);
  return before;
}
