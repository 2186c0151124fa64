import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client.js';
import { seedBase } from '../../packages/server/src/db/seed/base.js';
import { hashPassword } from '../../packages/server/src/auth/password.js';
import { drivers, roles, routePoints, routes, schoolVehicles, schools, students, users, vehicles } from '../../packages/server/src/db/schema/index.js';
import { generateStudents, studentContext } from '../../packages/server/src/db/seed/demo/students.js';
import { demoFleet } from '../../packages/server/src/db/seed/demo/trips.js';
import { planDay } from '../../packages/server/src/db/seed/demo/trip-runs.js';
import { SeededRandom } from '../../packages/server/src/db/seed/demo/random.js';
import { schoolDaysBefore } from '../../packages/server/src/db/seed/demo/school-days.js';
import { insertBoardingsBulk, insertTripsBulk, reserveIds, withPlainIndexesDropped } from '../../packages/server/src/db/seed/demo/trip-bulk.js';
import { insertStudentsBulk } from './students.js';

export interface YearPlan {
  vehicles: number;
  schoolDays: number;
  /** Students per vehicle: about 0.91 of them ride a trip (attendance × the per-run share). */
  ridersPerVehicle: number;
  /** Drivers with a sign-in account (the first ones), password `driverPassword`. */
  accounts: number;
  driverPassword: string;
  adminPassword: string;
  today: string;
  timeZone: string;
}

/** Days planned and written per round: a few hundred thousand objects in memory at most. */
const DAYS_PER_ROUND = 25;

/**
 * A regency's year: `vehicles` buses each on its own route of five stops serving its own
 * school, their drivers (the first `accounts` with a DRIVER account), students, and every
 * school day before `today` with both runs stopped, written as the demo writes its trips.
 * Ends with `VACUUM ANALYZE`. Answers what was written and how long the trips took.
 */
export async function fillYear(database: Database, plan: YearPlan) {
  const { db } = database;
  await seedBase(db, { appType: 'school', adminPassword: plan.adminPassword, log: pino({ level: 'silent' }) });
  const n = plan.vehicles;
  const routeRows = await db.insert(routes).values(Array.from({ length: n }, (_, i) => ({ code: `RB${i + 1}`, name: `Rute Bench ${i + 1}` }))).returning({ id: routes.id });
  await db.insert(routePoints).values(routeRows.flatMap((r, i) => Array.from({ length: 5 }, (_, seq) => ({
    routeId: r.id, seq, name: `Halte ${i + 1}.${seq + 1}`, latitude: -6.95 + i * 0.002 + seq * 0.01, longitude: 111.95 + seq * 0.02,
  }))));
  const vehicleRows = await db.insert(vehicles).values(routeRows.map((r, i) => ({
    code: `VB${i + 1}`, name: `Bus Bench ${i + 1}`, plate: `S ${7000 + i} BN`, type: 1, routeId: r.id,
  }))).returning({ id: vehicles.id });
  const schoolRows = await db.insert(schools).values(vehicleRows.map((_, i) => ({ code: `SB${i + 1}`, name: `SD Negeri Bench ${i + 1}`, address: 'Tuban', level: 2 }))).returning({ id: schools.id });
  await db.insert(schoolVehicles).values(schoolRows.map((s, i) => ({ schoolId: s.id, vehicleId: vehicleRows[i].id })));

  const [driverRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DRIVER'));
  const hash = await hashPassword(plan.driverPassword);
  const accounts = await db.insert(users).values(Array.from({ length: plan.accounts }, (_, i) => ({
    name: `Sopir Bench ${i + 1}`, username: `sopir.bench${i + 1}`, passwordHash: hash, roleId: driverRole.id,
  }))).returning({ id: users.id });
  await db.insert(drivers).values(vehicleRows.map((_, i) => ({
    code: `SB-${i + 1}`, nip: `19800101200${String(i).padStart(5, '0')}`, fullName: `Sopir Bench ${i + 1}`, phone: `0812000${String(i).padStart(5, '0')}`,
    userId: accounts[i]?.id ?? null,
  })));
  const ctx = await studentContext(db);
  await insertStudentsBulk(db, generateStudents(n * plan.ridersPerVehicle, { ...ctx, schools: ctx.schools.filter((s) => schoolRows.some((b) => b.id === s.id)) }, { seed: 20261123 }));

  const t0 = performance.now();
  const fleet = await demoFleet(db);
  const days = schoolDaysBefore(plan.today, plan.schoolDays);
  const ids = await reserveIds(db, 'trips', fleet.length * 2 * days.length);
  let next = 0;
  const random = new SeededRandom(20261123);
  let trips = 0;
  let boardings = 0;
  await withPlainIndexesDropped(db, 'boardings', async () => {
    for (let d = 0; d < days.length; d += DAYS_PER_ROUND) {
      const round = days.slice(d, d + DAYS_PER_ROUND).map((serviceDate) => planDay(fleet, {
        serviceDate, timeZone: plan.timeZone, runs: ['pagi', 'siang'], attendance: 0.96, problemShare: 0.01, nextTripId: () => ids[next++], random,
      }));
      await insertTripsBulk(db, round.flatMap((r) => r.trips));
      await insertBoardingsBulk(db, round.flatMap((r) => r.boardings));
      trips += round.reduce((s, r) => s + r.trips.length, 0);
      boardings += round.reduce((s, r) => s + r.boardings.length, 0);
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  await db.execute(sql`vacuum analyze`);
  // The cards' codes, for scans sent while the server holds the database.
  const nisn = new Map((await db.select({ id: students.id, nisn: students.nisn }).from(students)).map((s) => [s.id, s.nisn]));
  return { trips, boardings, seconds, days, fleet, nisn };
}
