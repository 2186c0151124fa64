import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { PushMessage, StopArrivalWire, TripWire } from '@halte/contract';
import { memberPushSubscriptions, students, trips } from '../../src/db/schema/index.js';
import { offPathWorkSettled } from '../../src/lib/data/off-path-work.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { startPushService, type PushService } from '../helpers/push-service.js';
import { pushQueueOf, subscribed } from '../helpers/push-fixtures.js';
import { linkChild, noonZone, noticesOf, parentOnTrip, wallClock, zoneAt } from '../helpers/alert-fixtures.js';
import { STOP_NAMES, driveAsDriver, roadRoute } from '../helpers/arrival-fixtures.js';

/** The server at noon in its zone; the same at 22:00, in the quiet hours. */
let t: TestApp;
let night: TestApp;
let service: PushService;
/** A push service (another host) that reads pushes and never answers. */
let stuck: PushService;
beforeAll(async () => {
  [service, stuck] = [await startPushService(), await startPushService()];
  const hosts = `${service.host},${stuck.host}`;
  t = await startTestApp({ TZ: noonZone(), PUSH_SERVICE_HOSTS: hosts });
  night = await startTestApp({ TZ: zoneAt(22), PUSH_SERVICE_HOSTS: hosts });
});
afterAll(async () => {
  await stuck.close();
  await night.close();
  await t.close();
  await service.close();
});

/** The pushes the phone's push service accepted, decrypted, in order. */
const pushesTo = (endpoint: string) =>
  service.received.filter((p) => p.endpoint === endpoint && p.status === 201).map((p) => JSON.parse(p.payload!) as PushMessage);

/** Once the alert work under way has ended and every push has been sent or given up. */
async function settled(app: TestApp) {
  await offPathWorkSettled(app.app);
  await pushQueueOf(app).idle();
}

/** A parent of a child on a trip (`parentOnTrip`) whose phone subscribed on `on`. */
async function subscribedParent(app: TestApp, n: number, on = service) {
  const ride = await parentOnTrip(app, n);
  const phone = await subscribed(app, ride.parent.token, on.subscription());
  return { ...ride, phone };
}

describe('a driver’s scans reach the parent’s phone through its push service', () => {
  it('a boarding: exactly one push, Naik with the child, the bus and the time; the same scan sent again pushes nothing', async () => {
    const { w, phone, scan } = await subscribedParent(t, 1);
    const at = new Date(Date.now() - 60_000);
    const body = { direction: 'in', client_id: 'naik-push-1', dttime: at.toISOString() };
    expect((await scan(body)).statusCode).toBe(201);
    const [push] = await service.delivered(1, { endpoint: phone.endpoint });
    expect(JSON.parse(push!.payload!)).toMatchObject({
      kind: 'boarded', url: '/warga/anak',
      title: `${w.studentA.vcnama} naik bus ${w.busA1.vcnopol}`,
      body: `Pukul ${wallClock(t, at)}.`,
    });

    const retry = await scan(body);
    expect([retry.statusCode, retry.json().changed]).toEqual([200, false]);
    await settled(t);
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('getting off: one Turun push after the Naik', async () => {
    const { w, phone, scan } = await subscribedParent(t, 2);
    expect((await scan({ direction: 'in' })).statusCode).toBe(201);
    const at = new Date(Date.now() - 10_000);
    expect((await scan({ direction: 'out', dttime: at.toISOString() })).statusCode).toBe(201);
    await service.delivered(2, { endpoint: phone.endpoint });
    await settled(t);
    const pushes = pushesTo(phone.endpoint);
    expect(pushes.map((p) => p.kind)).toEqual(['boarded', 'alighted']);
    expect(pushes[1]).toMatchObject({ title: `${w.studentA.vcnama} turun dari bus ${w.busA1.vcnopol}`, body: `Pukul ${wallClock(t, at)}.` });
  });

  it('a phone its push service says is gone (410) is unsubscribed', async () => {
    const { parent, phone, scan } = await subscribedParent(t, 3);
    service.answer(phone.endpoint, 410);
    expect((await scan({ direction: 'in' })).statusCode).toBe(201);
    await settled(t);
    expect(service.received.filter((p) => p.endpoint === phone.endpoint).map((p) => p.status)).toEqual([410]);
    const rows = await t.database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.memberId, parent.id));
    expect(rows).toEqual([]);
  });

  it('a push service that hangs does not hold up the driver’s scans', async () => {
    const { phone, scan } = await subscribedParent(t, 4, stuck);
    stuck.answer(phone.endpoint, 'hang', 'hang');
    const timed = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const res = await scan(body);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const boarding = await timed({ direction: 'in' });
    // The Naik push is now held by the service (the queue gives up on it after 10 s) ...
    await vi.waitFor(() => expect(stuck.received.map((p) => p.status)).toContain('hang'), { timeout: 10_000, interval: 50 });
    // ... and the next scan is answered as quickly: 3 s tells the two apart on a loaded machine.
    const alighting = await timed({ direction: 'out' });
    expect(boarding.status).toBe(201);
    expect(alighting.status).toBe(201);
    expect(boarding.ms).toBeLessThan(3000);
    expect(alighting.ms).toBeLessThan(3000);
  });

  it('in the quiet hours, Naik is kept as a notice but not pushed; Turun is pushed', async () => {
    const { parent, phone, scan } = await subscribedParent(night, 5);
    expect((await scan({ direction: 'in' })).statusCode).toBe(201);
    expect((await noticesOf(night, parent.id)).map((n) => n.kind)).toEqual(['boarded']);
    await settled(night);
    expect(pushesTo(phone.endpoint)).toEqual([]);

    expect((await scan({ direction: 'out' })).statusCode).toBe(201);
    await service.delivered(1, { endpoint: phone.endpoint });
    await settled(night);
    expect(pushesTo(phone.endpoint).map((p) => p.kind)).toEqual(['alighted']);
    expect((await noticesOf(night, parent.id)).map((n) => n.kind)).toEqual(['boarded', 'alighted']);
  });
});

describe('a bus driving toward the child’s stop', () => {
  it('pushes exactly one Bus mendekat once the arrival predicted is within the child’s 5 minutes', async () => {
    const r = await roadRoute(t);
    const w = await transportWorld(t, 6);
    const stopId = r.stopIds[2];
    await t.database.db.update(students).set({ routeId: r.routeId, routePointId: stopId }).where(eq(students.id, w.studentA.intid));
    const parent = await signedInMember(t);
    await linkChild(t, w.studentA.intid, parent.id);
    const phone = await subscribed(t, parent.token, service.subscription());
    const trip = (await t.call('POST', '/api/v1/driver/trips', { token: r.driverToken, body: { intvehicle_id: r.vehicleId } })).json().data as TripWire;
    const t0 = Date.now();
    await t.database.db.update(trips).set({ startedAt: new Date(t0 - 5 * 60_000) }).where(eq(trips.id, trip.intid));
    const toStop = async () => {
      const res = await t.call('GET', `/api/v1/vehicle-location/${r.vehicleId}/next-stops`, { token: t.adminToken });
      return (res.json().data as StopArrivalWire[]).find((s) => s.intrute_titik_id === stopId)!;
    };

    // The driver's phone, offline for a while, sends the first minute of its drive at 18 km/h:
    // 300 m from the terminal, about 1.9 km and over five minutes from the child's stop.
    expect(await driveAsDriver(t, r.driverToken, r.vehicleId, { start: new Date(t0 - 240_000), fromM: 0, kmh: 18, seconds: 60 })).toBe(7);
    expect((await toStop()).intmenit).toBeGreaterThan(5);
    // The watch looks every 2 s: two looks and more, and nothing is pushed.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(service.received.filter((p) => p.endpoint === phone.endpoint)).toEqual([]);

    // Then the rest of the drive up to now: well past the corner, within five minutes.
    const seconds = Math.floor((Date.now() - (t0 - 170_000)) / 1000);
    expect(await driveAsDriver(t, r.driverToken, r.vehicleId, { start: new Date(t0 - 170_000), fromM: 350, kmh: 18, seconds })).toBeGreaterThan(15);
    const near = await toStop();
    expect(near.intmenit).toBeLessThanOrEqual(5);
    expect(near.intjarak).toBeGreaterThan(500);
    expect(near.intjarak).toBeLessThan(1_200);

    // The trip was looked at moments ago: it is looked at again 15 s after.
    const [push] = await service.delivered(1, { endpoint: phone.endpoint, timeoutMs: 30_000 });
    const message = JSON.parse(push!.payload!) as PushMessage;
    expect(message).toMatchObject({ kind: 'approaching', title: 'Bus mendekat', url: '/warga/anak' });
    const [, minutes] = new RegExp(`^Bus ${r.plate} ±(\\d+) menit lagi tiba di halte ${STOP_NAMES[2]}$`).exec(message.body) ?? [];
    expect(Number(minutes)).toBeGreaterThanOrEqual(1);
    expect(Number(minutes)).toBeLessThanOrEqual(5);
    expect(Math.abs(Number(minutes) - near.intmenit)).toBeLessThanOrEqual(1);
    await settled(t);
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect((await noticesOf(t, parent.id)).map((n) => n.kind)).toEqual(['approaching']);
  }, 60_000);
});
