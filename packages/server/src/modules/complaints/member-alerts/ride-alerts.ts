import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { boardings, routePoints, students, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { AlertEvent } from './alert-event.js';
import { alightedTitle, boardedTitle, CHILDREN_URL, timeAndPlace } from './alert-texts.js';
import { placeOf, type Stop } from './ride-place.js';
import { alertLine } from './alert-line.js';
import { raiseAlerts, type AlertDeps } from './raise-alerts.js';

/** A ride a scan (or a trip's stop) changed, and which side: `in` boarded, `out` got off. */
export interface ChangedRide { rideId: number; side: 'in' | 'out' }

async function routeStops(db: Db, routeIds: number[]): Promise<Map<number, Stop[]>> {
  const rows = routeIds.length === 0 ? [] : await db
    .select({ routeId: routePoints.routeId, name: routePoints.name, latitude: routePoints.latitude, longitude: routePoints.longitude })
    .from(routePoints)
    .where(and(inArray(routePoints.routeId, routeIds), isNotNull(routePoints.latitude), isNotNull(routePoints.longitude)))
    .orderBy(asc(routePoints.routeId), asc(routePoints.seq));
  const byRoute = new Map<number, Stop[]>();
  for (const { routeId, name, latitude, longitude } of rows) byRoute.set(routeId, [...(byRoute.get(routeId) ?? []), { name, latitude: latitude!, longitude: longitude! }]);
  return byRoute;
}

/**
 * The `Naik` and `Turun` events of changed rides, read as committed: the child, the bus's plate,
 * the time in the zone and the place (the route's stop nearest to the scan's position). A child
 * no member follows raises nothing.
 */
export async function rideEvents(db: Db, changed: ChangedRide[], timeZone: string): Promise<AlertEvent[]> {
  if (changed.length === 0) return [];
  const rides = await db
    .select({
      id: boardings.id, studentId: boardings.studentId, child: students.fullName, plate: vehicles.plate, routeId: trips.routeId,
      inAt: boardings.inAt, inLatitude: boardings.inLatitude, inLongitude: boardings.inLongitude,
      outAt: boardings.outAt, outLatitude: boardings.outLatitude, outLongitude: boardings.outLongitude,
    })
    .from(boardings)
    .innerJoin(students, eq(students.id, boardings.studentId))
    .innerJoin(trips, eq(trips.id, boardings.tripId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(and(inArray(boardings.id, [...new Set(changed.map((c) => c.rideId))]), isNotNull(students.memberId)));
  const stops = await routeStops(db, [...new Set(rides.map((r) => r.routeId))]);
  const byId = new Map(rides.map((r) => [r.id, r]));
  return changed.flatMap(({ rideId, side }): AlertEvent[] => {
    const r = byId.get(rideId);
    const [at, latitude, longitude] = side === 'in' ? [r?.inAt, r?.inLatitude, r?.inLongitude] : [r?.outAt, r?.outLatitude, r?.outLongitude];
    if (!r || !at) return [];
    const place = placeOf(latitude != null && longitude != null ? [longitude, latitude] : undefined, stops.get(r.routeId) ?? []);
    return [{
      kind: side === 'in' ? 'boarded' : 'alighted',
      key: `${side === 'in' ? 'boarded' : 'alighted'}:${r.id}`,
      studentId: r.studentId,
      title: side === 'in' ? boardedTitle(r.child, r.plate) : alightedTitle(r.child, r.plate),
      body: timeAndPlace(at, timeZone, place),
      url: CHILDREN_URL,
      at,
    }];
  });
}

/** Reads the rides changed while the previous pass ran together, then raises their events. */
const rideLine = alertLine<AlertDeps, ChangedRide>(async (deps, changed) => {
  await raiseAlerts(deps, await rideEvents(deps.db, changed, deps.config.timeZone));
});

/** Raises the `Naik` and `Turun` of rides whose change has committed. */
export async function raiseRideAlerts(deps: AlertDeps, changed: ChangedRide[]): Promise<void> {
  await rideLine(deps, changed);
}
