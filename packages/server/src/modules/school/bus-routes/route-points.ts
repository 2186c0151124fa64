import { eq, inArray, sql } from 'drizzle-orm';
import type { RouteBody } from '@halte/contract';
import { routePoints } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

/**
 * Sets the route's points to the given ones, in their order. A stop kept by name keeps its id,
 * so the children boarding there (and registrations asking for it) keep it as their stop; a
 * stop removed or renamed is gone, and so is their choice of it.
 */
export async function setPoints(db: Db, routeId: number, points: RouteBody['titik_rute']) {
  const old = await db.select({ id: routePoints.id, name: routePoints.name }).from(routePoints).where(eq(routePoints.routeId, routeId)).orderBy(routePoints.seq);
  const free = new Map<string, number[]>();
  for (const p of old) free.set(p.name, [...(free.get(p.name) ?? []), p.id]);
  const kept: { id: number; seq: number; latitude: number | null; longitude: number | null }[] = [];
  const added: (typeof routePoints.$inferInsert)[] = [];
  points.forEach((p, i) => {
    const id = free.get(p.vcnama)?.shift();
    const place = { seq: i + 1, latitude: p.declattitude, longitude: p.declongitude };
    if (id === undefined) added.push({ routeId, name: p.vcnama, ...place });
    else kept.push({ id, ...place });
  });
  const gone = [...free.values()].flat();
  if (gone.length) await db.delete(routePoints).where(inArray(routePoints.id, gone));
  if (kept.length) {
    await db.execute(sql`
      update route_points p set seq = k.seq, latitude = k.latitude, longitude = k.longitude
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as k(id int, seq int, latitude double precision, longitude double precision)
      where p.id = k.id
    `);
  }
  if (added.length) await db.insert(routePoints).values(added);
}
