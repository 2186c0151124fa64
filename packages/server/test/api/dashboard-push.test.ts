import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DATA_CHANGED, type DataChanged } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, connect, listen, nextEvent, pause } from '../helpers/realtime.js';

let t: TestApp;
let url: string;
let world: Awaited<ReturnType<typeof transportWorld>>;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
  world = await transportWorld(t);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t.close());

async function dashboardSocket() {
  const viewer = await userWithScreens(t, ['dashboard.school']);
  const socket = await connect(url, { token: viewer.token });
  open.push(socket);
  return socket;
}
/** The next announcement naming the table. */
const announcing = (socket: Socket, table: string) =>
  new Promise<DataChanged>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no announcement of ${table}`)), 10_000);
    socket.on(DATA_CHANGED, (e: DataChanged) => {
      if (!e.tables.includes(table as never)) return;
      clearTimeout(timer);
      resolve(e);
    });
  });

describe('trips and scans reach the dashboard', () => {
  it('a trip started, a scan, a problem and a stop on the driver\'s phone are each announced to an open dashboard', async () => {
    const driver = await signedInDriver(t);
    const socket = await dashboardSocket();

    let next = nextEvent<DataChanged>(socket, DATA_CHANGED);
    const started = await t.call('POST', '/api/v1/driver/trips', { token: driver.token, body: { intvehicle_id: world.busA1.intid } });
    expect(started.statusCode, started.body).toBe(201);
    expect((await next).tables).toContain('trips');
    const tripId = started.json().data.intid;

    next = announcing(socket, 'boardings');
    const scan = await t.call('POST', `/api/v1/driver/trips/${tripId}/scans`, { token: driver.token, body: { vckode: world.studentA.vckode, direction: 'in' } });
    expect(scan.statusCode, scan.body).toBe(201);
    expect(JSON.stringify(await next)).not.toContain(world.studentA.vckode);

    for (const [action, body] of [['problem', { vcnote: 'Mesin mogok' }], ['stop', { alight_all: true }]] as const) {
      next = announcing(socket, 'trips');
      expect((await t.call('POST', `/api/v1/driver/trips/${tripId}/${action}`, { token: driver.token, body })).statusCode).toBe(200);
      await next;
    }
  });

  it('a scan repeated by the phone changes nothing and announces nothing', async () => {
    const driver = await signedInDriver(t);
    const trip = (await t.call('POST', '/api/v1/driver/trips', { token: driver.token, body: { intvehicle_id: world.busB.intid } })).json().data;
    const body = { vckode: world.studentB.vckode, direction: 'in', client_id: 'scan-1' };
    expect((await t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body })).statusCode).toBe(201);
    const socket = await dashboardSocket();
    await pause(1_200);
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    expect((await t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body })).statusCode).toBe(200);
    await pause(1_200);
    expect(got.filter((e) => e.tables.includes('boardings'))).toEqual([]);
    await t.call('POST', `/api/v1/driver/trips/${trip.intid}/stop`, { token: driver.token, body: { alight_all: true } });
  });

  it('a burst of scans reaches the dashboard as a few announcements, not one per scan', async () => {
    const driver = await signedInDriver(t);
    const trip = (await t.call('POST', '/api/v1/driver/trips', { token: driver.token, body: { intvehicle_id: world.busA2.intid } })).json().data;
    const socket = await dashboardSocket();
    await pause(1_200);
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    const scans = 60;
    const began = Date.now();
    for (let i = 0; i < scans; i += 1) {
      const direction = i % 2 === 0 ? 'in' : 'out';
      const res = await t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body: { vckode: world.studentA2.vckode, direction, client_id: `burst-${i}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const spent = Date.now() - began;
    await pause(1_200);
    const announced = got.filter((e) => e.tables.includes('boardings')).length;
    expect(announced).toBeGreaterThanOrEqual(1);
    // At most one announcement per half-second read of the counters.
    expect(announced).toBeLessThanOrEqual(Math.ceil(spent / 500) + 2);
    expect(announced).toBeLessThan(scans / 2);
  });
});
