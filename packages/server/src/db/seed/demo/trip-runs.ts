import { zonedInstant } from '@halte/contract';
import { type SeededRandom } from './random.js';

/**
 * The two runs of a school day, in minutes after midnight of the service day in `TZ`: `pagi`
 * carries the students from their stops to school (06:00–07:30), `siang` back home after school
 * (13:00–14:30). Every time of a trip of a run (start, stop, boardings) lies inside its window.
 */
export const RUNS = {
  pagi: { from: 6 * 60, to: 7 * 60 + 30 },
  siang: { from: 13 * 60, to: 14 * 60 + 30 },
} as const;
export type RunName = keyof typeof RUNS;

/** A vehicle as the generator drives it: its driver, route, stops and the students who ride it. */
export interface FleetVehicle {
  vehicleId: number;
  driverId: number;
  routeId: number;
  /** The route's stops in order, `[latitude, longitude]`; the last one is at the schools. */
  stops: readonly (readonly [number, number])[];
  /** The students who ride this vehicle, each with the index of their stop. */
  riders: readonly { studentId: number; stop: number }[];
}

export interface PlannedTrip {
  id: number;
  vehicleId: number;
  driverId: number;
  routeId: number;
  serviceDate: string;
  run: RunName;
  status: 1 | 9;
  note: string;
  startedAt: Date;
  stoppedAt: Date | null;
  start: readonly [number, number];
  stop: readonly [number, number] | null;
}

export interface PlannedBoarding {
  tripId: number;
  studentId: number;
  inAt: Date | null;
  inPosition: readonly [number, number] | null;
  outAt: Date | null;
  outPosition: readonly [number, number] | null;
}

export const PROBLEM_NOTES = [
  'Ban bocor, diganti ban cadangan. Perjalanan dilanjutkan.',
  'Mesin panas, berhenti sebentar di bahu jalan.',
  'Jalan ditutup karena perbaikan, memutar lewat jalan desa.',
  'Hujan deras, jalan tergenang; berjalan pelan.',
  'Aki lemah, mesin sempat mati. Sudah menyala lagi.',
] as const;

const MINUTE = 60_000;
/** About 10 m in degrees: where a student stands at a stop. */
const STEP = 0.0001;

export interface DayOptions {
  serviceDate: string;
  timeZone: string;
  /** Which runs of the day to make. */
  runs: readonly RunName[];
  /** Today: only trips started by `now` are made, those not yet ended running. */
  now?: Date;
  /** Share of a vehicle's students who come to school on a day. */
  attendance: number;
  /** Share of trips on which the driver reports a problem (then resumes). */
  problemShare: number;
  nextTripId: () => number;
  random: SeededRandom;
}

const near = (p: readonly [number, number], r: SeededRandom) => [p[0] + r.int(-5, 5) * STEP, p[1] + r.int(-5, 5) * STEP] as const;

/**
 * One day of the fleet: each vehicle runs `pagi` then `siang`, with its students boarding at
 * their stops on the way in and alighting there on the way back. With `now` (today), a trip
 * that has not started by then is left out, and one started but not ended is running with only
 * the scans done by then.
 */
export function planDay(fleet: readonly FleetVehicle[], opts: DayOptions): { trips: PlannedTrip[]; boardings: PlannedBoarding[] } {
  const r = opts.random;
  const [y, m, d] = opts.serviceDate.split('-').map(Number);
  const at = (minute: number) => zonedInstant({ year: y, month: m, day: d, hour: Math.floor(minute / 60), minute: minute % 60 }, opts.timeZone);
  const trips: PlannedTrip[] = [];
  const boardings: PlannedBoarding[] = [];
  const present = fleet.map((v) => v.riders.filter(() => r.chance(opts.attendance)));

  for (const run of opts.runs) {
    for (const [i, v] of fleet.entries()) {
      const window = RUNS[run];
      const start = at(window.from + r.int(0, 10)).getTime();
      const problem = r.chance(opts.problemShare);
      const length = (problem ? r.int(62, 68) : r.int(52, 62)) * MINUTE;
      const end = start + length;
      const until = opts.now?.getTime() ?? Infinity;
      if (start > until) continue;
      const running = end > until;
      const last = v.stops.length - 1;
      const first = run === 'pagi' ? v.stops[0] : v.stops[last];
      const final = run === 'pagi' ? v.stops[last] : v.stops[0];
      const trip: PlannedTrip = {
        id: opts.nextTripId(), vehicleId: v.vehicleId, driverId: v.driverId, routeId: v.routeId, serviceDate: opts.serviceDate, run,
        status: running ? 1 : 9, note: problem && !running ? r.pick(PROBLEM_NOTES) : '',
        startedAt: new Date(start), stoppedAt: running ? null : new Date(end), start: first, stop: running ? null : final,
      };
      trips.push(trip);
      for (const rider of present[i]) {
        if (!r.chance(0.95)) continue;
        // Along the route: the share of the way from the first stop to the student's.
        const along = last > 0 ? rider.stop / last : 0;
        const home = v.stops[Math.min(rider.stop, last)];
        const school = v.stops[last];
        const inAt = run === 'pagi' ? start + along * (length - 8 * MINUTE) + r.int(0, 90) * 1000 : start + r.int(1, 6) * MINUTE;
        const outAt = run === 'pagi' ? end - r.int(1, 5) * MINUTE : start + 8 * MINUTE + (1 - along) * (length - 10 * MINUTE) + r.int(0, 90) * 1000;
        if (inAt > until) continue;
        const out = outAt <= until;
        boardings.push({
          tripId: trip.id, studentId: rider.studentId,
          inAt: new Date(inAt), inPosition: near(run === 'pagi' ? home : school, r),
          outAt: out ? new Date(outAt) : null, outPosition: out ? near(run === 'pagi' ? school : home, r) : null,
        });
      }
    }
  }
  return { trips, boardings };
}
