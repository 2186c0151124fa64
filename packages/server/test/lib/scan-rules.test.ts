import { describe, expect, it } from 'vitest';
import { SCAN_CLOCK_SKEW_S, TRIP_MSG, TRIP_STATUS } from '@halte/contract';
import { decide, scanTime, type TripClock } from '../../src/modules/school/driver-console/scan-rules.js';
import type { Ride } from '../../src/modules/school/driver-console/scan-reads.js';
import { HttpError } from '../../src/lib/http/http-error.js';

// The boarding rules on their own, without a database: when a scan counts as happening, and what
// it does to a student's rides on the trip.

const TZ = 'Asia/Jakarta';
const now = new Date('2026-03-02T03:00:00Z'); // 10:00 in Jakarta
const running: TripClock = { status: TRIP_STATUS.running, serviceDate: '2026-03-02', stoppedAt: null };
const finished: TripClock = { status: TRIP_STATUS.finished, serviceDate: '2026-03-02', stoppedAt: new Date('2026-03-02T02:00:00Z') };

/** The refusal a call throws: its status, message and field messages. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message, errors: err.errors };
    throw err;
  }
  throw new Error('no refusal');
}

const ride = (over: Partial<Ride> = {}): Ride => ({
  id: 1, tripId: 1, studentId: 1,
  inAt: new Date('2026-03-02T00:10:00Z'), inLatitude: null, inLongitude: null, inClientId: 'a',
  outAt: null, outLatitude: null, outLongitude: null, outClientId: null, bulkAlighted: false,
  ...over,
});

describe('when a scan happened', () => {
  it('is the server\'s time when the phone sends none, on a running trip', () => {
    expect(scanTime(running, {}, now, TZ)).toEqual(now);
  });

  it('is the phone\'s time when it lies within the trip\'s day and not ahead of the server beyond drift', () => {
    const at = '2026-03-02T02:59:00Z';
    expect(scanTime(running, { dttime: at }, now, TZ)).toEqual(new Date(at));
    const drift = new Date(now.getTime() + SCAN_CLOCK_SKEW_S * 1000).toISOString();
    expect(scanTime(running, { dttime: drift }, now, TZ)).toEqual(new Date(drift));
  });

  it('refuses a phone clock ahead of the server beyond drift, or before the trip\'s service day (in TZ)', () => {
    const ahead = new Date(now.getTime() + SCAN_CLOCK_SKEW_S * 1000 + 1000).toISOString();
    expect(refusal(() => scanTime(running, { dttime: ahead }, now, TZ))).toMatchObject({ status: 400, errors: { dttime: TRIP_MSG.timeInFuture } });
    // 23:59 the evening before, in Jakarta: still 2026-03-01 there.
    expect(refusal(() => scanTime(running, { dttime: '2026-03-01T16:59:00Z' }, now, TZ))).toMatchObject({ status: 400, errors: { dttime: TRIP_MSG.timeBeforeTrip } });
    expect(scanTime(running, { dttime: '2026-03-01T17:00:00Z' }, now, TZ)).toEqual(new Date('2026-03-01T17:00:00Z'));
  });

  it('on a finished trip: a scan uploaded late counts only with a time up to the stop; without one it is refused', () => {
    expect(scanTime(finished, { dttime: '2026-03-02T01:59:00Z' }, now, TZ)).toEqual(new Date('2026-03-02T01:59:00Z'));
    expect(refusal(() => scanTime(finished, { dttime: '2026-03-02T02:01:00Z' }, now, TZ))).toMatchObject({ status: 400, errors: { dttime: TRIP_MSG.timeAfterStop } });
    expect(refusal(() => scanTime(finished, {}, now, TZ))).toMatchObject({ status: 409, message: TRIP_MSG.finished });
  });
});

describe('what a scan does to a student\'s rides', () => {
  const at = new Date('2026-03-02T01:00:00Z');

  it('in: opens a ride, or keeps the one the student is aboard (a second card tap changes nothing)', () => {
    expect(decide('in', undefined, at)).toEqual({ open: 'in' });
    const aboard = ride();
    expect(decide('in', aboard, at)).toEqual({ keep: aboard });
    expect(decide('in', ride({ outAt: new Date('2026-03-02T00:30:00Z') }), at)).toEqual({ open: 'in' });
  });

  it('out: closes the open ride; a student already off stays as recorded; one never seen gets an alighting alone', () => {
    const aboard = ride();
    expect(decide('out', aboard, at)).toEqual({ close: aboard });
    const off = ride({ outAt: new Date('2026-03-02T00:30:00Z') });
    expect(decide('out', off, at)).toEqual({ keep: off });
    expect(decide('out', undefined, at)).toEqual({ open: 'out' });
  });

  it('a student\'s own out from before the trip\'s stop replaces the alighting the stop made for everyone', () => {
    const bulk = ride({ outAt: new Date('2026-03-02T02:00:00Z'), bulkAlighted: true });
    expect(decide('out', bulk, at)).toEqual({ close: bulk });
    // After the stop, or before the student boarded: the record stands.
    expect(decide('out', bulk, new Date('2026-03-02T02:30:00Z'))).toEqual({ keep: bulk });
    expect(decide('out', bulk, new Date('2026-03-02T00:05:00Z'))).toEqual({ keep: bulk });
  });
});
