import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERIOD_MSG } from '@halte/contract';
import { boardings, classes, students, trips } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { studentBody, transportWorld } from '../helpers/driver-fixtures.js';
import { userOfRole, userWithScreens } from '../helpers/roles.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';

/** A Wednesday well in the past: the figures never depend on the wall clock. */
const DAY = '2026-03-11';
/** An instant of Asia/Jakarta (UTC+7) wall time. */
const jakarta = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
let smpStudent: { intid: number };
const tripIds: Record<string, number> = {};

const driverBody = (n: number) => ({ vccode_driver: `DSB${n}`, vcnip: `1985020200${n}`, vcname: `Sopir Dasbor ${n}`, vcphone: `08130000${n}`, intfungsional: 0 });

async function trip(name: string, values: Omit<typeof trips.$inferInsert, 'routeId'>, routeId: number) {
  const [row] = await t.database.db.insert(trips).values({ ...values, routeId }).returning({ id: trips.id });
  tripIds[name] = row.id;
}
const ride = (tripName: string, studentId: number, inAt: Date | null, outAt: Date | null = null) =>
  t.database.db.insert(boardings).values({ tripId: tripIds[tripName], studentId, inAt, outAt });

beforeAll(async () => {
  t = await startTestApp();
  world = await transportWorld(t);
  const smp = await created(t, '/api/v1/schools', schoolBody(90, { vcnama: 'SMP Negeri 1 Tuban', intjenjangsekolah: 3 }));
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.level, 3)).limit(1);
  smpStudent = await created(t, '/api/v1/students', studentBody('9200000001', smp.intid, kelas.id, 'Dewi Lestari'));
  await t.database.db.update(students).set({ cardPrinted: true }).where(eq(students.id, world.studentA.intid));

  const [d1, d2, d3] = [await created(t, '/api/v1/employee', driverBody(1)), await created(t, '/api/v1/employee', driverBody(2)), await created(t, '/api/v1/employee', driverBody(3))];
  const { busA1, busA2, busB, routeA, routeB, studentA, studentA2, studentB } = world;
  // Two runs of bus A1 on the day; the afternoon one carries student A again.
  await trip('morning', { vehicleId: busA1.intid, driverId: d1.intid, serviceDate: DAY, status: 9, startedAt: jakarta(DAY, '06:00'), stoppedAt: jakarta(DAY, '07:00') }, routeA.intid);
  await trip('afternoon', { vehicleId: busA1.intid, driverId: d1.intid, serviceDate: DAY, status: 9, startedAt: jakarta(DAY, '13:00'), stoppedAt: jakarta(DAY, '14:00') }, routeA.intid);
  // A late run of bus B that started the evening before and stopped after midnight.
  await trip('late', { vehicleId: busB.intid, driverId: d2.intid, serviceDate: '2026-03-10', status: 9, startedAt: jakarta('2026-03-10', '23:30'), stoppedAt: jakarta(DAY, '00:40') }, routeB.intid);
  // Bus A2 reported a problem three days before and has not stopped since.
  await trip('stuck', { vehicleId: busA2.intid, driverId: d3.intid, serviceDate: '2026-03-08', status: 99, note: 'Ban bocor', startedAt: jakarta('2026-03-08', '06:00') }, routeA.intid);
  // The next day's trip counts on none of the day's figures.
  await trip('tomorrow', { vehicleId: busB.intid, driverId: d2.intid, serviceDate: '2026-03-12', status: 9, startedAt: jakarta('2026-03-12', '06:00'), stoppedAt: jakarta('2026-03-12', '07:00') }, routeB.intid);

  await ride('morning', studentA.intid, jakarta(DAY, '06:10'), jakarta(DAY, '06:50'));
  await ride('morning', studentA2.intid, jakarta(DAY, '06:15'));
  // An alighting scanned without its boarding is not a rider.
  await ride('morning', studentB.intid, null, jakarta(DAY, '06:55'));
  await ride('afternoon', studentA.intid, jakarta(DAY, '13:10'));
  await ride('late', studentB.intid, jakarta(DAY, '00:10'));
  await ride('stuck', studentA2.intid, jakarta('2026-03-08', '06:20'));
  await ride('tomorrow', studentB.intid, jakarta('2026-03-12', '06:10'));
  await ride('tomorrow', studentA.intid, jakarta('2026-03-12', '06:11'));
});
afterAll(() => t.close());

const get = async (url: string, token = t.adminToken) => {
  const res = await t.call('GET', `/api/v1${url}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /dashboard/student-progress', () => {
  it('answers the share of students whose card is printed', async () => {
    expect(await get('/dashboard/student-progress')).toEqual({ total: 4, printed: 1, percent: 25 });
    await t.database.db.update(students).set({ cardPrinted: true }).where(eq(students.id, smpStudent.intid));
    expect(await get('/dashboard/student-progress')).toEqual({ total: 4, printed: 2, percent: 50 });
    await t.database.db.update(students).set({ cardPrinted: false }).where(eq(students.id, smpStudent.intid));
  });
});

describe('GET /dashboard/student-statistic', () => {
  it('answers the students of each school level and the students who rode on the day, each once', async () => {
    expect(await get(`/dashboard/student-statistic?date=${DAY}`)).toEqual([
      { vcdesc: 'SD', total: 3, color: expect.stringMatching(/^#/) },
      { vcdesc: 'SMP', total: 1, color: expect.stringMatching(/^#/) },
      { vcdesc: 'SMA / SMK', total: 0, color: expect.stringMatching(/^#/) },
      { vcdesc: 'Penumpang hari ini', total: 2, color: expect.stringMatching(/^#/) },
    ]);
  });

  it('counts a boarding after midnight on a late run for the day the run started', async () => {
    const riders = async (date: string) => (await get(`/dashboard/student-statistic?date=${date}`)).at(-1).total;
    expect(await riders('2026-03-10')).toBe(1);
    expect(await riders('2026-03-12')).toBe(2);
    expect(await riders('2026-03-09')).toBe(0);
  });
});

describe('GET /vehicles/activity', () => {
  it('lists the trips on the road during the day in start order: the day\'s runs, the late run that ended after midnight, the one never stopped', async () => {
    const rows = await get(`/vehicles/activity?date=${DAY}`);
    expect(rows).toEqual([
      {
        intid: tripIds.stuck, vcnama: world.busA2.vcnama, vcnopol: world.busA2.vcnopol, vcdriver: 'Sopir Dasbor 3',
        intstatus: 99, vcstatus: 'Kendala', timestart: jakarta('2026-03-08', '06:00').toISOString(), timestop: null, jmlsiswa: 1,
      },
      {
        intid: tripIds.late, vcnama: world.busB.vcnama, vcnopol: world.busB.vcnopol, vcdriver: 'Sopir Dasbor 2',
        intstatus: 9, vcstatus: 'Selesai', timestart: jakarta('2026-03-10', '23:30').toISOString(), timestop: jakarta(DAY, '00:40').toISOString(), jmlsiswa: 1,
      },
      expect.objectContaining({ intid: tripIds.morning, vcdriver: 'Sopir Dasbor 1', intstatus: 9, jmlsiswa: 2 }),
      expect.objectContaining({ intid: tripIds.afternoon, intstatus: 9, jmlsiswa: 1, timestop: jakarta(DAY, '14:00').toISOString() }),
    ]);
  });

  it('leaves out trips of a later day and trips that had stopped before the day', async () => {
    const ids = (await get('/vehicles/activity?date=2026-03-12')).map((r: { intid: number }) => r.intid);
    expect(ids).toEqual([tripIds.stuck, tripIds.tomorrow]);
    expect((await get('/vehicles/activity?date=2026-03-07')).map((r: { intid: number }) => r.intid)).toEqual([]);
  });
});

describe('GET /dashboard/fleet-attendance', () => {
  it('answers every vehicle with its trips and riders of the day; a vehicle without a trip is not operating', async () => {
    const rows = await get(`/dashboard/fleet-attendance?date=${DAY}`);
    const of = (v: { intid: number }) => rows.find((r: { intid: number }) => r.intid === v.intid);
    expect(rows).toHaveLength(3);
    expect(of(world.busA1)).toEqual({
      intid: world.busA1.intid, vcnama: world.busA1.vcnama, vcnopol: world.busA1.vcnopol, vcrute: world.routeA.vcnama,
      jmltrip: 2, jmlsiswa: 2, intstatus: 9, vcstatus: 'Selesai',
      timestart: jakarta(DAY, '06:00').toISOString(), timestop: jakarta(DAY, '14:00').toISOString(),
    });
    expect(of(world.busA2)).toMatchObject({ jmltrip: 1, jmlsiswa: 1, intstatus: 99, vcstatus: 'Kendala', timestop: null });
    expect(of(world.busB)).toMatchObject({ jmltrip: 1, jmlsiswa: 1, intstatus: 9 });
    const before = await get('/dashboard/fleet-attendance?date=2026-03-01');
    expect(before.map((r: { jmltrip: number; jmlsiswa: number; intstatus: number | null; vcstatus: string }) => [r.jmltrip, r.jmlsiswa, r.intstatus, r.vcstatus])).toEqual([
      [0, 0, null, 'Tidak beroperasi'], [0, 0, null, 'Tidak beroperasi'], [0, 0, null, 'Tidak beroperasi'],
    ]);
  });
});

describe('GET /dashboard/weekly-data', () => {
  it('answers the boardings of each service day of the week up to the day, oldest first, days without any as 0', async () => {
    expect(await get(`/dashboard/weekly-data?date=${DAY}`)).toEqual([
      { vcnama: 'Kamis', dttanggal: '2026-03-05', total: 0 },
      { vcnama: 'Jumat', dttanggal: '2026-03-06', total: 0 },
      { vcnama: 'Sabtu', dttanggal: '2026-03-07', total: 0 },
      { vcnama: 'Minggu', dttanggal: '2026-03-08', total: 1 },
      { vcnama: 'Senin', dttanggal: '2026-03-09', total: 0 },
      { vcnama: 'Selasa', dttanggal: '2026-03-10', total: 1 },
      { vcnama: 'Rabu', dttanggal: DAY, total: 3 },
    ]);
  });

  it('crosses a month\'s end', async () => {
    const days = (await get('/dashboard/weekly-data?date=2026-03-02')).map((d: { dttanggal: string }) => d.dttanggal);
    expect(days).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('the day and who may ask', () => {
  it('takes today of the configured time zone when no day is given', async () => {
    const weekly = await get('/dashboard/weekly-data');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    // Around midnight the request and this line may fall on either side of it.
    expect([today, new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - 60_000))]).toContain(weekly.at(-1).dttanggal);
  });

  it('refuses an impossible day with the period message', async () => {
    for (const date of ['2026-02-30', '11-03-2026', 'kemarin']) {
      const res = await t.call('GET', `/api/v1/vehicles/activity?date=${date}`, { token: t.adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PERIOD_MSG.date);
    }
  });

  const urls = ['/dashboard/student-progress', '/dashboard/student-statistic', '/vehicles/activity', '/dashboard/fleet-attendance', '/dashboard/weekly-data'];

  it('answers 401 without a session, 403 without the dashboard screen or to a driver, 200 with only the dashboard', async () => {
    const other = await userWithScreens(t, ['master.students', 'tracking.live']);
    const dashboardOnly = await userWithScreens(t, ['dashboard.school']);
    const driver = await userOfRole(t, 'DRIVER');
    for (const url of urls) {
      expect((await t.call('GET', `/api/v1${url}`)).statusCode).toBe(401);
      expect((await t.call('GET', `/api/v1${url}`, { token: other.token })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/v1${url}`, { token: driver.token })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/v1${url}`, { token: dashboardOnly.token })).statusCode).toBe(200);
    }
  });
});
