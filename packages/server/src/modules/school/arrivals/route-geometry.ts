import { asc, eq } from 'drizzle-orm';
import type { LonLat } from '@halte/contract';
import { routePoints, routes, routeSegmentSpeeds } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { projectInOrder, routeLine, type RouteLine } from './route-line.js';
import type { PlacedStop } from './stop-eta.js';

/** A route's line and its located stops placed on it, each with its stretch's history. */
export interface RouteGeometry {
  routeId: number;
  line: RouteLine;
  stops: (PlacedStop & { arrivalSeconds: number[] })[];
}

/**
 * Reads a route's line (the road line, else straight through its located stops) and places the
 * stops on it in order; undefined when the route has fewer than two places to draw a line by.
 */
export async function routeGeometry(db: Db, routeId: number): Promise<RouteGeometry | undefined> {
  const [route] = await db.select({ path: routes.path }).from(routes).where(eq(routes.id, routeId));
  if (!route) return undefined;
  const points = await db
    .select({ id: routePoints.id, name: routePoints.name, latitude: routePoints.latitude, longitude: routePoints.longitude })
    .from(routePoints)
    .where(eq(routePoints.routeId, routeId))
    .orderBy(asc(routePoints.seq), asc(routePoints.id));
  const located = points.flatMap((p) => (p.latitude === null || p.longitude === null ? [] : [{ ...p, at: [p.longitude, p.latitude] as LonLat }]));
  const line = routeLine((route.path?.length ?? 0) >= 2 ? route.path! : located.map((p) => p.at));
  if (line.points.length < 2 || located.length === 0) return undefined;
  const history = new Map(
    (await db.select().from(routeSegmentSpeeds).where(eq(routeSegmentSpeeds.routeId, routeId))).map((h) => [h.pointId, h]),
  );
  const placed = projectInOrder(line, located.map((p) => p.at), 0);
  return {
    routeId,
    line,
    stops: located.map((p, i) => {
      const h = history.get(p.id);
      return { pointId: p.id, name: p.name, along: placed[i].along, history: { meanKmh: h?.meanKmh ?? null, samples: h?.samples ?? 0 }, arrivalSeconds: h?.arrivalSeconds ?? [] };
    }),
  };
}
