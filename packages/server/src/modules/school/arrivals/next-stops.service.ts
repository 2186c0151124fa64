import { and, eq, inArray } from 'drizzle-orm';
import { RUNNING_TRIP_STATUSES, type StopArrivalWire } from '@halte/contract';
import { trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { busOnLine, recentFixes } from './bus-on-line.js';
import { routeGeometry, type RouteGeometry } from './route-geometry.js';
import { stopEtas, type StopEta } from './stop-eta.js';

/** A trip on the road, as the arrival times need it. */
export interface RunningTrip {
  id: number;
  vehicleId: number;
  routeId: number;
  startedAt: Date | null;
}

const tripColumns = { id: trips.id, vehicleId: trips.vehicleId, routeId: trips.routeId, startedAt: trips.startedAt };
const running = inArray(trips.status, [...RUNNING_TRIP_STATUSES]);

/** The trips on the road (all, or on these routes). */
export const runningTrips = (db: Db, routeIds?: number[]): Promise<RunningTrip[]> =>
  db.select(tripColumns).from(trips).where(routeIds ? and(running, inArray(trips.routeId, routeIds)) : running);

/** The remaining stops of a running trip from the vehicle's fixes up to `now`; [] without a fix or a line. */
export async function tripEtas(db: Db, trip: RunningTrip, now: Date, geometry?: RouteGeometry): Promise<StopEta[]> {
  const route = geometry ?? (await routeGeometry(db, trip.routeId));
  if (!route) return [];
  const bus = busOnLine(route.line, await recentFixes(db, trip.vehicleId, now));
  return bus ? stopEtas(route.stops, bus) : [];
}

export const etaWire = (eta: StopEta, now: Date): StopArrivalWire => ({
  intrute_titik_id: eta.pointId,
  vcnama: eta.name,
  dteta: new Date(now.getTime() + eta.seconds * 1000).toISOString(),
  intmenit: Math.max(0, Math.round(eta.seconds / 60)),
  intjarak: Math.round(eta.distanceM),
});

/** `GET /vehicle-location/{id}/next-stops`: the vehicle's running trip's remaining stops; [] when it has none. */
export async function nextStops(db: Db, vehicleId: number, now = new Date()): Promise<StopArrivalWire[]> {
  const [trip] = await db.select(tripColumns).from(trips).where(and(running, eq(trips.vehicleId, vehicleId)));
  if (!trip) return [];
  return (await tripEtas(db, trip, now)).map((e) => etaWire(e, now));
}
