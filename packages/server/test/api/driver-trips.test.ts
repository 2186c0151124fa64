import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MSG, TRIP_MSG, type TripWire, calendarDateIn, zonedInstant } from '@halte/contract';
import { boardings, drivers, notifications, trips, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { userOfRole } from '../helpers/roles.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
  world = await transportWorld(t);
});
afterAll(() => t.close());

const start = (token: string, vehicleId: number, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: vehicleId, ...extra } });
const act = (token: string, tripId: number, action: string, body?: unknown) => t.call('POST', `/api/v1/driver/trips/${tripId}/${action}`, { token, body });

/** Expects the request to be refused with that status and message, having written nothing. */
async function refusedUnchanged(send: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number, message: string) {
  const before = await dbFingerprint(t);
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
  expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
}

/** Finishes every running trip, so each test starts from a fleet at rest. */
async function stopAll() {
  await t.database.db.update(trips).set({ status: 9, stoppedAt: new Date() }).where(eq(trips.status, 1));
  await t.database.db.update(trips).set({ status: 9, stoppedAt: new Date() }).where(eq(trips.status, 99));
}

describe('GET /driver/me', () => {
  it('answers the driver, every vehicle with whether it is on the road, and their trips of today', async () => {
    const driver = await signedInDriver(t);
    const res = await t.call('GET', '/api/v1/driver/me', { token: driver.token });
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().data;
    expect(me.driver).toMatchObject({ intid: driver.id, vcname: driver.name });
    expect(me.vehicles.map((v: { intid: number }) => v.intid)).toEqual(expect.arrayContaining([world.busA1.intid, world.busA2.intid, world.busB.intid]));
    expect(me.current).toBeNull();
    expect(me.trips).toEqual([]);

    const trip = (await start(driver.token, world.busA1.intid)).json().data as TripWire;
    const after = (await t.call('GET', '/api/v1/driver/me', { token: driver.token })).json().data;
    expect(after.current).toMatchObject({ intid: trip.intid, intstatus: 1, vcstatus: 'Beroperasi' });
    expect(after.trips.map((x: TripWire) => x.intid)).toEqual([trip.intid]);
    expect(after.vehicles.find((v: { intid: number }) => v.intid === world.busA1.intid).running).toBe(true);
    expect(after.vehicles.find((v: { intid: number }) => v.intid === world.busB.intid).running).toBe(false);
    await stopAll();
  });

  it('tells a DRIVER account that no driver record names to ask the administrator', async () => {
    const orphan = await userOfRole(t, 'DRIVER');
    await refusedUnchanged(() => t.call('GET', '/api/v1/driver/me', { token: orphan.token }), 409, TRIP_MSG.noDriver);
    await refusedUnchanged(() => start(orphan.token, world.busA1.intid), 409, TRIP_MSG.noDriver);
  });
});

describe('who may call the driver app', () => {
  const calls: [string, string][] = [
    ['GET', '/api/v1/driver/me'],
    ['POST', '/api/v1/driver/trips'],
    ['GET', '/api/v1/driver/trips/1'],
    ['POST', '/api/v1/driver/trips/1/problem'],
    ['POST', '/api/v1/driver/trips/1/resume'],
    ['POST', '/api/v1/driver/trips/1/stop'],
    ['POST', '/api/v1/driver/trips/1/scans'],
    ['GET', '/api/v1/driver/trips/1/students'],
  ];

  it('nobody without a session (401), no staff role, ADMIN included (403)', async () => {
    const operator = await userOfRole(t, 'OPERATOR');
    for (const [method, url] of calls) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      for (const token of [t.adminToken, operator.token]) {
        const res = await t.call(method, url, { token, body: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
      }
    }
  });

  it("a driver is refused the back office's calls", async () => {
    const driver = await signedInDriver(t);
    for (const url of ['/api/v1/vehicles', '/api/v1/students', '/api/v1/employee']) {
      expect((await t.call('GET', url, { token: driver.token })).statusCode, url).toBe(403);
    }
  });
});

describe('starting a trip', () => {
  it("starts on the vehicle's route and today's service date, at the vehicle's latest position", async () => {
    const driver = await signedInDriver(t);
    await t.app.tracking.ingest([{ vehicleId: world.busA2.intid, time: new Date(Date.now() - 30_000), latitude: -6.89, longitude: 112.05 }], 'demo');
    const res = await start(driver.token, world.busA2.intid);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(TRIP_MSG.started);
    expect(res.json().data).toMatchObject({
      intvehicle_id: world.busA2.intid,
      vcnopol: world.busA2.vcnopol,
      intrute_angkutan_id: world.routeA.intid,
      vcrute: world.routeA.vcnama,
      intdriver_id: driver.id,
      vcdriver: driver.name,
      dtservice: calendarDateIn(t.config.timeZone),
      intstatus: 1,
      vcstatus: 'Beroperasi',
      declattitude_start: -6.89,
      declongitude_start: 112.05,
      timestop: null,
      jmlsiswa: 0,
    });
    await stopAll();
  });

  it("keeps the phone's position when it sends one", async () => {
    const driver = await signedInDriver(t);
    const res = await start(driver.token, world.busB.intid, { declattitude: -6.9, declongitude: 112.06 });
    expect(res.json().data).toMatchObject({ declattitude_start: -6.9, declongitude_start: 112.06 });
    await stopAll();
  });

  it('refuses a second running trip of the vehicle or of the driver (409), writing nothing', async () => {
    const first = await signedInDriver(t);
    const second = await signedInDriver(t);
    expect((await start(first.token, world.busA1.intid)).statusCode).toBe(201);
    await refusedUnchanged(() => start(second.token, world.busA1.intid), 409, TRIP_MSG.vehicleRunning);
    await refusedUnchanged(() => start(first.token, world.busB.intid), 409, TRIP_MSG.driverRunning);
    await refusedUnchanged(() => start(first.token, 2147483647), 400, TRIP_MSG.vehicleNotFound);
    await stopAll();
  });

  it("a trip left running on an earlier day is finished at its last scan when the bus or its driver starts today", async () => {
    const forgetful = await signedInDriver(t);
    const next = await signedInDriver(t);
    const old = (await start(forgetful.token, world.busA1.intid)).json().data as TripWire;
    expect((await act(forgetful.token, old.intid, 'scans', { vckode: world.studentA.vckode, direction: 'in' })).statusCode).toBe(201);
    // The trip and its scan move to two days ago; the driver never pressed Selesai.
    const [year, month, day] = calendarDateIn(t.config.timeZone, new Date(Date.now() - 2 * 86_400_000)).split('-').map(Number);
    const startedAt = zonedInstant({ year, month, day, hour: 6 }, t.config.timeZone);
    const lastScan = zonedInstant({ year, month, day, hour: 7 }, t.config.timeZone);
    await t.database.db.update(trips).set({ serviceDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, startedAt }).where(eq(trips.id, old.intid));
    await t.database.db.update(boardings).set({ inAt: lastScan }).where(eq(boardings.tripId, old.intid));

    const today = await start(next.token, world.busA1.intid);
    expect(today.statusCode, today.body).toBe(201);
    const [closed] = await t.database.db.select().from(trips).where(eq(trips.id, old.intid));
    expect(closed.status).toBe(9);
    expect(closed.stoppedAt?.toISOString()).toBe(lastScan.toISOString());
    // Today's running trip is not touched by the next start: still refused.
    await refusedUnchanged(() => start(forgetful.token, world.busA1.intid), 409, TRIP_MSG.vehicleRunning);
    await stopAll();
    // The ride counts of the scan tests below start from none.
    await t.database.db.delete(trips).where(eq(trips.id, old.intid));
  });

  it('lets exactly one of two concurrent starts win, for one vehicle and for one driver', async () => {
    const a = await signedInDriver(t);
    const b = await signedInDriver(t);
    const sameVehicle = await Promise.all([start(a.token, world.busB.intid), start(b.token, world.busB.intid)]);
    expect(sameVehicle.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameVehicle.find((r) => r.statusCode === 409)!.json().message).toBe(TRIP_MSG.vehicleRunning);
    await stopAll();

    const sameDriver = await Promise.all([start(a.token, world.busA1.intid), start(a.token, world.busA2.intid)]);
    expect(sameDriver.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameDriver.find((r) => r.statusCode === 409)!.json().message).toBe(TRIP_MSG.driverRunning);
    const running = await t.database.db.select().from(trips).where(eq(trips.driverId, a.id));
    expect(running.filter((r) => r.status === 1)).toHaveLength(1);
    await stopAll();
  });
});

describe('a trip through its statuses', () => {
  it('problem (staff told), resume, stop; a move that makes no sense answers 409', async () => {
    const driver = await signedInDriver(t);
    const operator = await userOfRole(t, 'OPERATOR');
    const trip = (await start(driver.token, world.busA1.intid)).json().data as TripWire;
    await refusedUnchanged(() => act(driver.token, trip.intid, 'resume'), 409, TRIP_MSG.noProblem);

    const problem = await act(driver.token, trip.intid, 'problem', { vcnote: 'Ban bocor di Jl. Basuki Rahmat' });
    expect(problem.statusCode, problem.body).toBe(200);
    expect(problem.json()).toMatchObject({ message: TRIP_MSG.problemReported, data: { intstatus: 99, vcstatus: 'Kendala', vcnote: 'Ban bocor di Jl. Basuki Rahmat' } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'trip-problem'));
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const toldUsers = told.map((n) => n.userId);
    expect(toldUsers).toEqual(expect.arrayContaining([operator.userId, admin.id]));
    const [account] = await t.database.db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, driver.id));
    expect(toldUsers).not.toContain(account.userId);
    expect(told.find((n) => n.userId === operator.userId)).toMatchObject({ title: `${TRIP_MSG.problemTitle}: ${world.busA1.vcnopol}`, body: expect.stringContaining('Ban bocor') });
    const bell = (await t.call('GET', '/api/v1/notifications', { token: operator.token })).json();
    expect(bell.data[0]).toMatchObject({ kind: 'trip-problem', is_read: false });
    await refusedUnchanged(() => act(driver.token, trip.intid, 'problem', { vcnote: 'lagi' }), 409, TRIP_MSG.alreadyProblem);
    await refusedUnchanged(() => act(driver.token, trip.intid, 'problem', { vcnote: '  ' }), 400, TRIP_MSG.noteRequired);

    const resumed = await act(driver.token, trip.intid, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ message: TRIP_MSG.resumed, data: { intstatus: 1 } });

    const stopped = await act(driver.token, trip.intid, 'stop', { declattitude: -6.88, declongitude: 112.04 });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ message: TRIP_MSG.stopped, data: { intstatus: 9, vcstatus: 'Selesai', declattitude_stop: -6.88, declongitude_stop: 112.04 } });
    expect(new Date(stopped.json().data.timestop).getTime()).toBeGreaterThanOrEqual(new Date(stopped.json().data.timestart).getTime());
    for (const action of ['stop', 'resume']) await refusedUnchanged(() => act(driver.token, trip.intid, action), 409, TRIP_MSG.finished);
    await refusedUnchanged(() => act(driver.token, trip.intid, 'problem', { vcnote: 'Mogok' }), 409, TRIP_MSG.finished);

    // Stopped, the vehicle and the driver are free again.
    expect((await start(driver.token, world.busA1.intid)).statusCode).toBe(201);
    await stopAll();
  });

  it("another driver's trip is not found", async () => {
    const owner = await signedInDriver(t);
    const other = await signedInDriver(t);
    const trip = (await start(owner.token, world.busB.intid)).json().data as TripWire;
    for (const [action, body] of [['problem', { vcnote: 'x' }], ['resume', undefined], ['stop', undefined], ['scans', { vckode: world.studentB.vckode, direction: 'in' }]] as const) {
      await refusedUnchanged(() => act(other.token, trip.intid, action, body), 404, MSG.notFound);
    }
    for (const url of [`/api/v1/driver/trips/${trip.intid}`, `/api/v1/driver/trips/${trip.intid}/students`]) {
      expect((await t.call('GET', url, { token: other.token })).statusCode).toBe(404);
      expect((await t.call('GET', url, { token: owner.token })).statusCode).toBe(200);
    }
    await stopAll();
  });
});

describe('scans', () => {
  let driver: Awaited<ReturnType<typeof signedInDriver>>;
  let trip: TripWire;
  const scan = (body: Record<string, unknown>, tripId = trip.intid, token = driver.token) => t.call('POST', `/api/v1/driver/trips/${tripId}/scans`, { token, body });
  const ridesOf = (studentId: number) => t.database.db.select().from(boardings).where(eq(boardings.studentId, studentId));

  beforeAll(async () => {
    await stopAll();
    driver = await signedInDriver(t);
    trip = (await start(driver.token, world.busA1.intid, { declattitude: -6.88, declongitude: 112.04 })).json().data;
  });

  it('boards a student by card; the same scan again, or a second "in", changes nothing', async () => {
    const first = await scan({ vckode: world.studentA.vckode, direction: 'in', client_id: 'hp-1', declattitude: -6.881, declongitude: 112.041 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: TRIP_MSG.boarded,
      changed: true,
      data: { intsiswa_id: world.studentA.intid, vcnama: world.studentA.vcnama, vcsekolah: world.schoolA.vcnama, on_board: true, timeout: null, declattitude_in: -6.881 },
    });
    expect(first.json().warning).toBeUndefined();

    for (const again of [{ client_id: 'hp-1' }, { client_id: 'hp-2' }, {}]) {
      const before = await dbFingerprint(t);
      const res = await scan({ vckode: world.studentA.vckode, direction: 'in', ...again });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: TRIP_MSG.unchanged, changed: false, data: first.json().data });
      expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
    }
    expect(await ridesOf(world.studentA.intid)).toHaveLength(1);
  });

  it('applies a scan and its retry sent at the same moment once', async () => {
    const body = { vckode: world.studentA2.vckode, direction: 'in', client_id: 'retry-1' };
    const both = await Promise.all([scan(body), scan(body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await ridesOf(world.studentA2.intid)).toHaveLength(1);
    await t.database.db.delete(boardings).where(eq(boardings.studentId, world.studentA2.intid));
  });

  it("boards a student whose scan carries a client id another student's scan used", async () => {
    expect((await scan({ vckode: world.studentA2.vckode, direction: 'in', client_id: 'shared-1' })).statusCode).toBe(201);
    const res = await scan({ vckode: world.studentB.vckode, direction: 'in', client_id: 'shared-1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ changed: true, data: { intsiswa_id: world.studentB.intid, on_board: true } });
    expect(await ridesOf(world.studentB.intid)).toHaveLength(1);
    await t.database.db.delete(boardings).where(inArray(boardings.studentId, [world.studentA2.intid, world.studentB.intid]));
  });

  it('alights the student on "out"; a repeated "out" changes nothing', async () => {
    const out = await scan({ vckode: world.studentA.vckode, direction: 'out', client_id: 'hp-3' });
    expect(out.statusCode).toBe(201);
    expect(out.json()).toMatchObject({ message: TRIP_MSG.alighted, data: { on_board: false, timein: expect.any(String), timeout: expect.any(String) } });
    const again = await scan({ vckode: world.studentA.vckode, direction: 'out', client_id: 'hp-3' });
    expect(again.statusCode).toBe(200);
    expect((await scan({ vckode: world.studentA.vckode, direction: 'out' })).statusCode).toBe(200);
    expect(await ridesOf(world.studentA.intid)).toHaveLength(1);
  });

  it('answers 404 for an unknown card and writes nothing', async () => {
    await refusedUnchanged(() => scan({ vckode: '0000000001', direction: 'in' }), 404, TRIP_MSG.unknownCard);
    await refusedUnchanged(() => scan({ intsiswa_id: 2147483647, direction: 'in' }), 404, TRIP_MSG.studentNotFound);
  });

  it('boards a student of another route, with a warning', async () => {
    const res = await scan({ vckode: world.studentB.vckode, direction: 'in' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ changed: true, warning: TRIP_MSG.offRoute, data: { intsiswa_id: world.studentB.intid, on_board: true } });
  });

  it('checks a student in by id when the card is forgotten, and lists who rode and who is expected', async () => {
    const res = await scan({ intsiswa_id: world.studentA2.intid, direction: 'in' });
    expect(res.statusCode).toBe(201);
    const list = await t.call('GET', `/api/v1/driver/trips/${trip.intid}/students`, { token: driver.token });
    expect(list.statusCode).toBe(200);
    const { boardings: rides, expected } = list.json().data;
    expect(rides.map((r: { intsiswa_id: number; on_board: boolean }) => [r.intsiswa_id, r.on_board])).toEqual([
      [world.studentA.intid, false],
      [world.studentB.intid, true],
      [world.studentA2.intid, true],
    ]);
    // Route A's school only (school B is served by route B), by name.
    expect(expected.map((s: { intsiswa_id: number; on_board: boolean }) => [s.intsiswa_id, s.on_board])).toEqual([
      [world.studentA.intid, false],
      [world.studentA2.intid, true],
    ]);
    const now = (await t.call('GET', `/api/v1/driver/trips/${trip.intid}`, { token: driver.token })).json().data;
    expect(now.jmlsiswa).toBe(3);
  });

  it('records an "out" without an "in" as the alighting alone', async () => {
    const other = await signedInDriver(t);
    const tripB = (await start(other.token, world.busB.intid)).json().data as TripWire;
    const res = await scan({ vckode: world.studentB.vckode, direction: 'out' }, tripB.intid, other.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ timein: null, timeout: expect.any(String), on_board: false });
    expect((await t.call('GET', `/api/v1/driver/trips/${tripB.intid}`, { token: other.token })).json().data.jmlsiswa).toBe(0);
    await act(other.token, tripB.intid, 'stop');
  });

  it("keeps the phone's time of a scan uploaded late, with the vehicle's position at that time", async () => {
    // Twenty minutes ago, or half way back to midnight when the day is younger: a scan before the
    // trip's day is refused, and this test must not depend on the hour it runs at.
    const [year, month, day] = calendarDateIn(t.config.timeZone).split('-').map(Number);
    const midnight = zonedInstant({ year, month, day }, t.config.timeZone).getTime();
    const twentyMinutesAgo = new Date(Math.round(Math.max(Date.now() - 20 * 60_000, (midnight + Date.now()) / 2)));
    await t.app.tracking.ingest([
      { vehicleId: world.busA1.intid, time: new Date(twentyMinutesAgo.getTime() - 60_000), latitude: -6.87, longitude: 112.03 },
      { vehicleId: world.busA1.intid, time: new Date(), latitude: -6.8, longitude: 112.0 },
    ], 'demo');
    const res = await scan({ vckode: world.studentA.vckode, direction: 'in', dttime: twentyMinutesAgo.toISOString(), client_id: 'late-1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ timein: twentyMinutesAgo.toISOString(), declattitude_in: -6.87, declongitude_in: 112.03 });
  });

  it('refuses a time in the future or before the trip\'s day (400), writing nothing', async () => {
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    await refusedUnchanged(() => scan({ vckode: world.studentA2.vckode, direction: 'out', dttime: future }), 400, TRIP_MSG.timeInFuture);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000).toISOString();
    await refusedUnchanged(() => scan({ vckode: world.studentA2.vckode, direction: 'out', dttime: twoDaysAgo }), 400, TRIP_MSG.timeBeforeTrip);
    await refusedUnchanged(() => scan({ vckode: world.studentA2.vckode, direction: 'out', dttime: 'kemarin' }), 400, TRIP_MSG.timeInvalid);
    await refusedUnchanged(() => scan({ vckode: world.studentA2.vckode, intsiswa_id: world.studentA2.intid, direction: 'in' }), 400, TRIP_MSG.cardOrStudent);
    await refusedUnchanged(() => scan({ vckode: world.studentA2.vckode, direction: 'naik' }), 400, TRIP_MSG.directionInvalid);
  });

  it('takes scans a phone uploads after the stop when they happened before it', async () => {
    // After the boarding, before the stop.
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await act(driver.token, trip.intid, 'stop', { alight_all: true })).statusCode).toBe(200);
    // The student's own alighting, from before the stop, replaces the one the stop made in bulk.
    const late = await scan({ vckode: world.studentA2.vckode, direction: 'out', dttime: before });
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ timeout: before, on_board: false, bulk_alighted: false });
    await refusedUnchanged(() => scan({ vckode: world.studentB.vckode, direction: 'out' }), 409, TRIP_MSG.finished);
    await refusedUnchanged(() => scan({ vckode: world.studentB.vckode, direction: 'out', dttime: new Date().toISOString() }), 400, TRIP_MSG.timeAfterStop);
  });
});
