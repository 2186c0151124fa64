import { asc, sql } from 'drizzle-orm';
import { drivers, routePoints, schoolVehicles, students, vehicles } from '../../schema/index.js';
import type { Db } from '../../client.js';
import { calendarDateIn } from '@halte/contract';
import { SeededRandom } from './random.js';
import { isSchoolDay, schoolDaysBefore } from './school-days.js';
import { planDay, RUNS, type FleetVehicle, type PlannedBoarding, type PlannedTrip, type RunName } from './trip-runs.js';
import { insertBoardingsBulk, insertTrackBulk, insertTripsBulk, reserveIds, withPlainIndexesDropped } from './trip-bulk.js';
import { tripTrack, type TrackPoint } from './trip-track.js';
import { demoDevicesOf } from './fleet.js';

/** School days of history before today. */
export const DEMO_SCHOOL_DAYS = 60;

/**
 * The fleet as the demo drives it: the vehicles but the spare ones, the nth with driver n (in id
 * order; the drivers left over drive no demo trip), each school's
 * students riding the first vehicle that serves the school, each student at a stop of its
 * route (never the last, the town centre where the schools are).
 */
export async function demoFleet(db: Db): Promise<FleetVehicle[]> {
  const [vehicleRows, driverRows, links, stopRows] = await Promise.all([
    db.select({ id: vehicles.id, routeId: vehicles.routeId, deviceId: vehicles.deviceId }).from(vehicles).orderBy(asc(vehicles.id)),
    db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.id)),
    db.select({ schoolId: schoolVehicles.schoolId, vehicleId: sql<number>`min(${schoolVehicles.vehicleId})`.mapWith(Number) }).from(schoolVehicles).groupBy(schoolVehicles.schoolId),
    db.select({ routeId: routePoints.routeId, latitude: routePoints.latitude, longitude: routePoints.longitude }).from(routePoints).orderBy(asc(routePoints.routeId), asc(routePoints.seq)),
  ]);
  const busOfSchool = new Map(links.map((l) => [l.schoolId, l.vehicleId]));
  const stopsOf = new Map<number, [number, number][]>();
  for (const s of stopRows) if (s.latitude != null && s.longitude != null) stopsOf.set(s.routeId, [...(stopsOf.get(s.routeId) ?? []), [s.latitude, s.longitude]]);
  const spare = demoDevicesOf('spare');
  const fleet = vehicleRows.filter((v) => !spare.has(v.deviceId ?? '')).slice(0, driverRows.length).map((v, i): FleetVehicle & { riders: { studentId: number; stop: number }[] } => ({
    vehicleId: v.id, driverId: driverRows[i].id, routeId: v.routeId, stops: stopsOf.get(v.routeId) ?? [[0, 0]], riders: [],
  })).filter((v) => v.stops.length > 1);
  const byId = new Map(fleet.map((v) => [v.vehicleId, v]));
  const studentRows = await db.select({ id: students.id, schoolId: students.schoolId }).from(students).orderBy(asc(students.id));
  for (const s of studentRows) {
    const v = byId.get(busOfSchool.get(s.schoolId) ?? -1);
    if (v) v.riders.push({ studentId: s.id, stop: (s.id * 7) % (v.stops.length - 1) });
  }
  return fleet;
}

/** The runs of today that have begun by `now`: none on a day without school. */
function runsBegunBy(now: Date, timeZone: string): RunName[] {
  if (!isSchoolDay(calendarDateIn(timeZone, now))) return [];
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now).split(':').map(Number);
  return (Object.keys(RUNS) as RunName[]).filter((run) => h * 60 + m >= RUNS[run].from);
}

export interface DemoTripCounts { days: number; trips: number; boardings: number; positions: number; running: number }

/**
 * Trips, boardings and positions for the demo: the `DEMO_SCHOOL_DAYS` school days before today
 * (Monday to Friday) with both runs stopped, a few with a problem the driver reported and
 * resumed, each trip's tracker reports along its route (`Riwayat` of Lacak Kendaraan); and, on a
 * school day, today's trips started by `now`, those of a run under way still running. The spare
 * buses and the drivers left over stay free. Deterministic for one `now`.
 */
export async function seedDemoTrips(db: Db, opts: { timeZone: string; now: Date }): Promise<DemoTripCounts> {
  const fleet = await demoFleet(db);
  const today = calendarDateIn(opts.timeZone, opts.now);
  const days = schoolDaysBefore(today, DEMO_SCHOOL_DAYS);
  const random = new SeededRandom(20261123);
  const perDay = fleet.length * 2;
  const ids = await reserveIds(db, 'trips', perDay * (days.length + 1));
  let next = 0;
  const common = { timeZone: opts.timeZone, attendance: 0.92, problemShare: 0.012, nextTripId: () => ids[next++], random };
  const trips: PlannedTrip[] = [];
  const boardings: PlannedBoarding[] = [];
  for (const serviceDate of days) {
    const day = planDay(fleet, { ...common, serviceDate, runs: ['pagi', 'siang'] });
    trips.push(...day.trips);
    boardings.push(...day.boardings);
  }
  const now = planDay(fleet, { ...common, serviceDate: today, runs: runsBegunBy(opts.now, opts.timeZone), now: opts.now });
  trips.push(...now.trips);
  boardings.push(...now.boardings);
  await insertTripsBulk(db, trips);
  await withPlainIndexesDropped(db, 'boardings', () => insertBoardingsBulk(db, boardings));
  const stopsOf = new Map(fleet.map((v) => [v.vehicleId, v.stops]));
  const track: TrackPoint[] = [];
  for (const trip of trips) {
    const stops = stopsOf.get(trip.vehicleId)!;
    track.push(...tripTrack(trip, trip.run === 'pagi' ? stops : [...stops].reverse()));
  }
  await insertTrackBulk(db, track);
  return {
    days: days.length + (now.trips.length ? 1 : 0), trips: trips.length, boardings: boardings.length, positions: track.length,
    running: trips.filter((t) => t.status === 1).length,
  };
}
