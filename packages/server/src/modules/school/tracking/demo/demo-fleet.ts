import { asc, eq, inArray } from 'drizzle-orm';
import type { LonLat } from '@halte/contract';
import type { Db } from '../../../../db/client.js';
import { routePoints, routes, vehicles } from '../../../../db/schema/index.js';
import { DEMO_VEHICLES } from '../../../../db/seed/demo/fleet.js';
import { RouteWalk } from './route-walk.js';

/** The demo fleet's trackers: only these are driven, never a real device. */
export const DEMO_DEVICE_IDS = DEMO_VEHICLES.map((v) => v.deviceId);

export interface DemoBus {
  vehicleId: number;
  deviceId: string;
  walk: RouteWalk;
}

/**
 * The demo vehicles still in the database with their route's line: the saved road line, else
 * straight between the located stops; a route shorter than a few metres is left standing.
 */
export async function loadDemoFleet(db: Db): Promise<DemoBus[]> {
  const rows = await db
    .select({ vehicleId: vehicles.id, deviceId: vehicles.deviceId, routeId: vehicles.routeId, path: routes.path })
    .from(vehicles)
    .innerJoin(routes, eq(routes.id, vehicles.routeId))
    .where(inArray(vehicles.deviceId, DEMO_DEVICE_IDS))
    .orderBy(asc(vehicles.deviceId));
  const unmapped = [...new Set(rows.filter((r) => (r.path?.length ?? 0) < 2).map((r) => r.routeId))];
  const stops = unmapped.length
    ? await db
        .select({ routeId: routePoints.routeId, latitude: routePoints.latitude, longitude: routePoints.longitude })
        .from(routePoints)
        .where(inArray(routePoints.routeId, unmapped))
        .orderBy(asc(routePoints.routeId), asc(routePoints.seq))
    : [];
  const lineOf = (r: (typeof rows)[number]): LonLat[] =>
    (r.path?.length ?? 0) >= 2
      ? r.path!
      : stops.filter((s) => s.routeId === r.routeId && s.latitude !== null && s.longitude !== null).map((s): LonLat => [s.longitude!, s.latitude!]);
  return rows.map((r) => ({ vehicleId: r.vehicleId, deviceId: r.deviceId ?? '', walk: new RouteWalk(lineOf(r)) })).filter((b) => b.walk.length >= 10);
}
