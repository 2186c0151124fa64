import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { perDb } from '../../../lib/data/per-db.js';
import { pgErrorCode } from '../../../lib/http/db-errors.js';
import { positionKey, type PositionInput, type StoredPosition } from './positions.js';

/** What became of one position of a write: stored (and whether it became the latest) or a duplicate. */
export type Written = StoredPosition | undefined;

/**
 * A PostgreSQL array literal of numbers and nulls (no value needs escaping): JSON's list with
 * braces, `null` being read as NULL. Serialising natively costs far less than a string per value.
 */
const arrayOf = (values: (number | null | undefined)[]) => `{${JSON.stringify(values).slice(1, -1)}}`;

/** The items' nine columns, gathered in one pass (times as epoch milliseconds). */
function columnsOf(items: PositionInput[]) {
  const n = items.length;
  const columns = { vehicleId: new Array<number>(n), ms: new Array<number>(n), latitude: new Array<number>(n), longitude: new Array<number>(n),
    speedKmh: new Array<number | null | undefined>(n), heading: new Array<number | null | undefined>(n), altitude: new Array<number | null | undefined>(n),
    accuracy: new Array<number | null | undefined>(n), battery: new Array<number | null | undefined>(n) };
  for (let i = 0; i < n; i++) {
    const p = items[i];
    columns.vehicleId[i] = p.vehicleId;
    columns.ms[i] = p.time.getTime();
    columns.latitude[i] = p.latitude;
    columns.longitude[i] = p.longitude;
    columns.speedKmh[i] = p.speedKmh;
    columns.heading[i] = p.heading;
    columns.altitude[i] = p.altitude;
    columns.accuracy[i] = p.accuracy;
    columns.battery[i] = p.battery;
  }
  return columns;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? []));

/** Turns the statement into the text and placeholders a prepared query takes. */
const dialect = new PgDialect();

/** The write, its nine arrays and the clock tolerance as placeholders (see `writePositions`). */
const write = (skipDuplicates: boolean) => sql`
  with input as (
    -- Times travel as epoch milliseconds: exact, and cheaper to read than ISO text.
    select i.vehicle_id, timestamptz 'epoch' + i.ms * interval '1 millisecond' as "time", i.latitude, i.longitude,
      i.speed_kmh, i.heading, i.altitude, i.accuracy, i.battery
    from unnest(
      ${sql.placeholder('vehicleId')}::text::int[], ${sql.placeholder('ms')}::text::int8[],
      ${sql.placeholder('latitude')}::text::float8[], ${sql.placeholder('longitude')}::text::float8[],
      ${sql.placeholder('speedKmh')}::text::real[], ${sql.placeholder('heading')}::text::real[], ${sql.placeholder('altitude')}::text::real[],
      ${sql.placeholder('accuracy')}::text::real[], ${sql.placeholder('battery')}::text::real[]
    ) as i (vehicle_id, ms, latitude, longitude, speed_kmh, heading, altitude, accuracy, battery)
  ), stored as (
    insert into positions (vehicle_id, "time", latitude, longitude, speed_kmh, heading, altitude, accuracy, battery)
    select * from input order by vehicle_id, "time"
    ${skipDuplicates ? sql`on conflict do nothing` : sql``}
    returning vehicle_id, "time", latitude, longitude, speed_kmh, heading, altitude, accuracy, battery, received_at
  ), latest as (
    insert into vehicle_positions as vp (vehicle_id, "time", latitude, longitude, speed_kmh, heading, altitude, accuracy, battery, received_at)
    select distinct on (s.vehicle_id) s.* from stored s
    where exists (select 1 from vehicles v where v.id = s.vehicle_id)
    order by s.vehicle_id, s."time" desc
    on conflict (vehicle_id) do update set
      "time" = excluded."time", latitude = excluded.latitude, longitude = excluded.longitude,
      speed_kmh = excluded.speed_kmh, heading = excluded.heading, altitude = excluded.altitude,
      accuracy = excluded.accuracy, battery = excluded.battery, received_at = excluded.received_at
    -- A latest position ahead of its own receive time by more than the tolerance (stored before
    -- that rule held) pins the vehicle nowhere: any position received replaces it.
    where vp."time" < excluded."time"
      or vp."time" > vp.received_at + ${sql.placeholder('aheadMs')}::text::int8 * interval '1 millisecond'
    returning vehicle_id, "time"
  )
  select s.vehicle_id as "vehicleId", (extract(epoch from s."time") * 1000)::bigint as "at", (l.vehicle_id is not null) as "latest"
  from stored s left join latest l on l.vehicle_id = s.vehicle_id and l."time" = s."time"`;

const prepared = (name: string, query: SQL) => perDb((db) => db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false));
const writeNew = prepared('write_new_positions', write(false));
const writeSkippingDuplicates = prepared('write_positions', write(true));

/** A duplicate (vehicle, time) met by the insert that expects none. */
const UNIQUE_VIOLATION = '23505';

/**
 * Writes positions (no two with the same vehicle and time) in one statement, so it commits as
 * one: a multi-row insert into the history that skips exact duplicates, and, for each vehicle,
 * its newest newly stored position made the latest, only if it is newer than the latest one
 * (a late, older position goes to history only) or the latest one was ahead of its own receive
 * time by more than `aheadMs` (a pin in the future, left by data older than the intake's filter).
 * Each row keeps the server's receive time (`received_at`, the commit's) beside the device's.
 * The rows travel as nine array parameters, whatever their number, to a named prepared
 * statement: PostgreSQL parses it once per connection rather than once per write (about half
 * its cost for a write of 20 positions).
 * Duplicates are rare, and checking each row for a conflict is a sixth of the database's work
 * for 1,000 positions, a quarter for 20: the write first expects none, and only if one is met
 * (the statement then fails whole, nothing written) is it made again skipping them.
 * Answers, per position in order, what was stored or undefined for a duplicate.
 */
export async function writePositions(db: Db, items: PositionInput[], aheadMs: number): Promise<Written[]> {
  const columns = { ...Object.fromEntries(Object.entries(columnsOf(items)).map(([name, values]) => [name, arrayOf(values)])), aheadMs: String(aheadMs) };
  let result: unknown;
  try {
    result = await writeNew(db).execute(columns);
  } catch (err) {
    if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    result = await writeSkippingDuplicates(db).execute(columns);
  }
  const stored = new Map(rowsOf<{ vehicleId: number; at: number | string; latest: boolean }>(result).map((r) => [positionKey(r.vehicleId, Number(r.at)), r.latest]));
  return items.map((p) => {
    const latest = stored.get(positionKey(p.vehicleId, p.time.getTime()));
    return latest === undefined ? undefined : { ...p, latest };
  });
}
