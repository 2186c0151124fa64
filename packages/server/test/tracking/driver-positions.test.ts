import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, INTAKE_MSG, type TripWire } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userOfRole, userWithScreens, type TestUser } from '../helpers/roles.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { positions, trips, vehiclePositions } from '../../src/db/schema/index.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
/** A DRIVER account without a driver record (the account's own calls). */
let driver: TestUser;
/** A driver on the road with `vehicleId` since four hours ago. */
let onTrip: { token: string };
let vehicleId: number;

const HOUR = 3_600_000;

/** Starts a trip of the driver on the vehicle, then sets when it started (and stopped). */
async function tripOf(token: string, vehicle: number, startedAgo: number, stoppedAgo?: number) {
  const res = await t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: vehicle } });
  expect(res.statusCode, res.body).toBe(201);
  const trip = res.json().data as TripWire;
  const stop = stoppedAgo === undefined ? {} : { status: 9, stoppedAt: new Date(Date.now() - stoppedAgo) };
  await t.database.db.update(trips).set({ startedAt: new Date(Date.now() - startedAgo), ...stop }).where(eq(trips.id, trip.intid));
  return trip;
}

beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
  world = await transportWorld(t);
  driver = await userOfRole(t, 'DRIVER');
  onTrip = await signedInDriver(t);
  vehicleId = world.busA1.intid;
  await tripOf(onTrip.token, vehicleId, 4 * HOUR);
});
afterAll(() => t.close());

const URL = '/api/v1/driver/positions';
const countOf = async (id: number) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(eq(positions.vehicleId, id)))[0].n;
const count = () => countOf(vehicleId);
const latestOf = async (id: number) => (await t.database.db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, id)))[0];
/** `n` positions a second apart, ending a minute ago. */
const batch = (n: number, from = Date.now() - 60_000 - n * 1000) =>
  Array.from({ length: n }, (_, i) => ({ dttime: new Date(from + i * 1000).toISOString(), declattitude: -6.88 + i * 1e-5, declongitude: 112.04, speed: 25, heading: 90, battery: 70, client_id: `p${i}` }));
const send = (token: string, vehicle: number, list: unknown[]) => t.call('POST', URL, { token, body: { intvehicle_id: vehicle, positions: list } });

describe('POST /driver/positions', () => {
  it('stores a batch sent by a driver and says what became of each position', async () => {
    const positionsSent = batch(500);
    const res = await send(onTrip.token, vehicleId, positionsSent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: 500, stored: 500, duplicates: 0, filtered: 0 } });
    expect(await count()).toBe(500);
    const [latest] = await t.database.db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, vehicleId));
    expect(latest).toMatchObject({ time: new Date(positionsSent[499].dttime), speedKmh: 25, battery: 70 });
  });

  it('sent again (a retry after a lost answer), the batch is all duplicates; zero and future positions are filtered', async () => {
    const again = batch(3, Date.now() - 3_600_000);
    await send(onTrip.token, vehicleId, again);
    const before = await count();
    const latest = await latestOf(vehicleId);
    const ahead = (ms: number) => ({ ...again[0], dttime: new Date(Date.now() + ms).toISOString(), declattitude: -7.2575, declongitude: 112.7521 });
    const zero = { ...again[0], dttime: new Date().toISOString(), declattitude: 0, declongitude: 0 };
    const res = await send(onTrip.token, vehicleId, [...again, ahead(2 * 86_400_000), ahead((23 * 60 + 58) * 60_000), ahead(10 * 60_000), zero]);
    expect(res.json()).toEqual({ data: { received: 7, stored: 0, duplicates: 3, filtered: 4 } });
    expect(await count()).toBe(before);
    expect(await latestOf(vehicleId)).toEqual(latest);
  });

  it('an unknown vehicle answers 404, nothing stored', async () => {
    const res = await send(onTrip.token, 999999, batch(2));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: INTAKE_MSG.vehicleNotFound });
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(eq(positions.vehicleId, 999999)))[0].n).toBe(0);
  });

  it('more than 1,000 positions, an empty list or one bad value answers 400 and stores none of the batch', async () => {
    const before = await count();
    const bad = batch(3, Date.now() - 7_200_000);
    const cases: [unknown[], string][] = [
      [batch(1001, Date.now() - 10_000_000), INTAKE_MSG.tooManyPositions(1000)],
      [[], INTAKE_MSG.positionsRequired],
      [[...bad.slice(0, 2), { ...bad[2], declattitude: 'utara' }], INTAKE_MSG.invalidOf('declattitude')],
      [[...bad.slice(0, 2), { ...bad[2], declongitude: 190 }], INTAKE_MSG.invalidOf('declongitude')],
      [[...bad.slice(0, 2), { ...bad[2], dttime: '23-11-2026' }], INTAKE_MSG.invalidOf('dttime')],
      [[...bad.slice(0, 2), { ...bad[2], speed: undefined }], INTAKE_MSG.invalidOf('speed')],
    ];
    for (const [list, message] of cases) {
      const res = await send(onTrip.token, vehicleId, list);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('without a token 401; staff roles, the administrator included, 403', async () => {
    const body = { intvehicle_id: vehicleId, positions: batch(1) };
    expect((await t.call('POST', URL, { body })).statusCode).toBe(401);
    const operator = await userOfRole(t, 'OPERATOR');
    const tracker = await userWithScreens(t, ['tracking.live']);
    for (const token of [t.adminToken, operator.token, tracker.token]) {
      const res = await t.call('POST', URL, { token, body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
  });
});

describe("a driver's positions belong to the driver's own trips", () => {
  it("another vehicle than their trip's: 403, nothing stored", async () => {
    const other = world.busB.intid;
    const before = await countOf(other);
    const res = await send(onTrip.token, other, batch(5));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INTAKE_MSG.otherVehicle });
    expect(await countOf(other)).toBe(before);
    expect(await latestOf(other)).toBeUndefined();
  });

  it('a driver with no trip: 409, nothing stored', async () => {
    const idle = await signedInDriver(t);
    const before = await countOf(world.busB.intid);
    const res = await send(idle.token, world.busB.intid, batch(5));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: INTAKE_MSG.noTrip });
    expect(await countOf(world.busB.intid)).toBe(before);
  });

  it("a trip's queued positions uploaded after it ended are stored as history, the bus's current position untouched", async () => {
    const queued = await signedInDriver(t);
    const bus = world.busA2.intid;
    await tripOf(queued.token, bus, HOUR, 30 * 60_000);
    // Another driver has the bus now, its position reported a moment ago.
    const now = await signedInDriver(t);
    await tripOf(now.token, bus, 20 * 60_000);
    expect((await send(now.token, bus, batch(1, Date.now() - 5_000))).json().data).toMatchObject({ stored: 1 });
    const current = await latestOf(bus);

    const during = batch(10, Date.now() - 45 * 60_000);
    const res = await send(queued.token, bus, during);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: 10, stored: 10, duplicates: 0, filtered: 0 } });
    expect(await latestOf(bus)).toEqual(current);
  });

  it("an ended trip's positions outside its start..stop are filtered in a mixed batch, a batch of only those refused (409)", async () => {
    const ended = await signedInDriver(t);
    const bus = world.busB.intid;
    await tripOf(ended.token, bus, 3 * HOUR, 2 * HOUR);
    const before = await countOf(bus);
    const inside = batch(3, Date.now() - 2.5 * HOUR);
    const after = batch(2, Date.now() - HOUR);
    const mixed = await send(ended.token, bus, [...inside, ...after]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toEqual({ data: { received: 5, stored: 3, duplicates: 0, filtered: 2 } });
    expect(await countOf(bus)).toBe(before + 3);

    const outside = await send(ended.token, bus, batch(2, Date.now() - 4 * HOUR));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toEqual({ message: INTAKE_MSG.noTrip });
    expect(await countOf(bus)).toBe(before + 3);
  });
});

describe("a driver's account serves the driver app only", () => {
  it("is refused the back office's calls, even with menus given to its role", async () => {
    const [role] = (await t.call('GET', '/api/v1/roles?q=DRIVER', { token: t.adminToken })).json().data as { intid: number }[];
    const all = (await t.call('GET', '/api/v1/lists/menu', { token: t.adminToken })).json().data as { value: number }[];
    const given = await t.call('PUT', `/api/v1/roles/${role.intid}`, { token: t.adminToken, body: { vcname: 'Pengemudi', vccode: 'DRIVER', menus: all.map((m) => m.value) } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.menus.length).toBeGreaterThan(10);
    for (const url of ['/api/v1/apps/navigation', '/api/v1/notifications', '/api/v1/search?q=bus', '/api/v1/vehicles', '/api/v1/users', `/api/v1/users/1`]) {
      const res = await t.call('GET', url, { token: driver.token });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('keeps its own account: profile, password and sign-out', async () => {
    const profile = await t.call('GET', `/api/v1/users/${driver.userId}`, { token: driver.token });
    expect(profile.statusCode, profile.body).toBe(200);
    const password = await t.call('PUT', `/api/v1/users/${driver.userId}/password`, { token: driver.token, body: { old_password: driver.credentials[1], new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' } });
    expect(password.statusCode, password.body).toBe(200);
    expect((await t.call('POST', '/api/v1/users/signout', { token: driver.token })).statusCode).toBe(200);
    expect((await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: vehicleId, positions: batch(1) } })).statusCode).toBe(401);
  });
});
