import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { positions, vehiclePositions } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

export interface Position { latitude: number; longitude: number }

/** A vehicle's position older than this says nothing about where it is at the moment asked. */
const STALE_MS = 10 * 60_000;
const CLOCK_AHEAD_MS = 60_000;

interface Given { declattitude?: number | null; declongitude?: number | null }

/** The phone's position of an action when it sent one. */
export const phonePosition = (p: Given | null | undefined): Position | undefined =>
  p?.declattitude != null && p.declongitude != null ? { latitude: p.declattitude, longitude: p.declongitude } : undefined;

/** A vehicle's latest position (`vehicle_positions`) as read with the trip. */
export interface Latest extends Position { time: Date }

/**
 * What the vehicle's latest position says of where it was at `at`: that position, nothing
 * (older than STALE_MS before the action: nothing in history is newer), or 'history' when the
 * vehicle has reported since the action (an upload after a dead zone) and its history must be read.
 */
export function fromLatest(latest: Latest | undefined, at: Date): Position | undefined | 'history' {
  if (!latest || latest.time.getTime() < at.getTime() - STALE_MS) return undefined;
  // A tracker's clock may run a little ahead of the action's.
  if (latest.time.getTime() <= at.getTime() + CLOCK_AHEAD_MS) return { latitude: latest.latitude, longitude: latest.longitude };
  return 'history';
}

/** The vehicle's last stored position at or before `at`, at most STALE_MS older. */
export async function positionInHistory(db: Db, vehicleId: number, at: Date): Promise<Position | undefined> {
  const [before] = await db
    .select({ latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), lte(positions.time, at), gte(positions.time, new Date(at.getTime() - STALE_MS))))
    .orderBy(desc(positions.time))
    .limit(1);
  return before;
}

/**
 * Where an action happened: the phone's position when it sent one, else the vehicle's own.
 * For an action of now that is the vehicle's latest position (`vehicle_positions`); for one the
 * phone did earlier (a scan uploaded after a dead zone) the last position stored at or before
 * that time. Either only when it is at most STALE_MS older than the action; else unknown.
 */
export async function positionOf(db: Db, vehicleId: number, at: Date, phone: Given | null | undefined): Promise<Position | undefined> {
  const sent = phonePosition(phone);
  if (sent) return sent;
  const [latest] = await db
    .select({ latitude: vehiclePositions.latitude, longitude: vehiclePositions.longitude, time: vehiclePositions.time })
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, vehicleId));
  const known = fromLatest(latest, at);
  return known === 'history' ? positionInHistory(db, vehicleId, at) : known;
}
