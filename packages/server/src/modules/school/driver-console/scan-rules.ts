import { PERIOD_TYPES, SCAN_CLOCK_SKEW_S, TRIP_MSG, TRIP_STATUS, type ScanBody } from '@halte/contract';
import { conflict, fieldError } from '../../../lib/http/http-error.js';
import { periodRange } from '../../../lib/data/period.js';
import type { Ride } from './scan-reads.js';

/** What of a trip decides whether a scan may be recorded on it. */
export interface TripClock { status: number; serviceDate: string; stoppedAt: Date | null }

/**
 * When the scan happened: the phone's time, checked against the trip. Not ahead of the
 * server's clock (beyond drift), not before the trip's service day, and on a finished trip
 * (scans uploaded after the stop) not after its stop.
 */
export function scanTime(trip: TripClock, body: Pick<ScanBody, 'dttime'>, now: Date, timeZone: string): Date {
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

export type Decision = { keep: Ride } | { close: Ride } | { open: 'in' | 'out' };

/**
 * What a scan at `at` does to the student's rides on the trip (`last` = their latest boarding):
 * `in` while aboard keeps it; `in` otherwise opens a ride. `out` closes the open ride; with
 * none, a student already off stays as recorded, and one never seen gets an alighting alone.
 * An alighting the trip's stop made in bulk gives way to the student's own `out` from before it
 * (a scan the phone uploads after the stop): that one says when they really left.
 */
export function decide(direction: 'in' | 'out', last: Ride | undefined, at: Date): Decision {
  const aboard = last && last.inAt !== null && last.outAt === null;
  if (direction === 'in') return aboard ? { keep: last } : { open: 'in' };
  if (aboard) return { close: last };
  if (last?.bulkAlighted && last.outAt && at < last.outAt && (last.inAt === null || at >= last.inAt)) return { close: last };
  return last ? { keep: last } : { open: 'out' };
}
