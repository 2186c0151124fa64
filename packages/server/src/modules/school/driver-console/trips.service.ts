import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  RUNNING_TRIP_STATUSES, TRIP_MSG, TRIP_STATUS, type TripStartBody, type TripStatus, type TripStopBody, type TripWire, calendarDateIn,
} from '@halte/contract';
import type { Config } from '../../../config.js';
import { boardings, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { conflict, fieldError, notFound } from '../../../lib/http/http-error.js';
import { pgErrorCode } from '../../../lib/http/db-errors.js';
import { audit } from '../../../lib/data/audit.js';
import { afterCommit, transactionWithAfterCommit } from '../../../lib/data/after-commit.js';
import type { DriverRow } from './current-driver.js';
import { positionOf } from './trip-position.js';
import { tripWire } from './trip-wire.js';
import { noticeProblem, type NoticeHost } from './staff-notice.js';
import { alightRidersAboard } from './trip-alight.js';
import { recordTripHistoryLater } from '../arrivals/trip-history.js';
import { startAlertWork } from '../../complaints/member-alerts/alert-work.js';
import { raiseRideAlerts } from '../../complaints/member-alerts/ride-alerts.js';
import { raiseProblemAlerts } from '../../complaints/member-alerts/problem-alerts.js';

/** The audit log's name of a trip. Scans get no audit row: see `recordScan`. */
export const TRIP_ENTITY = 'trip';

const running = inArray(trips.status, [...RUNNING_TRIP_STATUSES]);

type RunningTrip = { id: number; driverId: number; vehicleId: number; serviceDate: string };

/** The trips on the road of this driver or of this vehicle. */
const runningTrips = (db: Db, driverId: number, vehicleId: number): Promise<RunningTrip[]> =>
  db.select({ id: trips.id, driverId: trips.driverId, vehicleId: trips.vehicleId, serviceDate: trips.serviceDate }).from(trips)
    .where(and(running, or(eq(trips.driverId, driverId), eq(trips.vehicleId, vehicleId))));

/** Why one of the two running-trip rules refuses a start, or undefined when neither does. */
function conflictOf(found: RunningTrip[], driverId: number, vehicleId: number): string | undefined {
  if (found.some((t) => t.driverId === driverId)) return TRIP_MSG.driverRunning;
  if (found.some((t) => t.vehicleId === vehicleId)) return TRIP_MSG.vehicleRunning;
  return undefined;
}

/** When a trip's last sign of life was: its latest boarding or alighting, else its start. */
const lastActivity = sql<Date>`coalesce((select max(greatest(${boardings.inAt}, ${boardings.outAt})) from ${boardings} where ${boardings.tripId} = ${trips.id}), ${trips.startedAt}, now())`;

/**
 * Ends trips still running from an earlier service day (a driver who forgot to press Selesai):
 * finished at their last activity, audited. Without it the bus and the driver could not start today.
 */
async function closeForgottenTrips(db: Db, driver: DriverRow, ids: number[]) {
  const closed = await db.update(trips)
    .set({ status: TRIP_STATUS.finished, stoppedAt: lastActivity, updatedAt: new Date() })
    .where(and(running, inArray(trips.id, ids)))
    .returning({ id: trips.id, stoppedAt: trips.stoppedAt });
  for (const trip of closed) {
    await audit(db, { userId: driver.userId, action: 'update', entity: TRIP_ENTITY, entityId: trip.id, after: { intstatus: TRIP_STATUS.finished, timestop: trip.stoppedAt, reason: TRIP_MSG.closedForgotten } });
  }
}

/**
 * Starts a trip of the driver on a vehicle, on the vehicle's current route and today's service
 * date. The partial unique indexes decide a race: the loser's insert fails and answers the same
 * 409 as the check before it.
 */
export async function startTrip({ db, config }: { db: Db; config: Pick<Config, 'timeZone'> }, driver: DriverRow, body: TripStartBody): Promise<TripWire> {
  const [vehicle] = await db.select({ id: vehicles.id, routeId: vehicles.routeId }).from(vehicles).where(eq(vehicles.id, body.intvehicle_id));
  if (!vehicle) throw fieldError('intvehicle_id', TRIP_MSG.vehicleNotFound);
  const now = new Date();
  const today = calendarDateIn(config.timeZone, now);
  const onRoad = await runningTrips(db, driver.id, vehicle.id);
  const forgotten = onRoad.filter((t) => t.serviceDate < today);
  if (forgotten.length > 0) await closeForgottenTrips(db, driver, forgotten.map((t) => t.id));
  const refused = conflictOf(onRoad.filter((t) => t.serviceDate >= today), driver.id, vehicle.id);
  if (refused) throw conflict(refused);
  const at = await positionOf(db, vehicle.id, now, body);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [trip] = await tx.insert(trips).values({
        vehicleId: vehicle.id,
        driverId: driver.id,
        routeId: vehicle.routeId,
        serviceDate: today,
        status: TRIP_STATUS.running,
        startedAt: now,
        startLatitude: at?.latitude,
        startLongitude: at?.longitude,
      }).returning({ id: trips.id });
      const wire = await tripWire(tx, trip.id);
      await audit(tx, { userId: driver.userId, action: 'create', entity: TRIP_ENTITY, entityId: trip.id, after: wire });
      return wire;
    });
  } catch (err) {
    if (pgErrorCode(err) !== '23505') throw err;
    throw conflict(conflictOf(await runningTrips(db, driver.id, vehicle.id), driver.id, vehicle.id) ?? TRIP_MSG.vehicleRunning);
  }
}

/** A status change the driver asks for: from which statuses it may happen, and to which. */
interface Transition { from: readonly TripStatus[]; to: TripStatus }

const TRANSITIONS = {
  problem: { from: [TRIP_STATUS.running], to: TRIP_STATUS.problem },
  resume: { from: [TRIP_STATUS.problem], to: TRIP_STATUS.running },
  stop: { from: [TRIP_STATUS.running, TRIP_STATUS.problem], to: TRIP_STATUS.finished },
} as const satisfies Record<string, Transition>;
export type TripAction = keyof typeof TRANSITIONS;

/**
 * What a trip change uses: the zone of the service day, and whatever the after-commit and staff
 * notice code take (the app, until they name their own needs).
 */
export type TripChangeDeps = { config: Pick<Config, 'timeZone'> } & Parameters<typeof transactionWithAfterCommit>[0] & NoticeHost;

/** Why a trip in `status` cannot take `action`. */
function refusal(action: TripAction, status: number): string {
  if (status === TRIP_STATUS.finished) return TRIP_MSG.finished;
  if (status === TRIP_STATUS.planned) return TRIP_MSG.notStarted;
  return action === 'problem' ? TRIP_MSG.alreadyProblem : TRIP_MSG.noProblem;
}

/** The driver's own trip, or 404 (another driver's trip is not theirs to see). */
export async function ownTrip(db: Db, driver: DriverRow, tripId: number) {
  const [trip] = await db.select().from(trips).where(and(eq(trips.id, tripId), eq(trips.driverId, driver.id)));
  if (!trip) throw notFound();
  return trip;
}

/**
 * Moves the driver's own trip along: one conditional update, so two requests at once cannot
 * both change it; 409 when the trip's status does not allow the action. A stop also settles the
 * students still aboard (`alightRidersAboard`: refused, or alighted in bulk). The change, its
 * audit row (naming the rides alighted in bulk) and (for a problem) the staff's notification
 * commit together; then the parents are told, off the request's path: `Turun` for the rides
 * alighted in bulk, `Terlambat` for a problem.
 */
export async function changeTrip(
  deps: TripChangeDeps,
  driver: DriverRow,
  tripId: number,
  action: TripAction,
  extra: { note?: string; stop?: TripStopBody } = {},
): Promise<TripWire> {
  return transactionWithAfterCommit(deps, async (db) => {
    const trip = await ownTrip(db, driver, tripId);
    const { from, to } = TRANSITIONS[action];
    if (!(from as readonly number[]).includes(trip.status)) throw conflict(refusal(action, trip.status));
    const before = await tripWire(db, trip.id);
    const now = new Date();
    const stopAt = action === 'stop' ? await positionOf(db, trip.vehicleId, now, extra.stop) : undefined;
    const changed = await db.update(trips).set({
      status: to,
      updatedAt: now,
      ...(extra.note !== undefined && { note: extra.note }),
      ...(action === 'stop' && { stoppedAt: now, stopLatitude: stopAt?.latitude, stopLongitude: stopAt?.longitude }),
    }).where(and(eq(trips.id, trip.id), inArray(trips.status, [...from]))).returning({ id: trips.id });
    if (changed.length === 0) {
      const [current] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, trip.id));
      throw conflict(refusal(action, current.status));
    }
    const alighted = action === 'stop' ? await alightRidersAboard(db, { ...trip, at: now, position: stopAt }, extra.stop, deps.config.timeZone) : [];
    const after = await tripWire(db, trip.id);
    await audit(db, { userId: driver.userId, action: 'update', entity: TRIP_ENTITY, entityId: trip.id, before, after: alighted.length ? { ...after, bulk_alighted: alighted } : after });
    if (action === 'problem') await noticeProblem(deps, db, after);
    // The route's arrival history learns from the finished trip.
    if (action === 'stop') afterCommit(db, (done) => recordTripHistoryLater(done, trip.id));
    afterCommit(db, (a) => {
      if (alighted.length > 0) startAlertWork(a, () => raiseRideAlerts(a, alighted.map((rideId) => ({ rideId, side: 'out' }))));
      if (action === 'problem') startAlertWork(a, () => raiseProblemAlerts(a, trip.id));
    });
    return after;
  });
}
