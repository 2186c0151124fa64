import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { ensurePartitions, monthOf } from '../../../modules/school/tracking/partitions.js';
import type { PlannedBoarding, PlannedTrip } from './trip-runs.js';
import type { TrackPoint } from './trip-track.js';

/** Rows sent per statement: one parameter per column, whatever the rows. */
const BATCH = 20_000;

/** A PostgreSQL array literal of numbers, times or nulls (no element needs quoting). */
const array = (values: readonly (number | Date | null | undefined)[]) =>
  `{${values.map((v) => (v == null ? 'NULL' : v instanceof Date ? v.toISOString() : String(v))).join(',')}}`;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? []));

/**
 * Runs a bulk load of `table` with its plain (non-unique) indexes dropped, then builds them
 * again from their own definitions: one sort per index instead of an insert into each per row
 * (twice as fast for the demo's boardings). Only for a load into a table no one else uses yet
 * (a fresh demo database, a benchmark's), inside the caller's transaction.
 */
export async function withPlainIndexesDropped<T>(db: Db, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = rowsOf<{ name: string; def: string }>(await db.execute(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass and not i.indisunique and not i.indisprimary`));
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const result = await load();
  for (const { def } of indexes) await db.execute(sql.raw(def));
  return result;
}

/** `count` ids from the table's own sequence, so rows written later keep ids it hands out. */
export async function reserveIds(db: Db, table: 'trips' | 'boardings', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`));
  return rows.map((r) => Number(r.id));
}

/**
 * Writes trips (with the ids `reserveIds` gave them) in one statement: each column is sent as
 * one array and `unnest` turns the arrays back into rows, so the work is the server's, not
 * thousands of parameters' — fast on PGlite as on PostgreSQL.
 */
export async function insertTripsBulk(db: Db, trips: readonly PlannedTrip[]) {
  if (trips.length === 0) return;
  const col = <T extends number | Date | null | undefined>(f: (t: PlannedTrip) => T) => array(trips.map(f));
  await db.execute(sql`
    insert into trips (id, vehicle_id, driver_id, route_id, service_date, status, note, started_at, start_latitude, start_longitude, stopped_at, stop_latitude, stop_longitude)
    select id, vehicle_id, driver_id, route_id, service_date::date, status, note, started_at, start_lat, start_lon, stopped_at, stop_lat, stop_lon
    from unnest(${col((t) => t.id)}::int[], ${col((t) => t.vehicleId)}::int[], ${col((t) => t.driverId)}::int[], ${col((t) => t.routeId)}::int[],
      ${`{${trips.map((t) => t.serviceDate).join(',')}}`}::text[], ${col((t) => t.status)}::smallint[],
      ${`{${trips.map((t) => `"${t.note.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[],
      ${col((t) => t.startedAt)}::timestamptz[], ${col((t) => t.start[0])}::float8[], ${col((t) => t.start[1])}::float8[],
      ${col((t) => t.stoppedAt)}::timestamptz[], ${col((t) => t.stop?.[0])}::float8[], ${col((t) => t.stop?.[1])}::float8[])
      as u(id, vehicle_id, driver_id, route_id, service_date, status, note, started_at, start_lat, start_lon, stopped_at, stop_lat, stop_lon)`);
}

/** Writes boardings in statements of BATCH rows, the same way as `insertTripsBulk`. */
export async function insertBoardingsBulk(db: Db, boardings: readonly PlannedBoarding[]) {
  for (let i = 0; i < boardings.length; i += BATCH) {
    const part = boardings.slice(i, i + BATCH);
    const col = (f: (b: PlannedBoarding) => number | Date | null | undefined) => array(part.map(f));
    await db.execute(sql`
      insert into boardings (trip_id, student_id, in_at, in_latitude, in_longitude, out_at, out_latitude, out_longitude)
      select * from unnest(${col((b) => b.tripId)}::int[], ${col((b) => b.studentId)}::int[],
        ${col((b) => b.inAt)}::timestamptz[], ${col((b) => b.inPosition?.[0])}::float8[], ${col((b) => b.inPosition?.[1])}::float8[],
        ${col((b) => b.outAt)}::timestamptz[], ${col((b) => b.outPosition?.[0])}::float8[], ${col((b) => b.outPosition?.[1])}::float8[])`);
  }
}

/**
 * Writes past trips' reports into `positions` (creating the months' partitions first) the same
 * way, then each vehicle's latest of them as its latest position: the live map finds the buses
 * where their last trip left them.
 */
export async function insertTrackBulk(db: Db, points: readonly TrackPoint[]) {
  if (points.length === 0) return;
  await ensurePartitions(db, new Set(points.map((p) => monthOf(p.ms))));
  for (let i = 0; i < points.length; i += BATCH) {
    const part = points.slice(i, i + BATCH);
    const col = (f: (p: TrackPoint) => number) => array(part.map(f));
    await db.execute(sql`
      insert into positions (vehicle_id, "time", latitude, longitude, speed_kmh, heading, accuracy, received_at)
      select u.vehicle_id, timestamptz 'epoch' + u.ms * interval '1 millisecond', u.latitude, u.longitude, u.speed_kmh, u.heading, 5,
        timestamptz 'epoch' + u.ms * interval '1 millisecond'
      from unnest(${col((p) => p.vehicleId)}::int[], ${col((p) => p.ms)}::int8[], ${col((p) => p.latitude)}::float8[], ${col((p) => p.longitude)}::float8[],
        ${col((p) => p.speedKmh)}::real[], ${col((p) => p.heading)}::real[]) as u(vehicle_id, ms, latitude, longitude, speed_kmh, heading)`);
  }
  await db.execute(sql`
    insert into vehicle_positions (vehicle_id, "time", latitude, longitude, speed_kmh, heading, altitude, accuracy, battery, received_at)
    select distinct on (p.vehicle_id) p.vehicle_id, p."time", p.latitude, p.longitude, 0, p.heading, p.altitude, p.accuracy, p.battery, p.received_at
    from positions p join vehicles v on v.id = p.vehicle_id
    order by p.vehicle_id, p."time" desc
    on conflict (vehicle_id) do nothing`);
}
