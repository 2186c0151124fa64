import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { TRIP_MSG, type TripStopBody } from '@halte/contract';
import { boardings } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { HttpError } from '../../../lib/http/http-error.js';
import { driverBoardingWires } from './boarding-wire.js';
import { scanTime, type TripClock } from './scan-rules.js';
import type { Position } from './trip-position.js';

/** A trip being stopped: its clock (for the phone's time), route (for the riders' labels) and where and when it stops. */
interface Stopping extends TripClock { id: number; routeId: number; at: Date; position?: Position }

/**
 * The students still aboard a trip being stopped, inside the stop's transaction (after its
 * update took the trip's row, which every scan of the trip locks too). Without `alight_all`,
 * a 409 naming them (the transaction rolls back: the trip runs on). With it, each gets one
 * alighting at the phone's position and time, else the vehicle's last known position and the
 * server's time, never before their boarding, marked bulk. Answers the ids of the rides closed.
 */
export async function alightRidersAboard(db: Db, trip: Stopping, body: TripStopBody, timeZone: string): Promise<number[]> {
  const aboard = and(eq(boardings.tripId, trip.id), isNotNull(boardings.inAt), isNull(boardings.outAt));
  if (!body?.alight_all) {
    const riders = await driverBoardingWires(db, aboard, trip.routeId);
    if (riders.length > 0) throw new HttpError(409, TRIP_MSG.ridersAboard, undefined, undefined, { riders });
    return [];
  }
  // A phone's clock a little ahead of the server's would put the alighting after the trip's stop.
  const phoneAt = scanTime(trip, body, trip.at, timeZone);
  const at = phoneAt > trip.at ? trip.at : phoneAt;
  const closed = await db.update(boardings).set({
    outAt: sql`greatest(${boardings.inAt}, ${at.toISOString()}::timestamptz)`,
    outLatitude: trip.position?.latitude ?? null,
    outLongitude: trip.position?.longitude ?? null,
    bulkAlighted: true,
  }).where(aboard).returning({ id: boardings.id });
  return closed.map((r) => r.id).sort((a, b) => a - b);
}
