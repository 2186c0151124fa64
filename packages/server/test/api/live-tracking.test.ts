import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_UNSUBSCRIBE } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { disconnected, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { positionsOf, subscribe, trackedVehicle, until } from '../helpers/tracking.js';

let t: TestApp;
let url: string;
beforeAll(async () => ({ t, url } = await startListening()));
afterAll(() => t.close());
const clientWith = socketClients(() => url);
const client = (token: string) => clientWith({ token });
const tracker = () => userWithScreens(t, ['tracking.live']);

type Bus = Awaited<ReturnType<typeof trackedVehicle>>;

/** Stores a position through the intake's hook, as every transport does; answers once committed. */
async function post(bus: Bus, lat: number, lon: number, extra: { speedKmh?: number; heading?: number; seconds?: number } = {}) {
  const time = new Date(extra.seconds === undefined ? Date.now() : extra.seconds * 1000);
  const result = await t.app.tracking.ingest([{ vehicleId: bus.id, time, latitude: lat, longitude: lon, speedKmh: extra.speedKmh, heading: extra.heading }], 'osmand');
  expect(result).toMatchObject({ stored: 1 });
}


describe('tracking:subscribe', () => {
  it('a role with the tracking screen is acknowledged and receives vehicle:position with the location wire', async () => {
    const bus = await trackedVehicle(t);
    const socket = await client((await tracker()).token);
    expect(await subscribe(socket)).toEqual({ ok: true });
    const got = positionsOf(socket);
    await post(bus, -6.8901, 112.0444, { speedKmh: 37.04, heading: 135.25 });
    await until(() => got.length > 0, 5_000, 'a vehicle:position');
    expect(got[0].items).toHaveLength(1);
    const [wire] = got[0].items;
    expect(wire).toMatchObject({
      intid: bus.id,
      vcnopol: bus.plate,
      intrute_angkutan_id: bus.routeId,
      declattitude: -6.8901,
      declongitude: 112.0444,
      intstatus: 1,
      vcstatus: 'Bergerak',
    });
    expect(wire).toMatchObject({ deckecepatan: 37, decarah: 135.3 });
    // The same wire as the list answers.
    const listed = await t.call('GET', `/api/v1/vehicles/location?intid=${bus.id}`, { token: t.adminToken });
    expect(listed.json().data[0]).toMatchObject({ ...wire, intstatus: 1 });
  });

  it('a role without the screen is refused, with the message, and receives nothing', async () => {
    const bus = await trackedVehicle(t);
    const socket = await client((await userWithScreens(t, ['master.vehicles'])).token);
    expect(await subscribe(socket, {})).toEqual({ ok: false, message: 'Anda tidak memiliki akses ke Lacak Kendaraan.' });
    const got = positionsOf(socket);
    await post(bus, -6.89, 112.04);
    await pause(1_500);
    expect(got).toEqual([]);
  });

  it('a subscription to one vehicle hears that vehicle only; an unknown or malformed one is refused', async () => {
    const [mine, other] = [await trackedVehicle(t), await trackedVehicle(t)];
    const socket = await client((await tracker()).token);
    expect(await subscribe(socket, { intid: 99_999_999 })).toEqual({ ok: false, message: 'Kendaraan tidak ditemukan.' });
    expect(await subscribe(socket, { intid: 'satu' })).toEqual({ ok: false, message: 'Kendaraan tidak ditemukan.' });
    expect(await subscribe(socket, { intid: mine.id })).toEqual({ ok: true });
    const got = positionsOf(socket);
    await post(other, -6.88, 112.03);
    await post(mine, -6.87, 112.02);
    await until(() => got.length > 0, 5_000, 'a vehicle:position');
    await pause(1_200);
    expect(got.flatMap((g) => g.items.map((i) => i.intid))).toEqual([mine.id]);
  });

  it('batches per client: the first position at once, the rest of the second together, newest per vehicle, at most one emit a second', async () => {
    const [a, b] = [await trackedVehicle(t), await trackedVehicle(t)];
    const socket = await client((await tracker()).token);
    expect(await subscribe(socket, { intid: 0 })).toEqual({ ok: true });
    const got = positionsOf(socket);
    const base = Math.floor(Date.now() / 1000) - 60;
    const sentAt = Date.now();
    await post(a, -6.801, 112.001, { seconds: base + 1 });
    await post(a, -6.802, 112.002, { seconds: base + 2 });
    await post(b, -6.901, 112.101, { seconds: base + 1 });
    await post(a, -6.803, 112.003, { seconds: base + 3 });
    await until(() => got.length >= 2, 5_000, 'two emits');
    await pause(1_200);
    // Leading edge: the first arrives at once, alone.
    expect(got[0].at - sentAt).toBeLessThan(900);
    expect(got[0].items.map((i) => [i.intid, i.declattitude])).toEqual([[a.id, -6.801]]);
    // The window's end: the newest of each vehicle, in one emit.
    expect(got).toHaveLength(2);
    expect(got[1].items.map((i) => [i.intid, i.declattitude]).sort()).toEqual([[a.id, -6.803], [b.id, -6.901]].sort());
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(950);
  });

  it('only positions that move the latest one are pushed: a late, older one is not', async () => {
    const bus = await trackedVehicle(t);
    const socket = await client((await tracker()).token);
    await subscribe(socket);
    const got = positionsOf(socket);
    const now = Math.floor(Date.now() / 1000);
    await post(bus, -6.81, 112.01, { seconds: now });
    await until(() => got.length > 0);
    await post(bus, -6.99, 112.09, { seconds: now - 120 });
    await pause(1_500);
    expect(got.flatMap((g) => g.items.map((i) => i.declattitude))).toEqual([-6.81]);
  });

  it('unsubscribing, or a revoked session, stops the positions', async () => {
    const bus = await trackedVehicle(t);
    const leaving = await client((await tracker()).token);
    const me = await tracker();
    const revoked = await client(me.token);
    await subscribe(leaving);
    await subscribe(revoked);
    const [left, cut] = [positionsOf(leaving), positionsOf(revoked)];
    await new Promise((r) => leaving.emit(TRACKING_UNSUBSCRIBE, r));
    const gone = disconnected(revoked);
    expect((await t.call('POST', '/api/v1/users/signout', { token: me.token })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await post(bus, -6.82, 112.02);
    await pause(1_500);
    expect(left).toEqual([]);
    expect(cut).toEqual([]);
  });

  it('a role that loses the tracking screen stops receiving', async () => {
    const bus = await trackedVehicle(t);
    const user = await tracker();
    const socket = await client(user.token);
    await subscribe(socket);
    const got = positionsOf(socket);
    // The administrator takes every menu away from the role.
    const role = await t.call('GET', `/api/v1/roles/${user.roleId}`, { token: t.adminToken });
    const res = await t.call('PUT', `/api/v1/roles/${user.roleId}`, { token: t.adminToken, body: { vccode: role.json().data.vccode, vcname: role.json().data.vcname, menus: [] } });
    expect(res.statusCode, res.body).toBe(200);
    // The change is announced within the watcher's half second.
    await pause(1_200);
    await post(bus, -6.83, 112.03);
    await pause(1_500);
    expect(got).toEqual([]);
  });

  it('a user given a role without the screen stops receiving, and cannot subscribe again', async () => {
    const bus = await trackedVehicle(t);
    const user = await tracker();
    const elsewhere = await userWithScreens(t, ['master.vehicles']);
    const socket = await client(user.token);
    await subscribe(socket);
    const got = positionsOf(socket);
    const res = await t.call('PUT', `/api/v1/users/${user.userId}`, { token: t.adminToken, body: { vcname: 'Dipindah', vcusername: user.credentials[0], role: elsewhere.roleId } });
    expect(res.statusCode, res.body).toBe(200);
    await pause(1_200);
    await post(bus, -6.84, 112.04);
    await pause(1_500);
    expect(got).toEqual([]);
    expect(await subscribe(socket)).toEqual({ ok: false, message: 'Anda tidak memiliki akses ke Lacak Kendaraan.' });
  });
});
