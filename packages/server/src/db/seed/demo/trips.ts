import { asc, sql } from 'drizzle-orm';
import { drivers, routePoints, schoolVehicles, students, vehicles } from '../../schema/index.js';
import type { Db } from '../../client.js';
import { calendarDateIn } from '../../../lib/zoned-time.js';
import { SeededRandom } from './random.js';
import { schoolDaysBefore } from './school-days.js';
import { planDay, RUNS, type FleetVehicle, type PlannedBoarding, type PlannedTrip, type RunName } from './trip-runs.js';
import { insertBoardingsBulk, insertTripsBulk, reserveIds, withPlainIndexesDropped } from './trip-bulk.js';

/** School days of history before today. */
export const DEMO_SCHOOL_DAYS = 60;

/**
 * The fleet as the demo drives it: vehicle n with driver n (in id order), each school's
 * students riding the first vehicle that serves the school, each student at a stop of its
 * route (never the last, the town centre where the schools are).
 */
export async function demoFleet(db: Db): Promise<FleetVehicle[]> {
  const [vehicleRows, driverRows, links, stopRows] = await Promise.all([
    db.select({ id: vehicles.id, routeId: vehicles.routeId }).from(vehicles).orderBy(asc(vehicles.id)),
    db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.id)),
    db.select({ schoolId: schoolVehicles.schoolId, vehicleId: sql<number>`min(${schoolVehicles.vehicleId})`.mapWith(Number) }).from(schoolVehicles).groupBy(schoolVehicles.schoolId),
    db.select({ routeId: routePoints.routeId, latitude: routePoints.latitude, longitude: routePoints.longitude }).from(routePoints).orderBy(asc(routePoints.routeId), asc(routePoints.seq)),
  ]);
  const busOfSchool = new Map(links.map((l) => [l.schoolId, l.vehicleId]));
  const stopsOf = new Map<number, [number, number][]>();
  for (const s of stopRows) if (s.latitude != null && s.longitude != null) stopsOf.set(s.routeId, [...(stopsOf.get(s.routeId) ?? []), [s.latitude, s.longitude]]);
  const fleet = vehicleRows.slice(0, driverRows.length).map((v, i): FleetVehicle & { riders: { studentId: number; stop: number }[] } => ({
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

/** The runs of today that have begun by `now` (the morning's from midnight on). */
function runsBegunBy(now: Date, timeZone: string): RunName[] {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now).split(':').map(Number);
  return h * 60 + m >= RUNS.siang.from ? ['pagi', 'siang'] : ['pagi'];
}

export interface DemoTripCounts { days: number; trips: number; boardings: number; running: number }

/**
 * Trips and boardings for the demo: the `DEMO_SCHOOL_DAYS` school days before today (Monday to
 * Friday) with both runs stopped, a few with a problem the driver reported and resumed; and
 * today — whatever the weekday, so a fresh demo is alive — its runs begun by `now`, the latest
 * still running beside the tracking simulator. Deterministic for one `now`.
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
  return { days: days.length + 1, trips: trips.length, boardings: boardings.length, running: trips.filter((t) => t.status === 1).length };
}
