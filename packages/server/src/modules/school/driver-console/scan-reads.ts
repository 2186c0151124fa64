import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { boardings } from '../../../db/schema/index.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import type { Latest } from './trip-position.js';
import type { TripClock } from './scan-rules.js';

/** A boarding as a scan reads and changes it. */
export type Ride = Omit<typeof boardings.$inferSelect, 'createdAt'>;

/** A trip a batch of scans is recorded on, locked, with its driver's account and its vehicle's latest position. */
export interface LockedTrip extends TripClock {
  id: number;
  vehicleId: number;
  routeId: number;
  userId: number;
  latest?: Latest;
}

/** Text as PostgreSQL stores it: a lone surrogate (valid in JS, not in UTF-8 or JSON input) becomes U+FFFD. */
export const storedText = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/**
 * Locks the trips (in id order, so two batches never wait for each other in a cycle) and reads
 * each with its driver's account and its vehicle's latest position, in one statement.
 */
const locked = preparedStatement<Omit<LockedTrip, 'latest'> & { latitude: number | null; longitude: number | null; time: Date | string | null }, { ids: string }>('scan_lock_trips', sql`
    select t.id, t.status, t.service_date::text as "serviceDate", t.stopped_at as "stoppedAt", t.vehicle_id as "vehicleId",
      t.route_id as "routeId", d.user_id as "userId", vp.latitude, vp.longitude, vp."time"
    from trips t
    join drivers d on d.id = t.driver_id
    left join vehicle_positions vp on vp.vehicle_id = t.vehicle_id
    where t.id = any(${sql.placeholder('ids')}::int[])
    order by t.id
    for update of t`);

export async function lockTrips(db: Db, ids: number[]): Promise<Map<number, LockedTrip>> {
  return new Map((await locked(db, { ids: `{${ids.join(',')}}` })).map(({ latitude, longitude, time, stoppedAt, ...trip }) => [trip.id, {
    ...trip,
    stoppedAt: stoppedAt ? new Date(stoppedAt) : null,
    latest: time != null && latitude != null && longitude != null ? { latitude, longitude, time: new Date(time) } : undefined,
  }]));
}

/** A scan's question: the card (or the student's id), on which trip and route. */
export interface StudentAsk { nisn: string | null; studentId: number | null; tripId: number; routeId: number }

export interface ScannedStudent {
  id: number;
  name: string;
  nisn: string;
  school: string;
  /** Whether the trip's route serves the student's school. */
  onRoute: boolean;
  /** Whether a member (a parent) follows the child: only then is anyone told of its rides. */
  followed: boolean;
  /** The trip's rides of the student, by id (a retried scan's first attempt among them). */
  rides: Ride[];
}

type RideJson = Record<'id' | 'trip_id' | 'student_id', number> & Record<'in_at' | 'out_at' | 'in_client_id' | 'out_client_id', string | null> &
  Record<'in_latitude' | 'in_longitude' | 'out_latitude' | 'out_longitude', number | null> & { bulk_alighted: boolean };

const rideOf = (r: RideJson): Ride => ({
  id: r.id, tripId: r.trip_id, studentId: r.student_id,
  inAt: r.in_at === null ? null : new Date(r.in_at), inLatitude: r.in_latitude, inLongitude: r.in_longitude, inClientId: r.in_client_id,
  outAt: r.out_at === null ? null : new Date(r.out_at), outLatitude: r.out_latitude, outLongitude: r.out_longitude, outClientId: r.out_client_id,
  bulkAlighted: r.bulk_alighted,
});

/**
 * For each question, in one statement: the student (by card or id) with their school, whether
 * the trip's route serves it (the schools linked to a vehicle on the route), and the trip's rides
 * of the student (through the trip-and-student index, however many rides the trip holds): a
 * phone's retry is of the same card, so its first attempt is among them. Undefined where no
 * student answers.
 */
const students = preparedStatement<Omit<ScannedStudent, 'rides'> & { n: number; rides: RideJson[] | string }, { input: string }>('scan_students', sql`
    select q.n, s.id, s.full_name as "name", s.nisn, sc.name as "school",
      s.school_id in (select sv.school_id from school_vehicles sv join vehicles v on v.id = sv.vehicle_id where v.route_id = q.route_id) as "onRoute",
      s.member_id is not null as "followed",
      (select coalesce(json_agg(b order by b.id), '[]'::json) from boardings b
        where b.trip_id = q.trip_id and b.student_id = s.id) as "rides"
    from json_to_recordset(${sql.placeholder('input')}::json) as q(n int, nisn text, student_id int, trip_id int, route_id int)
    join students s on s.id = coalesce(q.student_id, (select x.id from students x where x.nisn = q.nisn))
    join schools sc on sc.id = s.school_id`);

/** A boolean as the engine answers it (PGlite may give `'t'`). */
const isTrue = (v: boolean) => v === true || (v as unknown) === 't';

export async function scannedStudents(db: Db, asks: StudentAsk[]): Promise<(ScannedStudent | undefined)[]> {
  const input = JSON.stringify(asks.map((a, n) => ({
    n, nisn: a.nisn === null ? null : storedText(a.nisn), student_id: a.studentId, trip_id: a.tripId, route_id: a.routeId,
  })));
  const found = new Array<ScannedStudent | undefined>(asks.length);
  for (const { n, rides, onRoute, followed, ...student } of await students(db, { input })) {
    const list = typeof rides === 'string' ? (JSON.parse(rides) as RideJson[]) : rides;
    found[n] = { ...student, onRoute: isTrue(onRoute), followed: isTrue(followed), rides: list.map(rideOf) };
  }
  return found;
}
