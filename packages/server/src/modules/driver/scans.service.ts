import type { FastifyInstance } from 'fastify';
import { and, desc, eq, or } from 'drizzle-orm';
import { PERIOD_TYPES, SCAN_CLOCK_SKEW_S, TRIP_MSG, TRIP_STATUS, type ScanBody, type ScanResultWire } from '@halte/contract';
import { boardings, drivers, schools, students, trips } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import { periodRange } from '../../lib/period.js';
import { driverOf } from './current-driver.js';
import { positionOf } from './trip-position.js';
import { toBoardingWire, type StudentLabel } from './boarding-wire.js';
import { onRouteColumn } from './student-route.js';

type TripRow = typeof trips.$inferSelect;
type BoardingRow = typeof boardings.$inferSelect;

/**
 * When the scan happened: the phone's time, checked against the trip. Not ahead of the
 * server's clock (beyond drift), not before the trip's service day, and on a finished trip
 * (scans uploaded after the stop) not after its stop.
 */
function scanTime(trip: TripRow, body: ScanBody, now: Date, timeZone: string): Date {
  if (!body.dttime) {
    if (trip.status === TRIP_STATUS.finished) throw conflict(TRIP_MSG.finished);
    return now;
  }
  const at = new Date(body.dttime);
  if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_S * 1000) throw fieldError('dttime', TRIP_MSG.timeInFuture);
  if (at < periodRange({ rt: PERIOD_TYPES.date, from: trip.serviceDate }, timeZone)!.start) throw fieldError('dttime', TRIP_MSG.timeBeforeTrip);
  if (trip.stoppedAt && at > trip.stoppedAt) throw fieldError('dttime', TRIP_MSG.timeAfterStop);
  return at;
}

/** The scanned student with what the answer shows of them, and whether the trip's route serves their school. */
async function studentOf(db: Db, body: ScanBody, routeId: number): Promise<StudentLabel & { id: number; onRoute: boolean }> {
  const [student] = await db
    .select({ id: students.id, name: students.fullName, nisn: students.nisn, school: schools.name, onRoute: onRouteColumn(db, routeId) })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(body.vckode != null ? eq(students.nisn, body.vckode) : eq(students.id, body.intsiswa_id!));
  if (!student) throw notFound(body.vckode != null ? TRIP_MSG.unknownCard : TRIP_MSG.studentNotFound);
  return student;
}

type Decision = { keep: BoardingRow } | { close: BoardingRow } | { open: 'in' | 'out' };

/**
 * What a scan does to the student's rides on the trip (`last` = their latest boarding):
 * `in` while aboard keeps it; `in` otherwise opens a ride. `out` closes the open ride; with
 * none, a student already off stays as recorded, and one never seen gets an alighting alone.
 */
function decide(direction: 'in' | 'out', last: BoardingRow | undefined): Decision {
  const aboard = last && last.inAt !== null && last.outAt === null;
  if (direction === 'in') return aboard ? { keep: last } : { open: 'in' };
  if (aboard) return { close: last };
  return last ? { keep: last } : { open: 'out' };
}

/**
 * Records a scan on the driver's own trip. The trip row is locked for the scan, so scans of a
 * trip (a phone's retries among them) apply one at a time and a repeated one changes nothing.
 * A scan writes no audit row (dozens a trip, thousands a day): the boarding row is its own
 * record — who, when, where, and the phone's id of the scan — and the trip's audited start and
 * stop bound it.
 */
export async function recordScan(app: FastifyInstance, userId: number, tripId: number, body: ScanBody): Promise<{ created: boolean; answer: ScanResultWire }> {
  const { config } = app.ctx;
  const now = new Date();
  return app.ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The trip of the signed-in account's driver, found and locked in one read.
    const [found] = await db.select({ trip: trips }).from(trips)
      .innerJoin(drivers, eq(drivers.id, trips.driverId))
      .where(and(eq(trips.id, tripId), eq(drivers.userId, userId)))
      .for('update', { of: trips });
    if (!found) {
      await driverOf(db, userId);
      throw notFound();
    }
    const { trip } = found;
    if (trip.status === TRIP_STATUS.planned) throw conflict(TRIP_MSG.notStarted);
    const at = scanTime(trip, body, now, config.timeZone);
    const student = await studentOf(db, body, trip.routeId);
    const warning = student.onRoute ? {} : { warning: TRIP_MSG.offRoute };
    const unchanged = (row: BoardingRow) => ({ created: false, answer: { message: TRIP_MSG.unchanged, data: toBoardingWire(row, student), changed: false, ...warning } });

    // One read for both: the ride this scan's client_id already made, and the student's latest ride.
    const clientId = body.client_id ?? null;
    const rides = await db.select().from(boardings)
      .where(and(eq(boardings.tripId, trip.id), clientId
        ? or(eq(boardings.studentId, student.id), eq(boardings.inClientId, clientId), eq(boardings.outClientId, clientId))
        : eq(boardings.studentId, student.id)))
      .orderBy(desc(boardings.id));
    const seen = clientId ? rides.find((r) => r.inClientId === clientId || r.outClientId === clientId) : undefined;
    if (seen) return unchanged(seen);
    const last = rides.find((r) => r.studentId === student.id);
    const decision = decide(body.direction, last);
    if ('keep' in decision) return unchanged(decision.keep);

    const where = await positionOf(db, trip.vehicleId, at, body);
    const side = body.direction === 'in'
      ? { inAt: at, inLatitude: where?.latitude, inLongitude: where?.longitude, inClientId: body.client_id ?? null }
      : { outAt: at, outLatitude: where?.latitude, outLongitude: where?.longitude, outClientId: body.client_id ?? null };
    const [row] = 'close' in decision
      ? await db.update(boardings).set(side).where(eq(boardings.id, decision.close.id)).returning()
      : await db.insert(boardings).values({ tripId: trip.id, studentId: student.id, ...side }).returning();
    const message = body.direction === 'in' ? TRIP_MSG.boarded : TRIP_MSG.alighted;
    return { created: true, answer: { message, data: toBoardingWire(row, student), changed: true, ...warning } };
  });
}
