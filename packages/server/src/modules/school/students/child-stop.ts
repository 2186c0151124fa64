import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';

export interface ChildStop {
  studentId: number;
  routeId: number;
  pointId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Each child's stop on their route: the one chosen (at registration or on Data Siswa), else the
 * route's located stop nearest to the child's school (the route's last located stop while the
 * school has no location). A child without a route, or a route without located stops, has none;
 * so has a child whose chosen stop has no location, rather than a stop they never chose.
 * One statement for all the children.
 */
export async function childStops(db: Db, studentIds: number[]): Promise<Map<number, ChildStop>> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return new Map();
  // Distances are compared only, so a flat projection at the school's latitude is enough.
  const rows = rowsOf<ChildStop>(
    await db.execute(sql`
      select s.id as "studentId", s.route_id as "routeId", p.id as "pointId", p.name, p.latitude, p.longitude
      from students s
      join schools sc on sc.id = s.school_id
      cross join lateral (
        select p.id, p.name, p.latitude, p.longitude
        from route_points p
        where p.route_id = s.route_id
          and p.latitude is not null and p.longitude is not null
          and (s.route_point_id is null or p.id = s.route_point_id)
        order by
          case when sc.latitude is null or sc.longitude is null then 0
            else (p.latitude - sc.latitude) * (p.latitude - sc.latitude)
              + ((p.longitude - sc.longitude) * cos(radians(sc.latitude))) * ((p.longitude - sc.longitude) * cos(radians(sc.latitude)))
          end,
          p.seq desc
        limit 1
      ) p
      where s.id = any(${`{${ids.join(',')}}`}::int[]) and s.route_id is not null
    `),
  );
  return new Map(rows.map((r) => [r.studentId, { ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }]));
}
