import { zonedInstant } from '../../../lib/zoned-time.js';
import { type SeededRandom } from './random.js';

/**
 * The two runs of a school day, in minutes after midnight of the service day: `pagi` carries
 * the students from their stops to school, `siang` back home. Every time of a past trip of a
 * run (start, stop, boardings) lies inside its window.
 */
export const RUNS = {
  pagi: { from: 5 * 60 + 55, to: 7 * 60 + 15 },
  siang: { from: 12 * 60 + 55, to: 14 * 60 + 15 },
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
  /** Which runs of the day to make (today: only those begun by `now`). */
  runs: readonly RunName[];
  /** Trips still on the road at `now` (today's latest run) are running; earlier ones stopped. */
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
 * their stops on the way in and alighting there on the way back. A trip whose run has not
 * ended at `now` is running: it started at most now (a demo opened before six in the morning
 * finds its buses just set off), and keeps only the scans done by then.
 */
export function planDay(fleet: readonly FleetVehicle[], opts: DayOptions): { trips: PlannedTrip[]; boardings: PlannedBoarding[] } {
  const r = opts.random;
  const [y, m, d] = opts.serviceDate.split('-').map(Number);
  const at = (minute: number) => zonedInstant({ year: y, month: m, day: d, hour: Math.floor(minute / 60), minute: minute % 60 }, opts.timeZone);
  const dayStart = at(0);
  const trips: PlannedTrip[] = [];
  const boardings: PlannedBoarding[] = [];
  const present = fleet.map((v) => v.riders.filter(() => r.chance(opts.attendance)));
  const lastRun = opts.runs.at(-1);

  for (const run of opts.runs) {
    for (const [i, v] of fleet.entries()) {
      const window = RUNS[run];
      const running = opts.now !== undefined && run === lastRun;
      let start = at(window.from + r.int(0, 10)).getTime();
      if (running) start = Math.max(dayStart.getTime(), Math.min(start, opts.now!.getTime() - 10 * MINUTE));
      const problem = !running && r.chance(opts.problemShare);
      const length = (problem ? r.int(62, 68) : r.int(52, 62)) * MINUTE;
      const end = start + length;
      const last = v.stops.length - 1;
      const first = run === 'pagi' ? v.stops[0] : v.stops[last];
      const final = run === 'pagi' ? v.stops[last] : v.stops[0];
      const trip: PlannedTrip = {
        id: opts.nextTripId(), vehicleId: v.vehicleId, driverId: v.driverId, routeId: v.routeId, serviceDate: opts.serviceDate,
        status: running ? 1 : 9, note: problem ? r.pick(PROBLEM_NOTES) : '',
        startedAt: new Date(start), stoppedAt: running ? null : new Date(end), start: first, stop: running ? null : final,
      };
      trips.push(trip);
      const until = running ? opts.now!.getTime() : Infinity;
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
