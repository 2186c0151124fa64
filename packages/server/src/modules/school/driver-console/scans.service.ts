import { TRIP_MSG, TRIP_STATUS, type ScanBody, type ScanResultWire } from '@halte/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AGAIN, intakePer, type IntakeDeps, type ItemOutcome } from '../../../lib/data/item-intake.js';
import { conflict, forbidden, notFound } from '../../../lib/http/http-error.js';
import { driverOf } from './current-driver.js';
import { fromLatest, phonePosition, positionInHistory, type Position } from './trip-position.js';
import { driverLabel, toBoardingWire } from './boarding-wire.js';
import { lockTrips, scannedStudents, type LockedTrip, type Ride, type ScannedStudent } from './scan-reads.js';
import { closeRides, insertRides } from './scan-writes.js';
import { decide, scanTime } from './scan-rules.js';
import { startAlertWork } from '../../complaints/member-alerts/alert-work.js';
import { raiseRideAlerts, type ChangedRide } from '../../complaints/member-alerts/ride-alerts.js';

export interface ScanRequest { userId: number; tripId: number; body: ScanBody; now: Date }
export interface Scanned {
  created: boolean;
  answer: ScanResultWire;
  /** Whether a member follows the child, so a change is told to its parents (not on the wire). */
  followed: boolean;
}
type ScanOutcome = ItemOutcome<Scanned>;

/**
 * What scans use: the database, the zone of the service day, and whatever the parents' alerts
 * take (`startAlertWork`, `raiseRideAlerts`: the app, until they name their own needs).
 */
export type ScanDeps = IntakeDeps & { db: Db; config: Pick<Config, 'timeZone'> }
  & Parameters<typeof startAlertWork>[0] & Parameters<typeof raiseRideAlerts>[0];

/** Scans one write takes at most. */
const MAX_BATCH = 100;

/** The newest of `rides` (in id order, new ones last) that `match` accepts. */
function newest(rides: Ride[], match: (r: Ride) => boolean): Ride | undefined {
  for (let i = rides.length - 1; i >= 0; i--) if (match(rides[i])) return rides[i];
  return undefined;
}

/**
 * A scan by id names any student of the regency, so it is kept to the students the trip's route
 * serves: another route's student is recorded only from their card (the child is there), or by id
 * once a card scan put them on this trip (to mark them off the bus).
 */
const byIdRefused = (body: ScanBody, student: ScannedStudent, tripRides: Ride[]) =>
  body.intsiswa_id != null && !student.onRoute && !tripRides.some((r) => r.studentId === student.id);

/** Why a scan's trip is not the account's: a 404, or a 409 for an account no driver record names. */
async function missingTrip(db: Db, userId: number): Promise<unknown> {
  try {
    await driverOf(db, userId);
    return notFound();
  } catch (err) {
    return err;
  }
}

/** The trip's rides the batch has read, in id order, with the ones it makes appended. */
function ridesByTrip(students: (ScannedStudent | undefined)[]): Map<number, Ride[]> {
  const byTrip = new Map<number, Map<number, Ride>>();
  for (const s of students) {
    for (const r of s?.rides ?? []) {
      const rides = byTrip.get(r.tripId) ?? new Map<number, Ride>();
      byTrip.set(r.tripId, rides);
      if (!rides.has(r.id)) rides.set(r.id, r);
    }
  }
  return new Map([...byTrip].map(([trip, rides]) => [trip, [...rides.values()].sort((a, b) => a.id - b.id)]));
}

async function positionAt(db: Db, trip: LockedTrip, at: Date, body: ScanBody): Promise<Position | undefined> {
  const known = phonePosition(body) ?? fromLatest(trip.latest, at);
  return known === 'history' ? positionInHistory(db, trip.vehicleId, at) : known;
}

/**
 * Applies a batch of scans in one transaction, one after the other as they came: each sees what
 * the ones before it did, so a repeated scan (same client id, or a second `in`) changes nothing
 * whether it came in the same batch or later. Reads and writes are one statement each for the
 * whole batch. A scan that is refused gets its error and changes nothing; the others go on.
 */
async function applyScans(db: Db, scans: ScanRequest[], timeZone: string): Promise<ScanOutcome[]> {
  const outcomes = new Array<ScanOutcome>(scans.length);
  const trips = await lockTrips(db, [...new Set(scans.map((s) => s.tripId))]);
  const accepted: { i: number; trip: LockedTrip; at: Date }[] = [];
  for (const [i, scan] of scans.entries()) {
    const trip = trips.get(scan.tripId);
    if (!trip || trip.userId !== scan.userId) {
      outcomes[i] = { error: await missingTrip(db, scan.userId) };
      continue;
    }
    try {
      if (trip.status === TRIP_STATUS.planned) throw conflict(TRIP_MSG.notStarted);
      accepted.push({ i, trip, at: scanTime(trip, scan.body, scan.now, timeZone) });
    } catch (err) {
      outcomes[i] = { error: err };
    }
  }
  if (accepted.length === 0) return outcomes;

  const students = await scannedStudents(db, accepted.map(({ i, trip }) => {
    const { vckode, intsiswa_id } = scans[i].body;
    return { nisn: vckode ?? null, studentId: vckode != null ? null : intsiswa_id!, tripId: trip.id, routeId: trip.routeId };
  }));
  const rides = ridesByTrip(students);
  const made: Ride[] = [];
  const closed = new Set<Ride>();
  const answered: { i: number; ride: Ride; seen: Ride; student: ScannedStudent; message: string; changed: boolean }[] = [];
  for (const [k, { i, trip, at }] of accepted.entries()) {
    const { body } = scans[i];
    const student = students[k];
    if (!student) {
      outcomes[i] = { error: notFound(body.vckode != null ? TRIP_MSG.unknownCard : TRIP_MSG.studentNotFound) };
      continue;
    }
    const tripRides = rides.get(trip.id) ?? [];
    rides.set(trip.id, tripRides);
    if (byIdRefused(body, student, tripRides)) {
      outcomes[i] = { error: forbidden(TRIP_MSG.offRouteById) };
      continue;
    }
    const clientId = body.client_id ?? null;
    // A retry is of the same card: its first attempt is a ride of this student with this client id.
    const seen = clientId ? newest(tripRides, (r) => r.studentId === student.id && (r.inClientId === clientId || r.outClientId === clientId)) : undefined;
    const decision = seen ? { keep: seen } : decide(body.direction, newest(tripRides, (r) => r.studentId === student.id), at);
    if ('keep' in decision) {
      answered.push({ i, ride: decision.keep, seen: { ...decision.keep }, student, message: TRIP_MSG.unchanged, changed: false });
      continue;
    }
    const where = await positionAt(db, trip, at, body);
    const side = body.direction === 'in'
      ? { inAt: at, inLatitude: where?.latitude ?? null, inLongitude: where?.longitude ?? null, inClientId: clientId }
      : { outAt: at, outLatitude: where?.latitude ?? null, outLongitude: where?.longitude ?? null, outClientId: clientId, bulkAlighted: false };
    let ride: Ride;
    if ('close' in decision) {
      ride = Object.assign(decision.close, side);
      // A ride this batch opened is stored whole by the insert.
      if (ride.id !== 0) closed.add(ride);
    } else {
      ride = { id: 0, tripId: trip.id, studentId: student.id, inAt: null, inLatitude: null, inLongitude: null, inClientId: null,
        outAt: null, outLatitude: null, outLongitude: null, outClientId: null, bulkAlighted: false, ...side };
      tripRides.push(ride);
      made.push(ride);
    }
    answered.push({ i, ride, seen: { ...ride }, student, message: body.direction === 'in' ? TRIP_MSG.boarded : TRIP_MSG.alighted, changed: true });
  }
  await insertRides(db, made);
  await closeRides(db, [...closed]);
  for (const { i, ride, seen, student, message, changed } of answered) {
    const warning = student.onRoute ? {} : { warning: TRIP_MSG.offRoute };
    outcomes[i] = { value: { created: changed, answer: { message, data: toBoardingWire({ ...seen, id: ride.id }, driverLabel(student)), changed, ...warning }, followed: student.followed } };
  }
  return outcomes;
}

/**
 * The rides a committed batch changed (a retried or repeated scan changes none) of children a
 * member follows, for the parents' `Naik` and `Turun`: a batch of other children raises nothing.
 */
const changedRides = (scans: ScanRequest[], outcomes: ScanOutcome[]): ChangedRide[] => outcomes.flatMap((o, i) =>
  o !== AGAIN && 'value' in o && o.value.answer.changed && o.value.followed ? [{ rideId: o.value.answer.data.intid, side: scans[i].body.direction }] : []);

/**
 * The scans of all drivers go through one intake: those arriving together are applied by one
 * transaction of a few statements instead of a transaction of their own each. Once a batch has
 * committed, the rides it changed raise their parents' `Naik` and `Turun`, off the scans' path.
 */
const intakeOf = intakePer<ScanDeps, ScanRequest, Scanned>(async (deps, scans) => {
  const outcomes = await deps.db.transaction((tx) => applyScans(tx as unknown as Db, scans, deps.config.timeZone));
  const changed = changedRides(scans, outcomes);
  if (changed.length > 0) startAlertWork(deps, () => raiseRideAlerts(deps, changed));
  return outcomes;
}, { maxItems: MAX_BATCH });

/**
 * Records a scan on the driver's own trip. The trip row is locked for the scan, so scans of a
 * trip (a phone's retries among them) apply one at a time and a repeated one changes nothing.
 * A scan writes no audit row (dozens a trip, thousands a day): the boarding row is its own
 * record — who, when, where, and the phone's id of the scan — and the trip's audited start and
 * stop bound it.
 */
export async function recordScan(deps: ScanDeps, userId: number, tripId: number, body: ScanBody): Promise<Scanned> {
  return intakeOf(deps).submit({ userId, tripId, body, now: new Date() });
}
