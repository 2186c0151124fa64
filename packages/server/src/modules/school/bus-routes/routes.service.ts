import { asc, eq, sql } from 'drizzle-orm';
import type { RouteBody, RouteListWire, RouteWire } from '@halte/contract';
import { routePoints, routes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { vehiclesOnRoute } from '../vehicles/vehicles.service.js';
import { setPoints } from './route-points.js';

registerUnique('routes_code_unique', 'vckode', 'Kode');

// Spelled out: inside a one-table select Drizzle leaves column names unqualified, which would bind to route_points.
const pointCount = sql<number>`(select count(*) from "route_points" rp where rp."route_id" = "routes"."id")`.mapWith(Number);

export async function getRoute(db: Db, id: number): Promise<RouteWire | undefined> {
  const [row] = await db.select().from(routes).where(eq(routes.id, id));
  if (!row) return undefined;
  const points = await db.select().from(routePoints).where(eq(routePoints.routeId, id)).orderBy(asc(routePoints.seq));
  return {
    intid: row.id,
    vckode: row.code,
    vcnama: row.name,
    titik_rute: points.map((p) => ({ vcnama: p.name, declattitude: p.latitude, declongitude: p.longitude })),
    titik_rute_map: (row.path ?? []).map(([declongitude, declattitude]) => ({ declongitude, declattitude })),
  };
}

const routesList = listOf({
  table: routes,
  id: routes.id,
  columns: { id: routes.id, code: routes.code, name: routes.name, points: pointCount },
  search: [routes.name, routes.code],
  order: [routes.code],
  map: (r: { id: number; code: string; name: string; points: number }): RouteListWire => ({ intid: r.id, vckode: r.code, vcnama: r.name, intjumlah_titik: r.points }),
});

/** Stores the generated road path ([longitude, latitude] pairs). */
export async function setRoutePath(db: Db, id: number, path: [number, number][]) {
  await db.update(routes).set({ path, updatedAt: sql`now()` }).where(eq(routes.id, id));
}

export const routesResource: CrudResource<RouteWire, RouteBody> = {
  entity: 'route',
  list: routesList,
  get: getRoute,
  async create(db, body) {
    const [row] = await db.insert(routes).values({ code: body.vckode, name: body.vcnama }).returning({ id: routes.id });
    await setPoints(db, row.id, body.titik_rute);
    return (await getRoute(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(routes).set({ code: body.vckode, name: body.vcnama, updatedAt: sql`now()` }).where(eq(routes.id, id));
    await setPoints(db, id, body.titik_rute);
    return (await getRoute(db, id))!;
  },
  async remove(db, id, before) {
    const n = await vehiclesOnRoute(db, id);
    if (n > 0) throw conflict(`Rute ${before.vckode} masih digunakan oleh ${n} kendaraan.`);
    await db.delete(routes).where(eq(routes.id, id));
  },
  // The path can hold thousands of pairs; the audit keeps the points, not the path.
  auditView: ({ titik_rute_map, ...rest }) => ({ ...rest, titik_rute_map_count: titik_rute_map.length }),
};
