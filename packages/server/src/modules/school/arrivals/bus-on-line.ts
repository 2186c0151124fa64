import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { positions, vehiclePositions } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { projectInOrder, type RouteLine } from './route-line.js';
import { recentKmh, type AlongFix } from './speed-blend.js';
import type { BusOnLine } from './stop-eta.js';

/** The bus's recent speed is read over this much of its latest fixes. */
export const RECENT_MS = 5 * 60_000;

export interface Fix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
}

/** Fixes (oldest first) followed along the line, each from where the previous one was. */
export function alongFixes(line: RouteLine, fixes: readonly Fix[], start?: number): (AlongFix & { off: number })[] {
  const placed = projectInOrder(line, fixes.map((f) => [f.longitude, f.latitude]), start);
  return fixes.map((f, i) => ({ along: placed[i].along, off: placed[i].off, time: f.time.getTime(), speedKmh: f.speedKmh }));
}

/** Where the latest of the bus's recent fixes puts it on the line, and its speed over them. */
export function busOnLine(line: RouteLine, recent: readonly Fix[]): BusOnLine | undefined {
  const along = alongFixes(line, recent);
  const last = along.at(-1);
  return last && { along: last.along, off: last.off, recentKmh: recentKmh(along) };
}

/** The vehicle's fixes of the last few minutes up to `now`; else its latest position alone; [] when it never reported. */
export async function recentFixes(db: Db, vehicleId: number, now: Date): Promise<Fix[]> {
  const columns = { time: positions.time, latitude: positions.latitude, longitude: positions.longitude, speedKmh: positions.speedKmh };
  const rows = await db
    .select(columns)
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), gte(positions.time, new Date(now.getTime() - RECENT_MS)), lte(positions.time, now)))
    .orderBy(asc(positions.time));
  if (rows.length) return rows;
  return db
    .select({ time: vehiclePositions.time, latitude: vehiclePositions.latitude, longitude: vehiclePositions.longitude, speedKmh: vehiclePositions.speedKmh })
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, vehicleId));
}
