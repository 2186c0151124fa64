import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { VehicleLocationWire } from '@halte/contract';
import { positions, students, vehiclePositions, vehicles } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { pause } from '../helpers/realtime.js';
import { userWithScreens } from '../helpers/roles.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { osmandUrl, positionsOf, subscribe, until } from '../helpers/tracking.js';

let t: TestApp;
let url: string;
beforeAll(async () => ({ t, url } = await startListening()));
afterAll(() => t.close());
const client = socketClients(() => url);

const AHEAD = (23 * 60 + 58) * 60_000;
const REAL = { lat: -6.8971, lon: 112.0649 };
const FORGED = { lat: -7.2575, lon: 112.7521 };
let n = 40;

/** A bus with a tracker id serving the school of a parent's child; staff and the parent listening live. */
async function watchedBus() {
  n += 1;
  const w = await transportWorld(t, n);
  const device = `GPS-MASA-${n}-${Date.now() % 100_000}`;
  await t.database.db.update(vehicles).set({ deviceId: device }).where(eq(vehicles.id, w.busA1.intid));
  const parent = await signedInMember(t);
  await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, w.studentA.intid));
  const staff = await client({ token: (await userWithScreens(t, ['tracking.live'])).token });
  const member = await client({ token: parent.token });
  expect(await subscribe(staff)).toEqual({ ok: true });
  expect(await subscribe(member)).toEqual({ ok: true });
  return { id: w.busA1.intid as number, device, parent, heard: { staff: positionsOf(staff), member: positionsOf(member) } };
}

type Bus = Awaited<ReturnType<typeof watchedBus>>;

/** Where staff (Lacak Kendaraan) and the parent (`/member/children`) see the bus now. */
async function seen(bus: Bus) {
  const staff = (await t.call('GET', `/api/v1/vehicles/location?intid=${bus.id}`, { token: t.adminToken })).json().data[0] as VehicleLocationWire;
  const children = (await t.call('GET', '/api/v1/member/children', { token: bus.parent.token })).json().data as { kendaraan: VehicleLocationWire[] }[];
  const parent = children.flatMap((c) => c.kendaraan).find((k) => k.intid === bus.id)!;
  return [staff, parent].map((v) => ({ lat: v.declattitude, lon: v.declongitude }));
}

const heardAt = (bus: Bus, lat: number) => [...bus.heard.staff, ...bus.heard.member].flatMap((g) => g.items).filter((i) => i.declattitude === lat);
const historyOf = async (id: number) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(eq(positions.vehicleId, id)))[0].n;

describe('a position from the future', () => {
  it('OsmAnd 23 h 58 min ahead: 200, not stored, not pushed; staff and the parent still see the real tracker', async () => {
    const bus = await watchedBus();
    const real = await t.call('GET', osmandUrl(bus.device, REAL.lat, REAL.lon, { timestamp: Math.floor(Date.now() / 1000) - 5 }));
    expect(real.statusCode).toBe(200);
    await until(() => heardAt(bus, REAL.lat).length >= 2, 5_000, 'the real position, to staff and parent');
    const stored = await historyOf(bus.id);

    const forged = await t.call('GET', osmandUrl(bus.device, FORGED.lat, FORGED.lon, { timestamp: Math.floor((Date.now() + AHEAD) / 1000) }));
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toBe('');
    await pause(1_200);
    expect(heardAt(bus, FORGED.lat)).toEqual([]);
    expect(await historyOf(bus.id)).toBe(stored);
    expect(await seen(bus)).toEqual([REAL, REAL]);

    // The tracker goes on reporting, and the bus moves with it.
    const next = { lat: -6.8985, lon: 112.0661 };
    expect((await t.call('GET', osmandUrl(bus.device, next.lat, next.lon))).statusCode).toBe(200);
    expect(await seen(bus)).toEqual([next, next]);
  });

  it('a tracker a minute ahead (within the tolerance) is still stored and followed', async () => {
    const bus = await watchedBus();
    const res = await t.call('GET', osmandUrl(bus.device, REAL.lat, REAL.lon, { timestamp: Math.floor((Date.now() + 60_000) / 1000) }));
    expect(res.statusCode).toBe(200);
    expect(await seen(bus)).toEqual([REAL, REAL]);
  });

  it('every stored position keeps the server receive time beside the device time', async () => {
    const bus = await watchedBus();
    const sentAt = Date.now();
    const deviceTime = Math.floor(sentAt / 1000) - 600;
    await t.call('GET', osmandUrl(bus.device, REAL.lat, REAL.lon, { timestamp: deviceTime }));
    const [row] = await t.database.db.select().from(positions).where(eq(positions.vehicleId, bus.id));
    expect(row.time).toEqual(new Date(deviceTime * 1000));
    expect(Math.abs(row.receivedAt.getTime() - sentAt)).toBeLessThan(5_000);
  });

  it('a bus already pinned in the future by older data moves again with its real tracker', async () => {
    const bus = await watchedBus();
    await t.database.db.insert(vehiclePositions).values({
      vehicleId: bus.id, time: new Date(Date.now() + AHEAD), latitude: FORGED.lat, longitude: FORGED.lon, receivedAt: new Date(Date.now() - 60_000),
    });
    expect(await seen(bus)).toEqual([FORGED, FORGED]);
    expect((await t.call('GET', osmandUrl(bus.device, REAL.lat, REAL.lon))).statusCode).toBe(200);
    expect(await seen(bus)).toEqual([REAL, REAL]);
    await until(() => heardAt(bus, REAL.lat).length >= 2, 5_000, 'the real position, to staff and parent');
  });
});
