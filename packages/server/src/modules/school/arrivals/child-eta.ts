import type { Db } from '../../../db/client.js';
import type { ChildStop } from '../students/child-stop.js';
import { routeGeometry } from './route-geometry.js';
import { runningTrips, tripEtas } from './next-stops.service.js';
import type { StopEta } from './stop-eta.js';

/**
 * When the soonest bus running on each child's route reaches the child's stop; a child whose
 * stop no running bus has ahead has none. Each route's line is read once, each trip timed once.
 */
export async function childEtas(db: Db, stops: Map<number, ChildStop>, now = new Date()): Promise<Map<number, StopEta>> {
  const routeIds = [...new Set([...stops.values()].map((s) => s.routeId))];
  if (!routeIds.length) return new Map();
  const onRoad = await runningTrips(db, routeIds);
  const etasByRoute = new Map<number, StopEta[]>();
  for (const routeId of new Set(onRoad.map((trip) => trip.routeId))) {
    const geometry = await routeGeometry(db, routeId);
    for (const trip of onRoad.filter((x) => x.routeId === routeId)) {
      etasByRoute.set(routeId, [...(etasByRoute.get(routeId) ?? []), ...(await tripEtas(db, trip, now, geometry))]);
    }
  }
  const out = new Map<number, StopEta>();
  for (const [studentId, stop] of stops) {
    const soonest = (etasByRoute.get(stop.routeId) ?? []).filter((e) => e.pointId === stop.pointId).sort((a, b) => a.seconds - b.seconds)[0];
    if (soonest) out.set(studentId, soonest);
  }
  return out;
}
