import type { PgTable } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RICH_TEXT_HTML, type AppType } from '@halte/contract';
import {
  articles, drivers, members, roles, routePoints, routes, schoolVehicles, schools, sliders, students, users, vehicles,
} from '../schema/index.js';
import type { Db } from '../client.js';
import { hashPassword } from '../../auth/password.js';
import { sanitizeHtml } from '../../lib/http/html.js';
import { seedClasses } from './classes.js';
import { gradientPng } from './png.js';
import { DEMO_SCHOOLS } from './demo/schools.js';
import { DEMO_ROUTES, demoRouteLine } from './demo/routes.js';
import { DEMO_ARTICLES, DEMO_SLIDERS } from './demo/content.js';
import { DEMO_DRIVERS, DEMO_DRIVER_PASSWORD, DEMO_MEMBERS, DEMO_MEMBER_PASSWORD, DEMO_VEHICLES } from './demo/fleet.js';
import { seedDemoTrips, type DemoTripCounts } from './demo/trips.js';
import { generateStudents, insertStudents, studentContext, type StudentRow } from './demo/students.js';

export const DEMO_STUDENT_COUNT = 2000;

export interface DemoCounts {
  schools: number; routes: number; vehicles: number; drivers: number; students: number; members: number; articles: number; sliders: number;
  /** With `trips`: the school days of trips and boardings, and how long writing them took. */
  trips?: DemoTripCounts & { ms: number };
}

export interface DemoOptions {
  appType: AppType;
  log: FastifyBaseLogger;
  /** Trips, boardings and positions too: 60 school days and today's runs begun, in `timeZone` as of `now`. */
  trips?: { timeZone: string; now?: Date };
}

/** Whether a table has any row: one row read, not a count of them all (students may be many). */
const hasRows = async (db: Db, table: PgTable) => (await db.select({ one: sql`1` }).from(table).limit(1)).length > 0;

async function insertRoutes(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const r of DEMO_ROUTES) {
    const [row] = await db.insert(routes).values({ code: r.code, name: r.name, path: demoRouteLine(r) }).returning({ id: routes.id });
    ids.set(r.code, row.id);
    await db.insert(routePoints).values(r.stops.map(([name, latitude, longitude], seq) => ({ routeId: row.id, seq, name, latitude, longitude })));
  }
  return ids;
}

async function insertVehicles(db: Db, routeIds: Map<string, number>): Promise<number[]> {
  const rows = await db
    .insert(vehicles)
    .values(DEMO_VEHICLES.map((v) => ({ code: v.code, name: v.name, plate: v.plate, type: v.type, routeId: routeIds.get(v.routeCode)!, deviceId: v.deviceId })))
    .returning({ id: vehicles.id });
  return rows.map((r) => r.id);
}

async function insertSchools(db: Db, allVehicleIds: number[]) {
  // The spare buses serve no school: they stay free for whoever tries the driver app.
  const vehicleIds = allVehicleIds.filter((_, i) => DEMO_VEHICLES[i].duty !== 'spare');
  const rows = await db.insert(schools).values(DEMO_SCHOOLS.map((s) => ({ code: s.code, name: s.name, address: s.address, level: s.level, latitude: s.latitude, longitude: s.longitude }))).returning({ id: schools.id });
  // Every school has a bus; the upper schools, with more riders, get a second one.
  const links = rows.flatMap((s, i) => {
    const served = [vehicleIds[i % vehicleIds.length]];
    if (DEMO_SCHOOLS[i].level === 4) served.push(vehicleIds[(i + 3) % vehicleIds.length]);
    return served.map((vehicleId) => ({ schoolId: s.id, vehicleId }));
  });
  await db.insert(schoolVehicles).values(links);
}

async function insertDrivers(db: Db) {
  const [driverRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DRIVER'));
  const passwordHash = driverRole ? await hashPassword(DEMO_DRIVER_PASSWORD) : '';
  for (const [i, d] of DEMO_DRIVERS.entries()) {
    let userId: number | null = null;
    if (d.username && driverRole) {
      const [u] = await db.insert(users).values({ name: d.name, username: d.username, passwordHash, roleId: driverRole.id }).returning({ id: users.id });
      userId = u.id;
    }
    await db.insert(drivers).values({ code: `SPR-${String(i + 1).padStart(3, '0')}`, nip: d.nip, fullName: d.name, phone: d.phone, cardPrinted: i % 3 === 0, userId });
  }
}

/** Parents' accounts, each linked to some generated students (who then carry that parent's name and phone). */
async function insertMembers(db: Db, rows: StudentRow[]) {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  let next = 0;
  for (const m of DEMO_MEMBERS) {
    const [row] = await db.insert(members).values({ name: m.name, email: m.email, phone: m.phone, status: m.status, passwordHash }).returning({ id: members.id });
    for (let c = 0; c < m.children; c++, next += 37) Object.assign(rows[next % rows.length], { memberId: row.id, parentName: m.name, parentPhone: m.phone });
  }
}

async function insertContent(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const createdBy = admin?.id ?? null;
  for (const a of DEMO_ARTICLES) {
    await db.insert(articles).values({
      title: a.title, summary: a.summary, contentHtml: sanitizeHtml(a.html, RICH_TEXT_HTML), image: gradientPng(640, 360, ...a.colours), imageType: 'image/png', createdBy,
    });
  }
  for (const s of DEMO_SLIDERS) {
    await db.insert(sliders).values({ title: s.title, description: s.description, image: gradientPng(960, 360, ...s.colours), imageType: 'image/png', createdBy });
  }
}

/**
 * Demo data for an empty database: Tuban-area schools, routes with stops and lines, buses (two
 * spare), drivers (some with accounts), 2,000 generated students, parents' accounts, articles and
 * slider images; with `trips`, 60 school days of trips, boardings and positions, and today's
 * school-hours runs begun by `now`.
 * Deterministic (for one `now`); does nothing when master data already exists.
 */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<DemoCounts | undefined> {
  if (opts.appType !== 'school') return undefined;
  await seedClasses(db);
  const counts = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(4243)`);
    for (const table of [schools, students, routes, drivers]) if (await hasRows(tx, table)) return undefined;

    const routeIds = await insertRoutes(tx);
    const vehicleIds = await insertVehicles(tx, routeIds);
    await insertSchools(tx, vehicleIds);
    await insertDrivers(tx);
    const rows = generateStudents(DEMO_STUDENT_COUNT, await studentContext(tx));
    await insertMembers(tx, rows);
    await insertStudents(tx, rows);
    await insertContent(tx);
    let trips: DemoCounts['trips'];
    if (opts.trips) {
      const t0 = performance.now();
      const written = await seedDemoTrips(tx, { timeZone: opts.trips.timeZone, now: opts.trips.now ?? new Date() });
      trips = { ...written, ms: Math.round(performance.now() - t0) };
    }
    return {
      schools: DEMO_SCHOOLS.length, routes: DEMO_ROUTES.length, vehicles: DEMO_VEHICLES.length, drivers: DEMO_DRIVERS.length,
      students: rows.length, members: DEMO_MEMBERS.length, articles: DEMO_ARTICLES.length, sliders: DEMO_SLIDERS.length,
      ...(trips && { trips }),
    } satisfies DemoCounts;
  });
  if (counts) {
    const accounts = DEMO_DRIVERS.filter((d) => d.username).map((d) => d.username).join(', ');
    opts.log.info(
      `Data demo dimuat: ${counts.schools} sekolah, ${counts.routes} rute, ${counts.vehicles} kendaraan, ${counts.drivers} pengemudi, ` +
        `${counts.students} siswa, ${counts.members} akun aplikasi, ${counts.articles} artikel, ${counts.sliders} gambar slider` +
        (counts.trips
          ? `, ${counts.trips.trips} perjalanan, ${counts.trips.boardings} naik-turun siswa dan ${counts.trips.positions} posisi kendaraan selama ${counts.trips.days} hari sekolah (${counts.trips.ms} ms)`
          : '') +
        '. ' +
        `Akun pengemudi demo (${accounts}) memakai password "${DEMO_DRIVER_PASSWORD}"; akun orang tua demo memakai "${DEMO_MEMBER_PASSWORD}".`,
    );
  }
  return counts;
}
