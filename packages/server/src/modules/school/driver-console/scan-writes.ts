import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import { storedText, type Ride } from './scan-reads.js';

const ms = (d: Date | null) => (d === null ? null : d.getTime());
const text = (s: string | null) => (s === null ? null : storedText(s));
const instant = (column: string) => sql.raw(`timestamptz 'epoch' + ${column} * interval '1 millisecond'`);

/**
 * Stores new rides in one statement, their ids taken from the sequence in the statement itself,
 * and sets each ride's id. Rides made in the order given get increasing ids, as one by one.
 */
const insert = preparedStatement<{ id: number }, { input: string }>('scan_insert_rides', sql`
    with input as materialized (
      select nextval('boardings_id_seq')::int as id, i.*
      from json_to_recordset(${sql.placeholder('input')}::json) as i(trip_id int, student_id int, in_ms int8, in_latitude float8, in_longitude float8, in_client_id text,
        out_ms int8, out_latitude float8, out_longitude float8, out_client_id text)
    ), stored as (
      insert into boardings (id, trip_id, student_id, in_at, in_latitude, in_longitude, in_client_id, out_at, out_latitude, out_longitude, out_client_id)
      select id, trip_id, student_id, ${instant('in_ms')}, in_latitude, in_longitude, in_client_id, ${instant('out_ms')}, out_latitude, out_longitude, out_client_id
      from input
    )
    select id from input`);

export async function insertRides(db: Db, rides: Ride[]): Promise<void> {
  if (rides.length === 0) return;
  const input = JSON.stringify(rides.map((r) => ({
    trip_id: r.tripId, student_id: r.studentId,
    in_ms: ms(r.inAt), in_latitude: r.inLatitude, in_longitude: r.inLongitude, in_client_id: text(r.inClientId),
    out_ms: ms(r.outAt), out_latitude: r.outLatitude, out_longitude: r.outLongitude, out_client_id: text(r.outClientId),
  })));
  const ids = (await insert(db, { input })).map((r) => r.id).sort((a, b) => a - b);
  rides.forEach((r, i) => (r.id = ids[i]));
}

const close = preparedStatement<never, { input: string }>('scan_close_rides', sql`
    update boardings b set out_at = ${instant('u.out_ms')}, out_latitude = u.out_latitude, out_longitude = u.out_longitude, out_client_id = u.out_client_id,
      bulk_alighted = false
    from json_to_recordset(${sql.placeholder('input')}::json) as u(id int, out_ms int8, out_latitude float8, out_longitude float8, out_client_id text)
    where b.id = u.id`);

/** Writes the alighting side of rides that were open (or alighted in bulk), in one statement. */
export async function closeRides(db: Db, rides: Ride[]): Promise<void> {
  if (rides.length === 0) return;
  await close(db, { input: JSON.stringify(rides.map((r) => ({ id: r.id, out_ms: ms(r.outAt), out_latitude: r.outLatitude, out_longitude: r.outLongitude, out_client_id: text(r.outClientId) }))) });
}
