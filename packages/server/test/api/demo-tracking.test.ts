import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LonLat } from '@halte/contract';
import { positions } from '../../src/db/schema/index.js';
import { DemoSimulator } from '../../src/modules/school/tracking/demo/simulator.js';
import { demoDrives, demoSpeedKmh, minuteOfDay } from '../../src/modules/school/tracking/demo/demo-day.js';
import { zonedInstant, bearingDeg, haversineM } from '@halte/contract';
import type { Database } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';

/**
 * The demo simulator: demo buses (the demo fleet's tracker ids) driven along their route lines
 * through the intake, a real tracker never; off in tests unless turned on, and gone at close.
 */
const LINE: LonLat[] = [
  [112.0283, -6.9006],
  [112.0335, -6.9003],
  [112.0398, -6.8989],
  [112.0446, -6.8986],
];
const STOPS = [
  { vcnama: 'Terminal Kambang Putih', declattitude: -6.9006, declongitude: 112.0283 },
  { vcnama: 'Pasar Baru Tuban', declattitude: -6.8986, declongitude: 112.0446 },
];

let database: Database;
let t: TestApp;
let demoBus: number;
let stopsOnlyBus: number;
let realBus: number;
let angkot: number;
let spareBus: number;

const stored = (vehicleId: number) =>
  t.database.db.select().from(positions).where(eq(positions.vehicleId, vehicleId)).orderBy(asc(positions.time));

/** Metres from a point to the nearest place on the line (segments short enough to treat as flat). */
function offLine(p: LonLat, line: LonLat[]): number {
  const k = Math.cos((p[1] * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const [dx, dy] = [(b[0] - a[0]) * k, b[1] - a[1]];
    const f = Math.max(0, Math.min(1, (((p[0] - a[0]) * k) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, haversineM(p, [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]));
  }
  return best;
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  t = await startTestApp({}, database);
  const mapped = (await created(t, '/api/v1/routes', routeBody(1, { titik_rute: STOPS }))).intid;
  const path = await t.call('PUT', `/api/v1/routes/map/${mapped}`, { token: t.adminToken, body: { titik_rute_map: LINE.map(([declongitude, declattitude]) => ({ declongitude, declattitude })) } });
  expect(path.statusCode).toBe(200);
  const unmapped = (await created(t, '/api/v1/routes', routeBody(2, { titik_rute: STOPS }))).intid;
  demoBus = (await created(t, '/api/v1/vehicles', vehicleBody(1, mapped, { vcdevice_id: 'TBN-BUS-01' }))).intid;
  stopsOnlyBus = (await created(t, '/api/v1/vehicles', vehicleBody(2, unmapped, { vcdevice_id: 'TBN-BUS-02' }))).intid;
  realBus = (await created(t, '/api/v1/vehicles', vehicleBody(3, mapped, { vcdevice_id: 'TRACCAR-868123' }))).intid;
  angkot = (await created(t, '/api/v1/vehicles', vehicleBody(4, mapped, { vcdevice_id: 'TBN-ANG-01' }))).intid;
  spareBus = (await created(t, '/api/v1/vehicles', vehicleBody(5, mapped, { vcdevice_id: 'TBN-BUS-11' }))).intid;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('the demo simulator', () => {
  it('is off in tests: nothing is reported without being turned on', async () => {
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(demoBus)).toHaveLength(0);
  });

  it('on a school run drives each demo bus along its route line through the intake, reporting speed and heading; a spare bus and a real tracker are left alone', async () => {
    // A Wednesday's morning run, a clock 5 s further at each report: the buses cover in milliseconds what takes minutes.
    let clock = zonedInstant({ year: 2026, month: 11, day: 25, hour: 6, minute: 10 }, 'Asia/Jakarta').getTime();
    const simulator = new DemoSimulator({ db: t.database.db, tracking: t.app.tracking, timeZone: 'Asia/Jakarta', log: t.app.log, intervalMs: 5, now: () => (clock += 5_000) });
    simulator.start();
    await waitFor(async () => (await stored(demoBus)).length >= 8);
    await simulator.stop();

    const rows = await stored(demoBus);
    const moves = rows.slice(1).map((r, i) => haversineM([rows[i].longitude, rows[i].latitude], [r.longitude, r.latitude]));
    const kmh = demoSpeedKmh(rows[1].time.getTime(), 'Asia/Jakarta');
    for (const [i, r] of rows.entries()) {
      expect(offLine([r.longitude, r.latitude], LINE), `report ${i}`).toBeLessThan(1);
      expect(r.speedKmh).toBeGreaterThanOrEqual(kmh * 0.85 - 0.1);
      expect(r.speedKmh).toBeLessThanOrEqual(kmh * 1.15 + 0.1);
      expect(r.heading).toBeGreaterThanOrEqual(0);
      expect(r.heading).toBeLessThan(360);
    }
    // Moving: each report 5 s on is that far along at its speed (less only where it turned back).
    for (const [i, m] of moves.entries()) {
      expect(m, `move ${i}`).toBeGreaterThan(0);
      expect(m).toBeLessThanOrEqual(((rows[i + 1].speedKmh ?? 0) / 3.6) * 5 + 0.5);
    }
    expect(moves.filter((m) => m > ((rows[1].speedKmh ?? 0) / 3.6) * 5 * 0.9).length).toBeGreaterThan(moves.length / 2);
    // The heading is the direction of travel (one way or the other along the line).
    const [a, b] = [rows.at(-2)!, rows.at(-1)!];
    const travel = bearingDeg([a.longitude, a.latitude], [b.longitude, b.latitude]);
    expect(Math.abs(((b.heading! - travel + 540) % 360) - 180)).toBeLessThan(5);

    // A route without a saved line is driven straight between its located stops.
    const straight = await stored(stopsOnlyBus);
    expect(straight.length).toBeGreaterThan(0);
    for (const r of straight) expect(offLine([r.longitude, r.latitude], [[112.0283, -6.9006], [112.0446, -6.8986]])).toBeLessThan(1);
    expect(await stored(realBus)).toHaveLength(0);
    expect(await stored(spareBus)).toHaveLength(0);
    expect((await stored(angkot)).length).toBeGreaterThan(0);

    // Stopped: no timer is left to report again.
    const count = rows.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(demoBus)).toHaveLength(count);
  });

  it('outside school hours keeps only the angkot driving: the buses stand, free for a trip', async () => {
    // A Sunday morning.
    const from = zonedInstant({ year: 2026, month: 11, day: 22, hour: 9 }, 'Asia/Jakarta').getTime();
    let clock = from;
    const simulator = new DemoSimulator({ db: t.database.db, tracking: t.app.tracking, timeZone: 'Asia/Jakarta', log: t.app.log, intervalMs: 5, now: () => (clock += 5_000) });
    const since = async (vehicleId: number) => (await stored(vehicleId)).filter((r) => r.time.getTime() > from && r.time.getTime() < from + 86_400_000);
    simulator.start();
    await waitFor(async () => (await since(angkot)).length >= 4);
    await simulator.stop();
    expect(await since(demoBus)).toHaveLength(0);
    expect(await since(stopsOnlyBus)).toHaveLength(0);
    expect(await since(spareBus)).toHaveLength(0);
    for (const r of await since(angkot)) expect(r.speedKmh).toBeLessThanOrEqual(15 * 1.15 + 0.1);
  });

  it('runs with the app when turned on (DEMO_TRACKING) and ends when the app closes', async () => {
    // The angkot drive at any hour of the real clock.
    const before = (await stored(angkot)).length;
    const other = await startTestApp({ DEMO_TRACKING: '1' }, database);
    try {
      // Its first report comes at once when the app is ready.
      await waitFor(async () => (await stored(angkot)).length > before);
    } finally {
      await other.close();
    }
    const after = (await stored(angkot)).length;
    await new Promise((r) => setTimeout(r, 200));
    expect(await stored(angkot)).toHaveLength(after);
  });

  it('knows the school runs in TZ: Monday to Friday 06:00–07:30 and 13:00–14:30 at full speed, slower outside', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(minuteOfDay(at('2026-11-23T00:30:00Z'), 'Asia/Jakarta')).toBe(7 * 60 + 30);
    // Monday 23 November 2026, Jakarta (UTC+7).
    expect(demoSpeedKmh(at('2026-11-22T22:59:00Z'), 'Asia/Jakarta')).toBe(15);
    expect(demoSpeedKmh(at('2026-11-22T23:00:00Z'), 'Asia/Jakarta')).toBe(25);
    expect(demoSpeedKmh(at('2026-11-23T00:29:00Z'), 'Asia/Jakarta')).toBe(25);
    expect(demoSpeedKmh(at('2026-11-23T00:30:00Z'), 'Asia/Jakarta')).toBe(15);
    expect(demoSpeedKmh(at('2026-11-23T06:00:00Z'), 'Asia/Jakarta')).toBe(25);
    expect(demoSpeedKmh(at('2026-11-23T07:30:00Z'), 'Asia/Jakarta')).toBe(15);
    // Saturday 28 November, 06:30: no school.
    expect(demoSpeedKmh(at('2026-11-27T23:30:00Z'), 'Asia/Jakarta')).toBe(15);
    expect(demoDrives('TBN-BUS-01', at('2026-11-22T23:30:00Z'), 'Asia/Jakarta')).toBe(true);
    expect(demoDrives('TBN-BUS-11', at('2026-11-22T23:30:00Z'), 'Asia/Jakarta')).toBe(false);
    expect(demoDrives('TBN-BUS-01', at('2026-11-27T23:30:00Z'), 'Asia/Jakarta')).toBe(false);
    expect(demoDrives('TBN-ANG-02', at('2026-11-27T23:30:00Z'), 'Asia/Jakarta')).toBe(true);
  });
});
