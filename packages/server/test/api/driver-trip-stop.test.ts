import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TRIP_MSG, type BoardingWire, type TripWire } from '@halte/contract';
import { auditLog, boardings, students, trips } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
  world = await transportWorld(t);
});
afterAll(() => t.close());

const start = async (token: string, vehicleId: number) => (await t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: vehicleId } })).json().data as TripWire;
const act = (token: string, tripId: number, action: string, body?: unknown) => t.call('POST', `/api/v1/driver/trips/${tripId}/${action}`, { token, body });
const ridesOf = (tripId: number) => t.database.db.select().from(boardings).where(eq(boardings.tripId, tripId)).orderBy(boardings.id);

describe('stopping a trip with students still aboard', () => {
  it('is refused with who is aboard, and nothing changes', async () => {
    const driver = await signedInDriver(t);
    const trip = await start(driver.token, world.busA1.intid);
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA.vckode, direction: 'in' });
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA2.vckode, direction: 'in' });
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA2.vckode, direction: 'out' });

    const before = await dbFingerprint(t);
    const res = await act(driver.token, trip.intid, 'stop', { declattitude: -6.9, declongitude: 112.05 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRIP_MSG.ridersAboard);
    expect(res.json().riders.map((r: BoardingWire) => [r.vcnama, r.on_board])).toEqual([[world.studentA.vcnama, true]]);
    expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
    const [row] = await t.database.db.select({ status: trips.status }).from(trips).where(eq(trips.id, trip.intid));
    expect(row.status).toBe(1);
    await act(driver.token, trip.intid, 'stop', { alight_all: true });
  });

  it('with alight_all: one alighting each at the phone\'s position and time, marked bulk, audited, the trip ended; a retry changes nothing', async () => {
    const driver = await signedInDriver(t);
    const parent = await signedInMember(t);
    await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, world.studentA.intid));
    const trip = await start(driver.token, world.busA1.intid);
    for (const student of [world.studentA, world.studentB]) await act(driver.token, trip.intid, 'scans', { vckode: student.vckode, direction: 'in' });
    const phoneTime = new Date(Date.now() - 2000).toISOString();

    const res = await act(driver.token, trip.intid, 'stop', { alight_all: true, declattitude: -6.9, declongitude: 112.05, dttime: phoneTime });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TRIP_MSG.stopped, data: { intstatus: 9, jmlsiswa: 2 } });
    const rides = await ridesOf(trip.intid);
    expect(rides).toHaveLength(2);
    for (const ride of rides) {
      expect(ride).toMatchObject({ outLatitude: -6.9, outLongitude: 112.05, bulkAlighted: true, outClientId: null });
      // Never before the boarding: the phone's time, or the boarding's when that came later.
      expect(ride.outAt!.getTime()).toBe(Math.max(Date.parse(phoneTime), ride.inAt!.getTime()));
    }
    const [audited] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entityId, String(trip.intid)))).orderBy(auditLog.id).limit(1).offset(1);
    expect(audited.after).toMatchObject({ intstatus: 9, bulk_alighted: rides.map((r) => r.id) });

    // The parent sees the child off the bus, with the time.
    const child = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data.find((c: { intid: number }) => c.intid === world.studentA.intid);
    const ride = child.perjalanan_hari_ini.find((r: { inttrip_id: number }) => r.inttrip_id === trip.intid);
    expect(ride.dtout).toBe(rides.find((r) => r.studentId === world.studentA.intid)!.outAt!.toISOString());

    // The staff's report of the day shows who left in bulk.
    const detail = await t.call('GET', `/api/v1/report/bus/detail/${world.busA1.intid}/${trip.dtservice}`, { token: t.adminToken });
    expect(detail.json().data.filter((b: BoardingWire) => b.inttrip_id === trip.intid).map((b: BoardingWire) => b.bulk_alighted)).toEqual([true, true]);

    const before = await dbFingerprint(t);
    const again = await act(driver.token, trip.intid, 'stop', { alight_all: true, dttime: new Date().toISOString() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRIP_MSG.finished);
    expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
  });

  it('with the vehicle\'s last position and the server\'s time when the phone sends neither', async () => {
    const driver = await signedInDriver(t);
    const trip = await start(driver.token, world.busA2.intid);
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA.vckode, direction: 'in' });
    await t.app.tracking.ingest([{ vehicleId: world.busA2.intid, time: new Date(), latitude: -6.88, longitude: 112.04 }], 'demo');
    const sent = Date.now();
    const res = await act(driver.token, trip.intid, 'stop', { alight_all: true });
    expect(res.statusCode, res.body).toBe(200);
    const [ride] = await ridesOf(trip.intid);
    expect(ride).toMatchObject({ outLatitude: -6.88, outLongitude: 112.04, bulkAlighted: true });
    expect(ride.outAt!.toISOString()).toBe(res.json().data.timestop);
    expect(ride.outAt!.getTime()).toBeGreaterThanOrEqual(sent - 1000);
  });

  it('refuses a phone time far ahead of the server\'s clock, writing nothing', async () => {
    const driver = await signedInDriver(t);
    const trip = await start(driver.token, world.busB.intid);
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentB.vckode, direction: 'in' });
    const before = await dbFingerprint(t);
    const res = await act(driver.token, trip.intid, 'stop', { alight_all: true, dttime: new Date(Date.now() + 3600_000).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TRIP_MSG.timeInFuture);
    expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
    expect((await act(driver.token, trip.intid, 'stop', { alight_all: 'ya' })).json().message).toBe(TRIP_MSG.alightAllInvalid);
    await act(driver.token, trip.intid, 'stop', { alight_all: true });
  });

  it('without riders aboard ends the trip as before, alighting no one', async () => {
    const driver = await signedInDriver(t);
    const trip = await start(driver.token, world.busA1.intid);
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA2.vckode, direction: 'in' });
    await act(driver.token, trip.intid, 'scans', { vckode: world.studentA2.vckode, direction: 'out' });
    const [alighted] = await ridesOf(trip.intid);
    const res = await act(driver.token, trip.intid, 'stop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: TRIP_MSG.stopped, data: { intstatus: 9 } });
    expect(await ridesOf(trip.intid)).toEqual([alighted]);
    expect(alighted.bulkAlighted).toBe(false);
  });
});
