import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, INTAKE_MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userOfRole, userWithScreens, type TestUser } from '../helpers/roles.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';
import { positions, vehiclePositions } from '../../src/db/schema/index.js';

let t: TestApp;
let driver: TestUser;
let vehicleId: number;

beforeAll(async () => {
  t = await startTestApp();
  driver = await userOfRole(t, 'DRIVER');
  const route = await created(t, '/api/v1/routes', routeBody(1));
  vehicleId = (await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid))).intid;
});
afterAll(() => t.close());

const URL = '/api/v1/driver/positions';
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(eq(positions.vehicleId, vehicleId)))[0].n;
/** `n` positions a second apart, ending a minute ago. */
const batch = (n: number, from = Date.now() - 60_000 - n * 1000) =>
  Array.from({ length: n }, (_, i) => ({ dttime: new Date(from + i * 1000).toISOString(), declattitude: -6.88 + i * 1e-5, declongitude: 112.04, speed: 25, heading: 90, battery: 70, client_id: `p${i}` }));

describe('POST /driver/positions', () => {
  it('stores a batch sent by a driver and says what became of each position', async () => {
    const positionsSent = batch(500);
    const res = await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: vehicleId, positions: positionsSent } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: 500, stored: 500, duplicates: 0, filtered: 0 } });
    expect(await count()).toBe(500);
    const [latest] = await t.database.db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, vehicleId));
    expect(latest).toMatchObject({ time: new Date(positionsSent[499].dttime), speedKmh: 25, battery: 70 });
  });

  it('sent again (a retry after a lost answer), the batch is all duplicates; zero and future positions are filtered', async () => {
    const again = batch(3, Date.now() - 3_600_000);
    await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: vehicleId, positions: again } });
    const before = await count();
    const ahead = { ...again[0], dttime: new Date(Date.now() + 2 * 86_400_000).toISOString() };
    const zero = { ...again[0], dttime: new Date().toISOString(), declattitude: 0, declongitude: 0 };
    const res = await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: vehicleId, positions: [...again, ahead, zero] } });
    expect(res.json()).toEqual({ data: { received: 5, stored: 0, duplicates: 3, filtered: 2 } });
    expect(await count()).toBe(before);
  });

  it('an unknown vehicle answers 404, nothing stored', async () => {
    const res = await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: 999999, positions: batch(2) } });
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
      const res = await t.call('POST', URL, { token: driver.token, body: { intvehicle_id: vehicleId, positions: list } });
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
