import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { EXPECTED_LIMIT, type TripWire } from '@halte/contract';
import { auditLog, classes, drivers, notifications, students, trips } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
  world = await transportWorld(t);
});
afterAll(() => t.close());

const start = (token: string, vehicleId: number) => t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: vehicleId } });
const act = (token: string, tripId: number, action: string, body?: unknown) => t.call('POST', `/api/v1/driver/trips/${tripId}/${action}`, { token, body });
const auditOf = (tripId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entityId, String(tripId)))).orderBy(asc(auditLog.id));
const problemNotices = () => t.database.db.select().from(notifications).where(eq(notifications.kind, 'trip-problem'));

describe("a trip's records", () => {
  it('audits the start, problem, resume and stop with the trip before and after, by the driver; scans add no audit row', async () => {
    const driver = await signedInDriver(t);
    const trip = (await start(driver.token, world.busA1.intid)).json().data as TripWire;
    await act(driver.token, trip.intid, 'problem', { vcnote: 'Mesin panas' });
    await act(driver.token, trip.intid, 'resume');
    expect((await act(driver.token, trip.intid, 'scans', { vckode: world.studentA.vckode, direction: 'in' })).statusCode).toBe(201);
    await act(driver.token, trip.intid, 'stop', { alight_all: true });

    const rows = await auditOf(trip.intid);
    const [account] = await t.database.db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, driver.id));
    expect(rows.map((r) => r.userId)).toEqual(Array(4).fill(account.userId));
    const statuses = rows.map((r) => [r.action, (r.before as TripWire | null)?.intstatus ?? null, (r.after as TripWire).intstatus]);
    expect(statuses).toEqual([
      ['create', null, 1],
      ['update', 1, 99],
      ['update', 99, 1],
      ['update', 1, 9],
    ]);
    expect((rows[1].after as TripWire).vcnote).toBe('Mesin panas');
    expect((rows[3].after as TripWire).jmlsiswa).toBe(1);
  });

  it('a refused move writes no audit row', async () => {
    const driver = await signedInDriver(t);
    const trip = (await start(driver.token, world.busB.intid)).json().data as TripWire;
    expect((await act(driver.token, trip.intid, 'resume')).statusCode).toBe(409);
    expect(await auditOf(trip.intid)).toHaveLength(1);
    await act(driver.token, trip.intid, 'stop');
  });

  it('stores the problem and its notice to staff together: when the notice cannot be stored, the trip stays as it was', async () => {
    const driver = await signedInDriver(t);
    const trip = (await start(driver.token, world.busA1.intid)).json().data as TripWire;
    const noticesBefore = (await problemNotices()).length;
    const store = vi.spyOn(t.app.notificationStore, 'store').mockRejectedValueOnce(new Error('disk full'));
    const push = vi.spyOn(t.app.notificationPusher, 'push');
    try {
      const failed = await act(driver.token, trip.intid, 'problem', { vcnote: 'Rem blong' });
      expect(failed.statusCode).toBe(500);
      const [row] = await t.database.db.select().from(trips).where(eq(trips.id, trip.intid));
      expect(row).toMatchObject({ status: 1, note: '' });
      expect(await problemNotices()).toHaveLength(noticesBefore);
      expect(await auditOf(trip.intid)).toHaveLength(1);
      expect(push).not.toHaveBeenCalled();

      const told = await act(driver.token, trip.intid, 'problem', { vcnote: 'Rem blong' });
      expect(told.statusCode).toBe(200);
      expect((await problemNotices()).length).toBeGreaterThan(noticesBefore);
      expect(push).toHaveBeenCalledTimes(1);
    } finally {
      store.mockRestore();
      push.mockRestore();
    }
    await act(driver.token, trip.intid, 'stop');
  });
});

describe('the check-in-by-name list of a route with 2,000 students', () => {
  let driver: Awaited<ReturnType<typeof signedInDriver>>;
  let trip: TripWire;
  const list = (query = '') => t.call('GET', `/api/v1/driver/trips/${trip.intid}/students${query}`, { token: driver.token });

  beforeAll(async () => {
    const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).limit(1);
    const rows = Array.from({ length: 1998 }, (_, i) => ({
      nisn: String(9_200_000_000 + i),
      fullName: `Murid ${String(i).padStart(4, '0')}`,
      address: 'Tuban',
      sex: 1,
      schoolId: world.schoolA.intid as number,
      classId: kelas.id,
      parentName: 'Wali',
      parentPhone: '081200000000',
    }));
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(students).values(rows.slice(i, i + 500));
    driver = await signedInDriver(t);
    trip = (await start(driver.token, world.busA1.intid)).json().data;
    await act(driver.token, trip.intid, 'scans', { vckode: '9200000007', direction: 'in' });
  });
  afterAll(() => act(driver.token, trip.intid, 'stop', { alight_all: true }));

  it('answers the first names only, with how many there are', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.expected_total).toBe(2000);
    expect(data.expected).toHaveLength(EXPECTED_LIMIT.default);
    expect(data.expected[0].vcnama).toBe(world.studentA.vcnama);
    expect(data.expected.find((s: { vcnisn: string }) => s.vcnisn === '9200000007')).toMatchObject({ on_board: true });
    expect(data.boardings).toHaveLength(1);
    expect((await list(`?limit=${EXPECTED_LIMIT.max}`)).json().data.expected).toHaveLength(EXPECTED_LIMIT.max);
  });

  it('finds a student by part of the name or the NISN', async () => {
    const byName = (await list('?q=murid%20012')).json().data;
    expect(byName.expected_total).toBe(10);
    expect(byName.expected.map((s: { vcnama: string }) => s.vcnama)).toEqual(Array.from({ length: 10 }, (_, i) => `Murid 012${i}`));
    const byCard = (await list('?q=9200001997')).json().data;
    expect(byCard.expected).toEqual([expect.objectContaining({ vcnama: 'Murid 1997', on_board: false })]);
    const none = (await list('?q=tidak%20ada')).json().data;
    expect(none).toMatchObject({ expected: [], expected_total: 0, boardings: [expect.objectContaining({ vcnisn: '9200000007' })] });
  });

  it('refuses a limit beyond the cap with a clear message', async () => {
    for (const limit of [0, EXPECTED_LIMIT.max + 1, 'semua']) {
      const res = await list(`?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Batas daftar siswa 1 sampai ${EXPECTED_LIMIT.max}.`);
    }
  });
});
