import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INTAKE_MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';
import { positions, vehiclePositions } from '../../src/db/schema/index.js';

let t: TestApp;
let vehicleId: number;
const DEVICE = 'HP-TUBAN-01';

beforeAll(async () => {
  t = await startTestApp();
  const route = await created(t, '/api/v1/routes', routeBody(1));
  vehicleId = (await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid, { vcdevice_id: DEVICE }))).intid;
});
afterAll(() => t.close());

/** A whole second a given number of minutes ago (what a tracker sends: no milliseconds). */
const secondsAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(eq(positions.vehicleId, vehicleId)))[0].n;
const stored = async (epochSeconds: number) =>
  (await t.database.db.select().from(positions).where(sql`${positions.vehicleId} = ${vehicleId} and ${positions.time} = ${new Date(epochSeconds * 1000).toISOString()}`))[0];
const latest = async () => (await t.database.db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, vehicleId)))[0];
const query = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const osmand = (fields: Record<string, string | number>) => t.call('GET', `/api/v1/tracking/osmand?${query(fields)}`);

describe('OsmAnd intake: transports', () => {
  it('GET with a query string: 200 with an empty body, stored with speed in km/h, the latest position moved', async () => {
    const time = secondsAgo(30);
    const res = await osmand({ id: DEVICE, lat: -6.8837, lon: 112.0452, timestamp: time, speed: 20, bearing: 270, altitude: 15, accuracy: 8, batt: 64 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(await stored(time)).toMatchObject({ latitude: -6.8837, longitude: 112.0452, heading: 270, altitude: 15, accuracy: 8, battery: 64 });
    expect((await stored(time)).speedKmh).toBeCloseTo(37.04, 2);
    expect((await latest()).time).toEqual(new Date(time * 1000));
  });

  it('POST with a form body', async () => {
    const time = secondsAgo(29);
    const res = await t.call('POST', '/api/v1/tracking/osmand', {
      body: query({ deviceid: DEVICE, location: '-6.89,112.05', timestamp: time, heading: 12 }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    expect(await stored(time)).toMatchObject({ latitude: -6.89, longitude: 112.05, heading: 12 });
  });

  it('POST with the fields in the query string and no body (older Traccar Client)', async () => {
    const time = secondsAgo(28);
    const res = await t.call('POST', `/api/v1/tracking/osmand?${query({ id: DEVICE, lat: -6.9, lon: 112.06, timestamp: time })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(time)).toMatchObject({ latitude: -6.9, longitude: 112.06 });
  });

  it("POST with Traccar Client 9's JSON: speed m/s to km/h, battery level to percent", async () => {
    const time = secondsAgo(27);
    const res = await t.call('POST', '/api/v1/tracking/osmand', {
      body: {
        device_id: DEVICE,
        location: {
          timestamp: new Date(time * 1000).toISOString(),
          coords: { latitude: -6.91, longitude: 112.07, speed: 5, heading: 90, altitude: 30, accuracy: 3 },
          is_moving: true,
          odometer: 1500,
          battery: { level: 0.5, is_charging: true },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    expect(await stored(time)).toMatchObject({ latitude: -6.91, longitude: 112.07, speedKmh: 18, heading: 90, altitude: 30, accuracy: 3, battery: 50 });
  });
});

describe('OsmAnd intake: timestamps', () => {
  it('epoch seconds, epoch milliseconds, ISO 8601 and yyyy-MM-dd HH:mm:ss in TZ; none means now', async () => {
    const cases: [number, string | number][] = [
      [secondsAgo(20), secondsAgo(20)],
      [secondsAgo(19), secondsAgo(19) * 1000],
      [secondsAgo(18), new Date(secondsAgo(18) * 1000).toISOString()],
      // TZ is Asia/Jakarta (UTC+7, no daylight saving): the wall clock there is 7 hours ahead.
      [secondsAgo(17), new Date((secondsAgo(17) + 7 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ')],
    ];
    for (const [time, timestamp] of cases) {
      const res = await osmand({ id: DEVICE, lat: -6.88, lon: 112.04, timestamp });
      expect(res.statusCode, `${timestamp}: ${res.body}`).toBe(200);
      expect(await stored(time), String(timestamp)).toBeDefined();
    }
    const before = Date.now();
    await osmand({ id: DEVICE, lat: -6.5, lon: 112.5 });
    expect((await latest()).latitude).toBe(-6.5);
    expect((await latest()).time.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('OsmAnd intake: refusals write nothing', () => {
  it('an unknown device: 400 for a query or form, 404 for JSON', async () => {
    const before = await count();
    const get = await osmand({ id: 'TIDAK-ADA', lat: -6.88, lon: 112.04 });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toEqual({ message: INTAKE_MSG.unknownDevice });
    const json = await t.call('POST', '/api/v1/tracking/osmand', { body: { device_id: 'TIDAK-ADA', location: { coords: { latitude: -6.88, longitude: 112.04 } } } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: INTAKE_MSG.unknownDevice });
    expect(await count()).toBe(before);
  });

  it('bad values: 400 naming the field', async () => {
    const before = await count();
    const cases: [Record<string, string | number>, string, string][] = [
      [{ lat: -6.88, lon: 112.04 }, 'id', INTAKE_MSG.deviceRequired],
      [{ id: DEVICE, lat: 'utara', lon: 112.04 }, 'lat', INTAKE_MSG.invalidOf('lat')],
      [{ id: DEVICE, lat: -6.88 }, 'lon', INTAKE_MSG.coordinatesRequired],
      [{ id: DEVICE, lat: -6.88, lon: 112.04, timestamp: 'kemarin' }, 'timestamp', INTAKE_MSG.invalidOf('timestamp')],
      [{ id: DEVICE, lat: -6.88, lon: 112.04, speed: 'cepat' }, 'speed', INTAKE_MSG.invalidOf('speed')],
      [{ id: DEVICE, lat: -6.88, lon: 112.04, batt: '50%' }, 'batt', INTAKE_MSG.invalidOf('batt')],
    ];
    for (const [fields, field, message] of cases) {
      const res = await osmand(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    // A field given twice in the query string is not one value.
    for (const [search, field] of [[`id=${DEVICE}&lat=-6.88&lat=-6.89&lon=112.04`, 'lat'], [`id=${DEVICE}&id=LAIN&lat=-6.88&lon=112.04`, 'id']]) {
      const res = await t.call('GET', `/api/v1/tracking/osmand?${search}`);
      expect(res.statusCode, search).toBe(400);
      expect(res.json()).toEqual({ message: INTAKE_MSG.invalidOf(field), errors: { [field]: INTAKE_MSG.invalidOf(field) } });
    }
    expect(await count()).toBe(before);
  });
});

describe('OsmAnd intake: filtered positions answer 200 and are not stored', () => {
  it('zero or out-of-range coordinates, more than a day ahead, an exact duplicate', async () => {
    const time = secondsAgo(15);
    expect((await osmand({ id: DEVICE, lat: -6.88, lon: 112.04, timestamp: time })).statusCode).toBe(200);
    const before = await count();
    for (const fields of [
      { lat: 0, lon: 0, timestamp: secondsAgo(14) },
      { lat: -91, lon: 112.04, timestamp: secondsAgo(14) },
      { lat: -6.88, lon: 181, timestamp: secondsAgo(14) },
      { lat: -6.88, lon: 112.04, timestamp: secondsAgo(-25 * 60) },
      { lat: -6.7, lon: 112.1, timestamp: time },
    ]) {
      const res = await osmand({ id: DEVICE, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
      expect(res.body).toBe('');
    }
    expect(await count()).toBe(before);
    expect((await stored(time)).latitude).toBe(-6.88);
  });

  it('a late position older than the latest is stored in history but does not move the latest', async () => {
    const current = await latest();
    const late = Math.floor(current.time.getTime() / 1000) - 3600;
    expect((await osmand({ id: DEVICE, lat: -6.6, lon: 112.2, timestamp: late })).statusCode).toBe(200);
    expect(await stored(late)).toMatchObject({ latitude: -6.6 });
    expect(await latest()).toEqual(current);
  });
});

describe('OsmAnd intake over HTTP', () => {
  it('many devices at once: every acknowledged position is stored', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const start = secondsAgo(120);
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => fetch(`${base}/api/v1/tracking/osmand?${query({ id: DEVICE, lat: -6.8, lon: 112, timestamp: start + i })}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(await count()).toBe(before + 100);
  });

  it('OSMAND_PORT: the same intake at / of a second port, closed with the app', async () => {
    const other = await startTestApp({ OSMAND_PORT: '0', HOST: '127.0.0.1' }, t.database);
    const { port } = other.app.osmandServer!.address() as { port: number };
    const time = secondsAgo(10);
    const res = await fetch(`http://127.0.0.1:${port}/?${query({ id: DEVICE, lat: -6.77, lon: 112.11, timestamp: time })}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(await stored(time)).toMatchObject({ latitude: -6.77 });
    const unknown = await fetch(`http://127.0.0.1:${port}/?id=TIDAK-ADA&lat=1&lon=2`);
    expect(unknown.status).toBe(400);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/?id=${DEVICE}`)).rejects.toThrow();
  });
});
