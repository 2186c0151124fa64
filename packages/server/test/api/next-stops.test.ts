import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { StopArrivalWire } from '@halte/contract';
import { routeSegmentSpeeds } from '../../src/db/schema/index.js';
import { haversineM } from '@halte/contract';
import { recordTripHistory } from '../../src/modules/school/arrivals/trip-history.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { ROAD, STOP_NAMES, drive, roadRoute, tripOn } from '../helpers/arrival-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const leg = haversineM(ROAD[0], ROAD[1]);
const nextStops = async (vehicleId: number, token = t.adminToken) => {
  const res = await t.call('GET', `/api/v1/vehicle-location/${vehicleId}/next-stops`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StopArrivalWire[];
};

describe('GET /vehicle-location/{id}/next-stops', () => {
  it('answers the stops ahead of a running trip with the distance by road and the minutes at the bus’s speed', async () => {
    const r = await roadRoute(t);
    const now = Date.now();
    await tripOn(t, r, new Date(now - 10 * MINUTE));
    // Three minutes at 18 km/h from the terminal: 900 m along, short of the first corner.
    await drive(t, r.vehicleId, { start: new Date(now - 3 * MINUTE), fromM: 0, kmh: 18, seconds: 180 });
    const stops = await nextStops(r.vehicleId);
    expect(stops.map((s) => s.vcnama)).toEqual(STOP_NAMES.slice(1));
    expect(stops.map((s) => s.intrute_titik_id)).toEqual(r.stopIds.slice(1));
    expect(stops[0].intjarak).toBeCloseTo(leg - 900, -1);
    // The far stop is round the corner: by road, not straight across.
    expect(stops[1].intjarak).toBeCloseTo(leg - 900 + haversineM(ROAD[1], ROAD[2]), -1);
    expect(stops[1].intjarak).toBeGreaterThan(haversineM([112.05, -6.8919], ROAD[2]) + 150);
    // ~212 m at ~18 km/h, then a kilometre at a blend of 18 and the default 20 km/h.
    expect(stops[0].intmenit).toBe(1);
    expect(stops[1].intmenit).toBeGreaterThanOrEqual(3);
    expect(stops[1].intmenit).toBeLessThanOrEqual(4);
    expect(Date.parse(stops[1].dteta) - Date.now()).toBeGreaterThan(3 * MINUTE);
  });

  it('answers [] for a vehicle without a running trip, or with one but no position yet', async () => {
    const idle = await roadRoute(t);
    await drive(t, idle.vehicleId, { start: new Date(Date.now() - MINUTE), fromM: 0, kmh: 20, seconds: 30 });
    expect(await nextStops(idle.vehicleId)).toEqual([]);
    const silent = await roadRoute(t);
    await tripOn(t, silent, new Date(Date.now() - MINUTE));
    expect(await nextStops(silent.vehicleId)).toEqual([]);
  });

  it('404 for an unknown vehicle; read with the tracking screen only', async () => {
    const res = await t.call('GET', '/api/v1/vehicle-location/999999/next-stops', { token: t.adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Kendaraan tidak ditemukan.');
    const r = await roadRoute(t);
    const tracker = await userWithScreens(t, ['tracking.live']);
    expect(await nextStops(r.vehicleId, tracker.token)).toEqual([]);
    const other = await userWithScreens(t, ['master.vehicles']);
    expect((await t.call('GET', `/api/v1/vehicle-location/${r.vehicleId}/next-stops`, { token: other.token })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/v1/vehicle-location/${r.vehicleId}/next-stops`)).statusCode).toBe(401);
  });
});

describe("a route's arrival history", () => {
  it('learns each stretch’s speed and each stop’s arrival time from finished trips, and the next trip is timed by it', async () => {
    const r = await roadRoute(t);
    const day = Date.now() - 3 * 60 * MINUTE;
    // Two earlier trips at 36 km/h, starting a minute before the bus leaves the terminal.
    for (const start of [day, day + 30 * MINUTE]) {
      await drive(t, r.vehicleId, { start: new Date(start + MINUTE), fromM: 0, kmh: 36, seconds: 240 });
      const trip = await tripOn(t, r, new Date(start), new Date(start + 10 * MINUTE));
      await recordTripHistory(t.database.db, trip);
    }
    const rows = await t.database.db.select().from(routeSegmentSpeeds).where(eq(routeSegmentSpeeds.routeId, r.routeId)).orderBy(asc(routeSegmentSpeeds.pointId));
    expect(rows.map((h) => h.pointId)).toEqual(r.stopIds);
    expect(rows[0]).toMatchObject({ samples: 0, meanKmh: null, arrivalSeconds: [60, 60] });
    for (const row of rows.slice(1)) {
      expect(row.samples).toBe(2);
      expect(Math.abs(row.meanKmh! - 36)).toBeLessThan(1.5);
    }
    const corner = Math.round(60 + (leg - 25) / 10);
    expect(rows[1].arrivalSeconds.map((s) => Math.abs(s - corner) <= 1)).toEqual([true, true]);

    // Now a bus at a crawl near the terminal: the stretch after the corner is expected at the usual 36 km/h.
    await tripOn(t, r, new Date(Date.now() - 5 * MINUTE));
    await drive(t, r.vehicleId, { start: new Date(Date.now() - 2 * MINUTE), fromM: 100, kmh: 9, seconds: 120 });
    const [, far] = await nextStops(r.vehicleId);
    const crawling = (leg - 400 + 1104) / (9 / 3.6) / 60;
    expect(far.intmenit).toBeLessThan(crawling * 0.75);
  });
});
