import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { insertStay, parkingSetup } from '../helpers/parking-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking', TZ: 'Asia/Jakarta' });
  const ids = await parkingSetup(t);
  // 20:00 UTC is the next morning in Jakarta: the plate's day is the service day.
  await insertStay(t, { plate: 'S1234TB', typeId: ids.car, locationId: ids.alun, checkInAt: new Date('2026-03-01T01:00:00Z'), checkOutAt: new Date('2026-03-01T02:00:00Z'), amount: 5000 });
  await insertStay(t, { plate: 'S1234TB', typeId: ids.car, locationId: ids.pasar, checkInAt: new Date('2026-03-04T20:00:00Z') });
  await insertStay(t, { plate: 'W777XY', typeId: ids.motor, locationId: ids.pasar, checkInAt: new Date('2026-03-02T03:00:00Z') });
});
afterAll(() => t.close());

interface Hit { type: string; label: string; sublabel: string; url: string }
const search = async (q: string, token = t.adminToken): Promise<Hit[]> => {
  const res = await t.call('GET', `/api/v1/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const records = (hits: Hit[]) => hits.filter((h) => h.type !== 'menu');

describe('GET /search in parking mode', () => {
  it('finds parking locations by name or address, opening their list', async () => {
    expect(records(await search('pasar'))).toEqual([
      { type: 'parking-location', label: 'Pasar Baru', sublabel: 'Jl. Pasar', url: '/master/lokasi?q=Pasar%20Baru' },
    ]);
  });

  it('finds vehicle types by name or code', async () => {
    expect(records(await search('mbl'))).toEqual([{ type: 'parking-vehicle-type', label: 'Mobil', sublabel: 'Kode MBL', url: '/master/tipe-kendaraan?q=MBL' }]);
  });

  it('finds a plate however it is typed, once, opening the recap on the day of its last check-in', async () => {
    expect(records(await search('s 1234'))).toEqual([
      { type: 'parking-plate', label: 'S1234TB', sublabel: 'Terakhir masuk 05-03-2026 · 2 kali', url: '/main/rekap-parkir?q=S1234TB&from=2026-03-05&to=2026-03-05' },
    ]);
    expect(records(await search('w-777')).map((h) => h.label)).toEqual(['W777XY']);
  });

  it('answers only the records of screens the role may open', async () => {
    const clerk = await userWithScreens(t, ['master.parking-vehicle-types']);
    expect(records(await search('pasar', clerk.token))).toEqual([]);
    expect(records(await search('s1234', clerk.token))).toEqual([]);
    expect(records(await search('motor', clerk.token)).map((h) => h.type)).toEqual(['parking-vehicle-type']);
  });
});
