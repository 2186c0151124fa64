import { and, eq, gte, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import { INTAKE_MSG, RUNNING_TRIP_STATUSES, TRIP_STATUS } from '@halte/contract';
import { trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { HttpError, conflict } from '../../../lib/http/http-error.js';

/** When a trip was on the road: from its start to its stop, or on while it runs (epoch ms). */
interface Span { from: number; to: number }

/**
 * The driver's trips that may hold a position of [from, to] (epoch ms), the phone's clock allowed
 * `slackMs` either way: the one running, and finished ones whose start..stop overlaps it.
 */
function tripsAround(driverId: number, from: number, to: number, slackMs: number): SQL {
  return and(
    eq(trips.driverId, driverId),
    or(
      inArray(trips.status, [...RUNNING_TRIP_STATUSES]),
      and(eq(trips.status, TRIP_STATUS.finished), lte(trips.startedAt, new Date(to + slackMs)), gte(trips.stoppedAt, new Date(from - slackMs))),
    ),
  )!;
}

/**
 * The positions a driver may send for a vehicle: each must fall in one of their own trips on
 * that vehicle — the running one (from its start), or a finished one (its start to its stop: the
 * phone's queue uploads what it recorded offline after the trip ended) — with `slackMs` of clock
 * allowed at both ends. Answers those kept and how many fell outside (counted as filtered); a
 * batch of which none is kept is refused whole: 403 when the driver was or is on the road with
 * another vehicle, 409 when they have no trip at all then.
 */
export async function ownTripPositions<P extends { time: Date }>(
  db: Db, driverId: number, vehicleId: number, positions: P[], slackMs: number,
): Promise<{ kept: P[]; outside: number }> {
  const times = positions.map((p) => p.time.getTime());
  const from = Math.min(...times);
  const to = Math.max(...times);
  const found = await db.select({ status: trips.status, startedAt: trips.startedAt, stoppedAt: trips.stoppedAt }).from(trips)
    .where(and(tripsAround(driverId, from, to, slackMs), eq(trips.vehicleId, vehicleId)));
  const spans: Span[] = found.map((t) => ({
    from: (t.startedAt?.getTime() ?? Infinity) - slackMs,
    to: t.status === TRIP_STATUS.finished ? (t.stoppedAt?.getTime() ?? -Infinity) + slackMs : Infinity,
  }));
  const kept = positions.filter((_, i) => spans.some((s) => times[i] >= s.from && times[i] <= s.to));
  if (kept.length === 0) {
    const [elsewhere] = await db.select({ id: trips.id }).from(trips).where(and(tripsAround(driverId, from, to, slackMs), ne(trips.vehicleId, vehicleId))).limit(1);
    throw elsewhere ? new HttpError(403, INTAKE_MSG.otherVehicle) : conflict(INTAKE_MSG.noTrip);
  }
  return { kept, outside: positions.length - kept.length };
}
