import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { positions, routeSegmentSpeeds, trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { alongFixes } from './bus-on-line.js';
import { routeGeometry } from './route-geometry.js';
import type { AlongFix } from './speed-blend.js';
import { startOffPathWork, type OffPathOwner } from '../../../lib/data/off-path-work.js';

/** A bus this close to a stop along the line has reached it. */
const ARRIVED_M = 25;
/** The running mean weighs each new trip at least this much: a stretch that changed (roadworks) shows within weeks. */
const MEAN_OF_LAST = 20;
/** Arrival times kept per stop for the usual time (their median). */
export const ARRIVALS_KEPT = 15;
/** Speeds outside these are a trip that did not drive the stretch (a detour, a fix missing). */
const PLAUSIBLE_KMH = [2, 100] as const;

export interface StopSample {
  pointId: number;
  /** Speed over the stretch ending at the stop; null when the trip did not drive all of it. */
  kmh: number | null;
  /** Seconds from the trip's start to its arrival at the stop; null when it never got there. */
  arrivalS: number | null;
}

/** When the fixes (oldest first, along the line) first reached `along`, interpolated between two fixes. */
export function reachedAt(fixes: readonly AlongFix[], along: number): number | undefined {
  const target = along - ARRIVED_M;
  for (let i = 0; i < fixes.length; i++) {
    if (fixes[i].along < target) continue;
    const before = fixes[i - 1];
    if (!before) return fixes[i].time;
    const f = (target - before.along) / Math.max(1, fixes[i].along - before.along);
    return before.time + Math.max(0, Math.min(1, f)) * (fixes[i].time - before.time);
  }
  return undefined;
}

/** What one trip's fixes tell of each stop: arrival after the start, speed over the stretch before it. */
export function tripSamples(stops: readonly { pointId: number; along: number }[], fixes: readonly AlongFix[], startedAt: number): StopSample[] {
  const first = fixes[0];
  let from: { along: number; time: number } | undefined = first && { along: first.along, time: first.time };
  return stops.map((stop) => {
    const at = reachedAt(fixes, stop.along);
    let kmh: number | null = null;
    if (at !== undefined && from && stop.along - from.along > ARRIVED_M && at > from.time) {
      const speed = ((stop.along - from.along) / ((at - from.time) / 1000)) * 3.6;
      if (speed >= PLAUSIBLE_KMH[0] && speed <= PLAUSIBLE_KMH[1]) kmh = speed;
    }
    from = at === undefined ? undefined : { along: stop.along, time: at };
    return { pointId: stop.pointId, kmh, arrivalS: at === undefined ? null : Math.round((at - startedAt) / 1000) };
  });
}

/**
 * Adds a finished trip to its route's history: its fixes between start and stop followed along
 * the line, each stretch's speed folded into the running mean and each stop's arrival time
 * appended (the oldest dropped). One read of the trip's fixes and one statement per trip.
 */
export async function recordTripHistory(db: Db, tripId: number): Promise<StopSample[]> {
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
  if (!trip?.startedAt || !trip.stoppedAt) return [];
  const geometry = await routeGeometry(db, trip.routeId);
  if (!geometry) return [];
  const fixes = await db
    .select({ time: positions.time, latitude: positions.latitude, longitude: positions.longitude, speedKmh: positions.speedKmh })
    .from(positions)
    .where(and(eq(positions.vehicleId, trip.vehicleId), gte(positions.time, trip.startedAt), lte(positions.time, trip.stoppedAt)))
    .orderBy(asc(positions.time));
  const samples = tripSamples(geometry.stops, alongFixes(geometry.line, fixes, 0), trip.startedAt.getTime()).filter((s) => s.kmh !== null || s.arrivalS !== null);
  if (!samples.length) return [];
  const old = routeSegmentSpeeds;
  await db
    .insert(routeSegmentSpeeds)
    .values(samples.map((s) => ({ pointId: s.pointId, routeId: trip.routeId, samples: s.kmh === null ? 0 : 1, meanKmh: s.kmh, arrivalSeconds: s.arrivalS === null ? [] : [s.arrivalS] })))
    .onConflictDoUpdate({
      target: routeSegmentSpeeds.pointId,
      set: {
        samples: sql`${old.samples} + (excluded.mean_kmh is not null)::int`,
        meanKmh: sql`case when excluded.mean_kmh is null then ${old.meanKmh} when ${old.meanKmh} is null then excluded.mean_kmh
          else ${old.meanKmh} + (excluded.mean_kmh - ${old.meanKmh}) / least(${old.samples} + 1, ${MEAN_OF_LAST}) end`,
        arrivalSeconds: sql`(${old.arrivalSeconds} || excluded.arrival_seconds)[greatest(1, cardinality(${old.arrivalSeconds}) + cardinality(excluded.arrival_seconds) - ${ARRIVALS_KEPT - 1}):]`,
      },
    });
  return samples;
}

/** What the later recording uses: the database and a log for its failure. */
export type TripHistoryDeps = OffPathOwner;

/** After a trip finished: its history recorded off the request, a failure only logged. */
export function recordTripHistoryLater(deps: TripHistoryDeps, tripId: number) {
  startOffPathWork(deps, `arrivals: trip ${tripId}'s history not recorded`, () => recordTripHistory(deps.db, tripId));
}
