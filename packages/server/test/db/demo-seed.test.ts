import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { classes, drivers, roles, routePoints, schools, students, users } from '../../src/db/schema/index.js';
import { seedBase } from '../../src/db/seed/base.js';
import { seedDemo, type DemoCounts } from '../../src/db/seed/demo.js';
import { loadGeneratedStudents } from '../../src/db/seed/demo/students.js';
import type { Db } from '../../src/db/client.js';
import { freshDatabase } from '../helpers/database.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let first: DemoCounts | undefined;
const list = async (url: string) => (await t.call('GET', url, { token: t.adminToken })).json();
const firstStudents = (db: Db) => db.select({ name: students.fullName, nisn: students.nisn }).from(students).orderBy(asc(students.id)).limit(20);

beforeAll(async () => {
  t = await startTestApp();
  first = await seedDemo(t.database.db, { appType: 'school', log: t.app.log });
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('fills an empty database with the Tuban demo set, as the API shows it', async () => {
    expect(first).toEqual({ schools: 20, routes: 10, vehicles: 14, drivers: 15, students: 2000, members: 8, articles: 5, sliders: 3 });
    expect((await list('/api/v1/students?limit=1')).length).toBe(2000);
    expect((await list('/api/v1/schools?limit=1')).length).toBe(20);
    expect((await list('/api/v1/routes?limit=1')).length).toBe(10);
    expect((await list('/api/v1/vehicles?limit=1')).length).toBe(14);
    expect((await list('/api/v1/employee?limit=1')).length).toBe(15);
    expect((await list('/api/v1/users/account?limit=1')).length).toBe(8);
    expect((await list('/api/v1/articles/slider')).length).toBe(3);
    const articles = await list('/api/v1/articles');
    expect(articles.length).toBe(5);
    const image = await t.call('GET', articles.data[0].vcgambar_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const sd = (await list('/api/v1/schools?q=SDN%20Kutorejo')).data[0];
    expect(sd).toMatchObject({ vcnama: 'SDN Kutorejo I Tuban', intjenjangsekolah: 2 });
    const r01 = (await list('/api/v1/routes?q=R01')).data[0];
    const route = (await t.call('GET', `/api/v1/routes/${r01.intid}`, { token: t.adminToken })).json().data;
    expect(route.titik_rute[0].vcnama).toBe('Terminal Kambang Putih');
    expect(route.titik_rute.at(-1).vcnama).toBe('Alun-alun Tuban');
    // Its stored line: straight segments between the stops (the seed works offline).
    expect(route.titik_rute_map).toEqual(route.titik_rute.map((p: { declongitude: number; declattitude: number }) => ({ declongitude: p.declongitude, declattitude: p.declattitude })));
    const all = (await list('/api/v1/routes?limit=100')).data as { intid: number }[];
    for (const r of all) expect((await t.call('GET', `/api/v1/routes/${r.intid}`, { token: t.adminToken })).json().data.titik_rute_map.length).toBeGreaterThan(3);
  });

  it('places every student in a class of the school level, with real-looking details', async () => {
    const db = t.database.db;
    const [mismatch] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(sql`${classes.level} <> ${schools.level}`);
    expect(mismatch.n).toBe(0);
    const [stats] = await db
      .select({
        printed: sql<number>`count(*) filter (where ${students.cardPrinted})`.mapWith(Number),
        linked: sql<number>`count(${students.memberId})`.mapWith(Number),
        levels: sql<number>`count(distinct ${classes.level})`.mapWith(Number),
        girls: sql<number>`count(*) filter (where ${students.sex} = 2)`.mapWith(Number),
      })
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId));
    expect(stats.printed).toBeGreaterThan(400);
    expect(stats.printed).toBeLessThan(1000);
    expect(stats.linked).toBe(11);
    expect(stats.levels).toBe(3);
    expect(stats.girls).toBeGreaterThan(800);
    const one = (await list('/api/v1/students?limit=1')).data[0];
    expect(one.vckode).toMatch(/^0\d{9}$/);
    expect(one.vctelportuwali).toMatch(/^08\d{8,10}$/);
    expect(one.vcalamat).toMatch(/Tuban$/);
    const stops = await db.select({ lat: routePoints.latitude, lon: routePoints.longitude }).from(routePoints);
    for (const s of stops) {
      expect(Math.abs(s.lat! - -6.8837)).toBeLessThan(0.1);
      expect(Math.abs(s.lon! - 112.0452)).toBeLessThan(0.1);
    }
  });

  it('gives some drivers a DRIVER account that signs in with the documented demo password', async () => {
    const withAccount = await t.database.db
      .select({ username: users.username, role: roles.code })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(isNotNull(drivers.userId));
    expect(withAccount).toHaveLength(7);
    expect(withAccount.every((u) => u.role === 'DRIVER')).toBe(true);
    expect(await t.signin('sopir.slamet', 'sopir12345')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does nothing the second time', async () => {
    const before = await firstStudents(t.database.db);
    expect(await seedDemo(t.database.db, { appType: 'school', log: t.app.log })).toBeUndefined();
    expect((await list('/api/v1/students?limit=1')).length).toBe(2000);
    expect((await list('/api/v1/schools?limit=1')).length).toBe(20);
    expect(await firstStudents(t.database.db)).toEqual(before);
  });

  it('is the same data on another empty database', async () => {
    const other = await freshDatabase();
    try {
      await seedBase(other.db, { appType: 'school', adminPassword: 'admin-rahasia-2', log: t.app.log });
      await seedDemo(other.db, { appType: 'school', log: t.app.log });
      const names = await firstStudents(other.db);
      expect(names).toEqual(await firstStudents(t.database.db));
      expect(new Set(names.map((n) => n.name)).size).toBeGreaterThan(15);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('loads nothing in parking mode', async () => {
    const other = await freshDatabase();
    try {
      await seedBase(other.db, { appType: 'parking', adminPassword: 'admin-rahasia-2', log: t.app.log });
      expect(await seedDemo(other.db, { appType: 'parking', log: t.app.log })).toBeUndefined();
      const [{ n }] = await other.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(schools);
      expect(n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('generates more students for the benchmark with unique NISN', async () => {
    await loadGeneratedStudents(t.database.db, 3000);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number), nisn: sql<number>`count(distinct ${students.nisn})`.mapWith(Number) })
      .from(students);
    expect(row).toEqual({ n: 5000, nisn: 5000 });
    expect((await list('/api/v1/students?q=a&limit=1')).length).toBeGreaterThan(1000);
  });
});
