import { eq } from 'drizzle-orm';
import { students } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { childStops, type ChildStop } from '../students/child-stop.js';
import { approachMinutes } from './approach-minutes.js';
import type { WaitingChild } from './arrival-events.js';
import type { RouteGeometry } from './route-geometry.js';

/** How the children's stops are read: `childStops`. */
export type StopsOf = (db: Db, studentIds: number[]) => Promise<Map<number, ChildStop>>;

/** The children riding a route who have a stop on it, with their alert minutes and the stop's usual arrivals. */
export async function waitingChildren(db: Db, geometry: RouteGeometry, stopsOf: StopsOf = childStops): Promise<WaitingChild[]> {
  const riders = await db.select({ id: students.id }).from(students).where(eq(students.routeId, geometry.routeId));
  if (!riders.length) return [];
  const ids = riders.map((r) => r.id);
  const [stops, minutes] = await Promise.all([stopsOf(db, ids), approachMinutes(db, ids)]);
  return [...stops.values()].flatMap((stop) => {
    const placed = geometry.stops.find((s) => s.pointId === stop.pointId);
    const own = minutes.get(stop.studentId);
    if (stop.routeId !== geometry.routeId || !placed || !own) return [];
    return [{ studentId: stop.studentId, pointId: stop.pointId, stopName: stop.name, minutes: own, usualArrivals: placed.arrivalSeconds }];
  });
}
