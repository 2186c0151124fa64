import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleDayWire, VehicleLocationWire } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';
import { vehicleRecent } from '../../src/modules/school/vehicle-location/day.service.js';
import { vehicleInfo } from '../../src/modules/school/vehicle-location/location.service.js';

let t: TestApp;
let routeId: number;
/** Moving now, stopped now, silent for 11 minutes, never reported. */
let moving: number, stopped: number, silent: number, never: number;

const MINUTE = 60_000;
const store = (vehicleId: number, time: Date, latitude: number, longitude: number, speedKmh?: number, heading?: number) =>
  t.app.tracking.ingest([{ vehicleId, time, latitude, longitude, speedKmh, heading }], 'osmand');

beforeAll(async () => {
  t = await startTestApp();
  routeId = (await created(t, '/api/v1/routes', routeBody(1))).intid;
  // Plates chosen so that alphabetical order differs from the order of reporting.
  never = (await created(t, '/api/v1/vehicles', vehicleBody(1, routeId, { vcnopol: 'S 1000 AA' }))).intid;
  moving = (await created(t, '/api/v1/vehicles', vehicleBody(2, routeId, { vcnopol: 'S 3000 AA' }))).intid;
  stopped = (await created(t, '/api/v1/vehicles', vehicleBody(3, routeId, { vcnopol: 'S 2000 AA' }))).intid;
  silent = (await created(t, '/api/v1/vehicles', vehicleBody(4, routeId, { vcnopol: 'S 4000 AA' }))).intid;
  const now = Date.now();
  await store(moving, new Date(now - 20_000), -6.89, 112.04, 35.5, 90);
  await store(stopped, new Date(now - 30_000), -6.9, 112.05, 0);
  await store(silent, new Date(now - 11 * MINUTE), -6.91, 112.06, 40);
});
afterAll(() => t.close());

const locations = async (query = '', token = t.adminToken) => {
  const res = await t.call('GET', `/api/v1/vehicles/location${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as VehicleLocationWire[];
};

describe('GET /vehicles/location', () => {
  it('lists every vehicle with its latest position and state; those that never reported last, without coordinates', async () => {
    const data = await locations();
    expect(data.map((v) => v.vcnopol)).toEqual(['S 2000 AA', 'S 3000 AA', 'S 4000 AA', 'S 1000 AA']);
    const byId = new Map(data.map((v) => [v.intid, v]));
    expect(byId.get(moving)).toMatchObject({
      vcnama: 'Bus Sekolah 2',
      intrute_angkutan_id: routeId,
      vcrute: 'Rute 1',
      declattitude: -6.89,
      declongitude: 112.04,
      deckecepatan: 35.5,
      decarah: 90,
      intstatus: 1,
      vcstatus: 'Bergerak',
    });
    expect(Date.now() - Date.parse(byId.get(moving)!.dtwaktu!)).toBeLessThan(MINUTE);
    expect(byId.get(stopped)).toMatchObject({ deckecepatan: 0, intstatus: 2, vcstatus: 'Berhenti' });
    expect(byId.get(silent)).toMatchObject({ declattitude: -6.91, intstatus: 3, vcstatus: 'Tanpa sinyal' });
    expect(byId.get(never)).toEqual({
      intid: never,
      vcnama: 'Bus Sekolah 1',
      vcnopol: 'S 1000 AA',
      intrute_angkutan_id: routeId,
      vcrute: 'Rute 1',
      declattitude: null,
      declongitude: null,
      deckecepatan: null,
      decarah: null,
      dtwaktu: null,
      intstatus: 3,
      vcstatus: 'Tanpa sinyal',
    });
  });

  it('intid 0 or empty is every vehicle; an intid is that vehicle alone', async () => {
    expect(await locations('?intid=0')).toHaveLength(4);
    expect(await locations('?intid=')).toHaveLength(4);
    const one = await locations(`?intid=${stopped}`);
    expect(one.map((v) => v.intid)).toEqual([stopped]);
  });

  it('an older position arriving late does not move the vehicle back', async () => {
    const before = (await locations(`?intid=${moving}`))[0];
    await store(moving, new Date(Date.parse(before.dtwaktu!) - 5 * MINUTE), -7.5, 112.5, 10);
    expect((await locations(`?intid=${moving}`))[0]).toMatchObject({ declattitude: -6.89, declongitude: 112.04 });
  });

  it('an unknown vehicle is 404, a malformed intid 400, each in Indonesian', async () => {
    const missing = await t.call('GET', '/api/v1/vehicles/location?intid=999999', { token: t.adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kendaraan tidak ditemukan.' });
    for (const bad of ['abc', '-1', '1.5', '0x10']) {
      const res = await t.call('GET', `/api/v1/vehicles/location?intid=${bad}`, { token: t.adminToken });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Kendaraan tidak ditemukan.');
    }
  });

  it('is read with the tracking screen or the school dashboard, not otherwise', async () => {
    for (const screen of ['tracking.live', 'dashboard.school'] as const) {
      const user = await userWithScreens(t, [screen]);
      expect(await locations('', user.token)).toHaveLength(4);
    }
    const other = await userWithScreens(t, ['master.vehicles']);
    expect((await t.call('GET', '/api/v1/vehicles/location', { token: other.token })).statusCode).toBe(403);
  });
});

describe('GET /vehicles/{id}/positions', () => {
  let bus: number;
  // 2026-03-02 in Asia/Jakarta (UTC+7) runs from 2026-03-01T17:00Z to 2026-03-02T17:00Z.
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    bus = (await created(t, '/api/v1/vehicles', vehicleBody(9, routeId))).intid;
    await t.app.tracking.ingest(
      [
        // The evening before, in Jakarta: another day.
        { vehicleId: bus, time: at('2026-03-01T16:59:59Z'), latitude: -6.8, longitude: 112.0, speedKmh: 20 },
        // Stored out of order: the path is in time order.
        { vehicleId: bus, time: at('2026-03-02T00:02:00Z'), latitude: -6.8979 + 0.002, longitude: 112.0505, speedKmh: 25 },
        { vehicleId: bus, time: at('2026-03-01T17:00:00Z'), latitude: -6.8979, longitude: 112.0505, speedKmh: 0 },
        { vehicleId: bus, time: at('2026-03-02T00:01:00Z'), latitude: -6.8979 + 0.001, longitude: 112.0505, speedKmh: 30 },
        // A fix 30 km away for one second: a GPS error.
        { vehicleId: bus, time: at('2026-03-02T00:01:30Z'), latitude: -6.6, longitude: 112.0505, speedKmh: 30 },
        { vehicleId: bus, time: at('2026-03-02T16:59:59Z'), latitude: -6.8979 + 0.003, longitude: 112.0505, speedKmh: 10 },
        // Midnight in Jakarta: the next day.
        { vehicleId: bus, time: at('2026-03-02T17:00:00Z'), latitude: -6.7, longitude: 112.1, speedKmh: 10 },
      ],
      'osmand',
    );
  });

  const day = async (query: string) => {
    const res = await t.call('GET', `/api/v1/vehicles/${bus}/positions${query}`, { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as VehicleDayWire;
  };

  it('answers the day\'s path in time order (the day of TZ) and the distance driven, without the GPS error', async () => {
    const data = await day('?date=2026-03-02');
    expect(data).toMatchObject({ intid: bus, vcnopol: 'S 1009 AB', vcrute: 'Rute 1', intrute_angkutan_id: routeId, dttanggal: '2026-03-02' });
    expect(data.posisi.map((p) => p.dtwaktu)).toEqual([
      '2026-03-01T17:00:00.000Z',
      '2026-03-02T00:01:00.000Z',
      '2026-03-02T00:02:00.000Z',
      '2026-03-02T16:59:59.000Z',
    ]);
    expect(data.posisi[1]).toEqual({ declattitude: -6.8979 + 0.001, declongitude: 112.0505, deckecepatan: 30, dtwaktu: '2026-03-02T00:01:00.000Z' });
    // Three steps of 0.001° of latitude: about 333.6 m.
    expect(data.decjarak_km).toBe(0.33);
  });

  it('a day without positions is an empty path of 0 km; no date is today', async () => {
    expect(await day('?date=2026-02-28')).toMatchObject({ posisi: [], decjarak_km: 0 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(new Date());
    expect((await day('')).dttanggal).toBe(today);
  });

  it('?menit answers the last minutes up to now, whichever day they began, and refuses a bad count', async () => {
    const other = (await created(t, '/api/v1/vehicles', vehicleBody(10, routeId))).intid;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const fixes = [40, 20, 1].map((m, i) => ({ vehicleId: other, time: ago(m), latitude: -6.8 - i * 0.001, longitude: 112.0, speedKmh: 20 }));
    await t.app.tracking.ingest(fixes, 'osmand');
    const res = await t.call('GET', `/api/v1/vehicles/${other}/positions?menit=30`, { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as VehicleDayWire).posisi.map((p) => p.dtwaktu)).toEqual([fixes[1].time.toISOString(), fixes[2].time.toISOString()]);

    // Five minutes past midnight in Jakarta, the last 30 minutes begin the day before.
    const justAfterMidnight = new Date('2026-03-02T17:05:00Z');
    const vehicle = (await vehicleInfo(t.app.db, bus))!;
    const recent = await vehicleRecent(t.app.db, vehicle, 30, t.config.timeZone, justAfterMidnight);
    expect(recent.dttanggal).toBe('2026-03-03');
    expect(recent.posisi.map((p) => p.dtwaktu)).toContain('2026-03-02T16:59:59.000Z');
    expect(recent.posisi.map((p) => p.dtwaktu)).not.toContain('2026-03-02T00:02:00.000Z');

    for (const bad of ['0', '1441', '2.5', 'tiga']) {
      const refused = await t.call('GET', `/api/v1/vehicles/${other}/positions?menit=${bad}`, { token: t.adminToken });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Menit harus bilangan bulat antara 1 dan 1440.' });
    }
  });

  it('refuses a bad date with the Indonesian message and an unknown vehicle with 404', async () => {
    for (const bad of ['2026-02-30', '02-03-2026', '2026-3-2', 'kemarin']) {
      const res = await t.call('GET', `/api/v1/vehicles/${bus}/positions?date=${bad}`, { token: t.adminToken });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Tanggal harus tanggal yang ada, dengan format TTTT-BB-HH.' });
    }
    const missing = await t.call('GET', '/api/v1/vehicles/999999/positions', { token: t.adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kendaraan tidak ditemukan.' });
  });

  it('is read with the tracking screen only', async () => {
    const tracker = await userWithScreens(t, ['tracking.live']);
    expect((await t.call('GET', `/api/v1/vehicles/${bus}/positions`, { token: tracker.token })).statusCode).toBe(200);
    const dashboard = await userWithScreens(t, ['dashboard.school']);
    expect((await t.call('GET', `/api/v1/vehicles/${bus}/positions`, { token: dashboard.token })).statusCode).toBe(403);
  });
});
