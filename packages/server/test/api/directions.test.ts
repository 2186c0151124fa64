import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { DIRECTIONS_MSG, ROUTE_MAP_POINTS_MAX } from '@halte/contract';
import type { Database } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { dbFingerprint } from '../helpers/db-fingerprint.js';
import { startFakeHttp, type FakeHttp } from '../helpers/fake-http.js';
import { userWith } from '../helpers/route-table.js';

/**
 * Directions through the server's provider: openrouteservice and OSRM are faked by real HTTP
 * servers; with neither configured the line is straight segments. The ORS key goes to ORS only.
 */
const KEY = 'ors-kunci-rahasia-5b3c9e71';
const TIMEOUT_MS = 400;
const URL = '/api/v1/routes/directions';
const STOPS: [number, number][] = [
  [112.0283, -6.9006],
  [112.0446, -6.8986],
  [112.0505, -6.8972],
];
const ROAD: [number, number][] = [
  [112.0283, -6.9006],
  [112.0331, -6.9004],
  [112.0402, -6.8991],
  [112.0446, -6.8986],
  [112.0478, -6.8979],
  [112.0505, -6.8972],
];
const orsAnswer = (coordinates: unknown = ROAD, summary: unknown = { distance: 2543.7, duration: 301.4 }) =>
  JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { summary } }] });
const osrmAnswer = (coordinates: unknown = ROAD) =>
  JSON.stringify({ code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates }, distance: 2610.2, duration: 322.9 }], waypoints: [] });

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let database: Database;
let plain: TestApp;
let withOrs: TestApp;
let withOsrm: TestApp;
let ors: FakeHttp;
let osrm: FakeHttp;

beforeAll(async () => {
  ors = await startFakeHttp();
  osrm = await startFakeHttp();
  database = await freshDatabase();
  plain = await startTestApp({}, database);
  // A trailing slash on the URL is taken as the same base.
  withOrs = await startTestApp({ ORS_API_KEY: KEY, ORS_URL: `${ors.url}/`, DIRECTIONS_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'trace' }, database, capture);
  withOsrm = await startTestApp({ OSRM_URL: osrm.url, DIRECTIONS_TIMEOUT_MS: String(TIMEOUT_MS) }, database);
});
afterAll(async () => {
  for (const t of [plain, withOrs, withOsrm]) await t?.close();
  await database?.close();
  await ors?.close();
  await osrm?.close();
});

const directions = (t: TestApp, coordinates: unknown = STOPS, token = t.adminToken) => t.call('POST', URL, { token, body: { coordinates } });

describe('with no provider configured', () => {
  it('answers straight segments between the stops, measured, with the time at 30 km/h, and says so', async () => {
    // 0.01° of latitude along a meridian is 1,112 m.
    const res = await directions(plain, [
      [112.0452, -6.89],
      [112.0452, -6.88],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: DIRECTIONS_MSG.straight,
      data: { coordinates: [[112.0452, -6.89], [112.0452, -6.88]], provider: 'straight', distance_m: 1112, duration_s: 133 },
    });
    const three = (await directions(plain)).json().data;
    expect(three.coordinates).toEqual(STOPS);
    expect(three.distance_m).toBeGreaterThan(2400);
    expect(three.distance_m).toBeLessThan(2500);
  });

  it('refuses input that is not 2 to 50 [longitude, latitude] pairs, with a 400 and a clear message', async () => {
    const pair = 'Setiap koordinat harus berupa pasangan [longitude, latitude].';
    const list = 'Koordinat harus berupa daftar pasangan [longitude, latitude].';
    const missing = await plain.call('POST', URL, { token: plain.adminToken, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(list);
    const cases: [unknown, string][] = [
      ['112.05,-6.89', list],
      [[[112.0452, -6.89]], 'Koordinat minimal 2 titik.'],
      [Array.from({ length: 51 }, (_, i) => [112 + i / 1000, -6.9]), 'Koordinat maksimal 50 titik.'],
      [[[112.0452, -6.89], [112.0452]], pair],
      [[[112.0452, -6.89], [112.0452, -6.88, 3]], pair],
      [[[112.0452, -6.89], { lon: 112, lat: -6 }], pair],
      [[[112.0452, -6.89], [200, -6.88]], 'Longitude harus antara -180 dan 180.'],
      [[[112.0452, -6.89], [112.0452, -91]], 'Latitude harus antara -90 dan 90.'],
      [[[112.0452, -6.89], ['112.0452', -6.88]], 'Longitude harus berupa angka.'],
      [[[112.0452, -6.89], [112.0452, null]], 'Latitude harus berupa angka.'],
    ];
    const wrong: string[] = [];
    for (const [coordinates, message] of cases) {
      const res = await directions(plain, coordinates);
      if (res.statusCode !== 400 || res.json().message !== message) wrong.push(`${String(JSON.stringify(coordinates)).slice(0, 60)}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect((await directions(plain, [[112.0452, -6.89], [200, -6.88]])).json().errors).toEqual({ 'coordinates.1.0': 'Longitude harus antara -180 dan 180.' });
  });

  it('is open to the route screens: Data Rute and Peta Rute, not to others', async () => {
    for (const screen of ['master.routes', 'master.route-map'] as const) {
      const user = await userWith(plain, screen);
      expect((await directions(plain, STOPS, user.token)).statusCode, screen).toBe(200);
    }
    const other = await userWith(plain, 'master.vehicles');
    expect((await directions(plain, STOPS, other.token)).statusCode).toBe(403);
  });
});

describe('openrouteservice (ORS_API_KEY set)', () => {
  it('posts the stops with the key in Authorization and answers the road line and its summary', async () => {
    ors.answer({ status: 200, body: orsAnswer() });
    const before = ors.calls.length;
    const res = await directions(withOrs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { coordinates: ROAD, provider: 'ors', distance_m: 2544, duration_s: 301 } });
    expect(res.body).not.toContain(KEY);
    const calls = ors.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/directions/driving-car/geojson', authorization: KEY, contentType: 'application/json' });
    expect(JSON.parse(calls[0].body)).toEqual({ coordinates: STOPS });
  });

  it('thins a line longer than a path save takes to that many points, ends kept', async () => {
    const long = Array.from({ length: 7001 }, (_, i): [number, number] => [112 + i / 100_000, -6.9 + i / 200_000]);
    ors.answer({ status: 200, body: orsAnswer(long) });
    const data = (await directions(withOrs)).json().data;
    expect(data.coordinates).toHaveLength(ROUTE_MAP_POINTS_MAX);
    expect(data.coordinates[0]).toEqual(long[0]);
    expect(data.coordinates.at(-1)).toEqual(long.at(-1));
  });

  it('answers 502 with one message on an error status, a timeout or a malformed answer, and writes nothing', async () => {
    const failures = [
      { status: 403, body: JSON.stringify({ error: 'Access to this API has been disallowed', echoed: KEY }) },
      { status: 500, body: '{"error":"internal"}' },
      { status: 200, body: orsAnswer(), delayMs: TIMEOUT_MS * 8 },
      { status: 200, body: '<html>bukan json</html>' },
      { status: 200, body: '{"type":"FeatureCollection","features":[]}' },
      { status: 200, body: orsAnswer([[112.05]]) },
      { status: 200, body: orsAnswer(ROAD, { distance: 'jauh' }) },
    ];
    const before = await dbFingerprint(withOrs);
    const wrong: string[] = [];
    for (const failure of failures) {
      ors.answer(failure);
      const started = Date.now();
      const res = await directions(withOrs);
      const took = Date.now() - started;
      if (res.statusCode !== 502 || res.body !== JSON.stringify({ message: DIRECTIONS_MSG.unreachable }) || took > TIMEOUT_MS * 4) {
        wrong.push(`${failure.status} ${failure.body.slice(0, 40)}: ${res.statusCode} ${res.body} in ${took} ms`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(withOrs)).toEqual(before);
  });

  it('never writes the key in a log line, which does say why the provider failed', () => {
    const text = lines.join('\n');
    expect(text).toContain('ors: answered 403');
    expect(text).toContain(`ors: no answer within ${TIMEOUT_MS} ms`);
    expect(text).toContain('ors: malformed answer');
    expect(text).toContain('/api/v1/routes/directions');
    expect(text).not.toContain(KEY);
  });
});

describe('OSRM (OSRM_URL set)', () => {
  it('asks for the route through the stops with the full GeoJSON geometry and answers it', async () => {
    osrm.answer({ status: 200, body: osrmAnswer() });
    const before = osrm.calls.length;
    const res = await directions(withOsrm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { coordinates: ROAD, provider: 'osrm', distance_m: 2610, duration_s: 323 } });
    const calls = osrm.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe('/route/v1/driving/112.0283,-6.9006;112.0446,-6.8986;112.0505,-6.8972?overview=full&geometries=geojson');
    expect(calls[0].authorization).toBeUndefined();
  });

  it('answers 502 on an error status, a timeout or a malformed answer', async () => {
    const failures = [
      { status: 400, body: '{"code":"NoRoute","message":"Impossible route between points"}' },
      { status: 200, body: osrmAnswer(), delayMs: TIMEOUT_MS * 8 },
      { status: 200, body: '{"code":"Ok","routes":[]}' },
      { status: 200, body: '{"code":"NoSegment","routes":[]}' },
      { status: 200, body: 'null' },
    ];
    const wrong: string[] = [];
    for (const failure of failures) {
      osrm.answer(failure);
      const res = await directions(withOsrm);
      if (res.statusCode !== 502 || res.json().message !== DIRECTIONS_MSG.unreachable) wrong.push(`${failure.body.slice(0, 40)}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 502 when nothing listens at the URL', async () => {
    const gone = await startFakeHttp();
    await gone.close();
    const t = await startTestApp({ OSRM_URL: gone.url }, database);
    try {
      const res = await directions(t);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: DIRECTIONS_MSG.unreachable });
    } finally {
      await t.close();
    }
  });
});
