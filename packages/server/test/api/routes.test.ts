import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { routePoints } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (id: number | string, token = t.adminToken) => t.call('GET', `/api/v1/routes/${id}`, { token });
const post = (body: unknown) => t.call('POST', '/api/v1/routes', { token: t.adminToken, body });

describe('/routes', () => {
  it('creates a route with ordered points, reads, updates (replacing the points) and deletes it', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(1, {
      titik_rute: [
        { vcnama: 'Terminal', declattitude: '-6.8837', declongitude: '112.0452' },
        { vcnama: 'Pasar Baru', declattitude: null, declongitude: '' },
        { vcnama: 'SMAN 1 Tuban', declattitude: -6.8975, declongitude: 112.0621 },
      ],
    }));
    expect((await get(r.intid)).json().data).toEqual({
      intid: r.intid,
      vckode: 'R01',
      vcnama: 'Rute 1',
      titik_rute: [
        { vcnama: 'Terminal', declattitude: -6.8837, declongitude: 112.0452 },
        { vcnama: 'Pasar Baru', declattitude: null, declongitude: null },
        { vcnama: 'SMAN 1 Tuban', declattitude: -6.8975, declongitude: 112.0621 },
      ],
      titik_rute_map: [],
    });

    const upd = await t.call('PUT', `/api/v1/routes/${r.intid}`, {
      token: t.adminToken,
      body: routeBody(1, { vcnama: 'Rute Kota', titik_rute: [{ vcnama: 'SMAN 1 Tuban' }, { vcnama: 'Terminal', declattitude: -6.8837, declongitude: 112.0452 }] }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.titik_rute.map((p: { vcnama: string }) => p.vcnama)).toEqual(['SMAN 1 Tuban', 'Terminal']);
    expect(await t.database.db.select().from(routePoints).where(eq(routePoints.routeId, r.intid))).toHaveLength(2);

    expect((await t.call('DELETE', `/api/v1/routes/${r.intid}`, { token: t.adminToken })).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(r.intid)).statusCode).toBe(404);
    expect(await t.database.db.select().from(routePoints).where(eq(routePoints.routeId, r.intid))).toHaveLength(0);
  });

  it('lists with search and paging, with the number of points', async () => {
    for (let n = 10; n < 22; n++) await created(t, '/api/v1/routes', routeBody(n, n === 15 ? { vcnama: 'Tuban - Palang' } : {}));
    const page = await t.call('GET', '/api/v1/routes?page=2&limit=10', { token: t.adminToken });
    expect(page.json()).toMatchObject({ length: 12, page_total: 2 });
    expect(page.json().data).toEqual([
      { intid: expect.any(Number), vckode: 'R20', vcnama: 'Rute 20', intjumlah_titik: 2 },
      { intid: expect.any(Number), vckode: 'R21', vcnama: 'Rute 21', intjumlah_titik: 2 },
    ]);
    const q = await t.call('GET', '/api/v1/routes?q=PALANG', { token: t.adminToken });
    expect(q.json().data.map((r: { vckode: string }) => r.vckode)).toEqual(['R15']);
  });

  it('answers missing fields and point names with the catalogue messages and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/routes', '/api/v1/routes', routeBody(30), {
      vckode: 'Kode tidak boleh kosong.',
      vcnama: 'Nama tidak boleh kosong.',
    });
    const before = await listLength(t, '/api/v1/routes');
    const point = await post(routeBody(30, { titik_rute: [{ vcnama: 'Terminal' }, { vcnama: '  ', declattitude: -6.9, declongitude: 112 }] }));
    expect(point.statusCode).toBe(400);
    expect(point.json()).toEqual({ message: 'Titik Rute tidak boleh kosong.', errors: { 'titik_rute.1.vcnama': 'Titik Rute tidak boleh kosong.' } });
    for (const titik_rute of [[], undefined]) {
      const none = await post(routeBody(30, { titik_rute }));
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ titik_rute: 'Titik Rute tidak boleh kosong.' });
    }
    expect(await listLength(t, '/api/v1/routes')).toBe(before);
  });

  it('checks coordinates when they are given', async () => {
    const before = await listLength(t, '/api/v1/routes');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ declattitude: -91, declongitude: 112 }, { 'titik_rute.0.declattitude': 'Latitude harus antara -90 dan 90.' }],
      [{ declattitude: -6.9, declongitude: 181 }, { 'titik_rute.0.declongitude': 'Longitude harus antara -180 dan 180.' }],
      [{ declattitude: 'utara', declongitude: 112 }, { 'titik_rute.0.declattitude': 'Latitude harus berupa angka.' }],
      [{ declattitude: -6.9 }, { 'titik_rute.0.declattitude': 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.' }],
    ];
    for (const [coords, errors] of cases) {
      const res = await post(routeBody(31, { titik_rute: [{ vcnama: 'Terminal', ...coords }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await post(routeBody(31, { titik_rute: 'bukan daftar' }))).json().errors).toEqual({ titik_rute: 'Titik Rute tidak boleh kosong.' });
    expect(await listLength(t, '/api/v1/routes')).toBe(before);
  });

  it('answers 409 for a duplicate code and for deleting a route that vehicles use', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(40));
    const dup = await post(routeBody(40, { vcnama: 'Lain' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Kode sudah digunakan.', errors: { vckode: 'Kode sudah digunakan.' } });

    const v = await created(t, '/api/v1/vehicles', vehicleBody(1, r.intid));
    await created(t, '/api/v1/vehicles', vehicleBody(2, r.intid));
    const del = await t.call('DELETE', `/api/v1/routes/${r.intid}`, { token: t.adminToken });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Rute R40 masih digunakan oleh 2 kendaraan.');
    expect((await get(r.intid)).json().data.titik_rute).toHaveLength(2);

    await t.call('DELETE', `/api/v1/vehicles/${v.intid}`, { token: t.adminToken });
    expect((await t.call('DELETE', `/api/v1/routes/${r.intid}`, { token: t.adminToken })).statusCode).toBe(409);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/v1/routes/999999', { token: t.adminToken, body: routeBody(50) })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/v1/routes/map/999999', { token: t.adminToken, body: { titik_rute_map: [] } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/v1/routes/-1', { token: t.adminToken })).statusCode).toBe(404);
  });
});

describe('PUT /routes/map/{id}', () => {
  it('stores the generated path and answers it as titik_rute_map, leaving the points alone', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(60));
    const path = [
      { declongitude: 112.0452, declattitude: -6.8837, intrute_angkutan_id: r.intid },
      { declongitude: '112.0470', declattitude: '-6.8850' },
      { declongitude: 112.0505, declattitude: -6.8979 },
    ];
    const res = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body: { titik_rute_map: path } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data berhasil diubah.');
    const data = (await get(r.intid)).json().data;
    expect(data.titik_rute_map).toEqual([
      { declongitude: 112.0452, declattitude: -6.8837 },
      { declongitude: 112.047, declattitude: -6.885 },
      { declongitude: 112.0505, declattitude: -6.8979 },
    ]);
    expect(data.titik_rute).toHaveLength(2);

    // A normal update keeps the path.
    await t.call('PUT', `/api/v1/routes/${r.intid}`, { token: t.adminToken, body: routeBody(60, { vcnama: 'Rute 60 baru' }) });
    expect((await get(r.intid)).json().data.titik_rute_map).toHaveLength(3);
  });

  it('refuses a bad path and keeps the stored one', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(61));
    await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body: { titik_rute_map: [{ declongitude: 112, declattitude: -6.9 }] } });
    for (const [body, field, message] of [
      [{ titik_rute_map: [{ declongitude: 200, declattitude: -6.9 }] }, 'titik_rute_map.0.declongitude', 'Longitude harus antara -180 dan 180.'],
      [{ titik_rute_map: [{ declongitude: 112 }] }, 'titik_rute_map.0.declattitude', 'Latitude tidak boleh kosong.'],
      [{ titik_rute_map: 'x' }, 'titik_rute_map', 'Titik peta rute harus berupa daftar.'],
      [{}, 'titik_rute_map', 'Titik peta rute harus berupa daftar.'],
    ] as const) {
      const res = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.[field]).toBe(message);
    }
    expect((await get(r.intid)).json().data.titik_rute_map).toEqual([{ declongitude: 112, declattitude: -6.9 }]);
  });

  it('caps a path at 5000 points and its body at 1 MB, so one save cannot hold everyone up', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(69));
    const path = (n: number) => Array.from({ length: n }, (_, i) => ({ declongitude: 112 + i / 1e6 + 1e-12, declattitude: -6.9 - i / 1e6 - 1e-12 }));
    const most = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body: { titik_rute_map: path(5000) } });
    expect(most.statusCode).toBe(200);
    const over = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body: { titik_rute_map: path(5001) } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'Titik peta rute maksimal 5000.', errors: { titik_rute_map: 'Titik peta rute maksimal 5000.' } });
    // 20,000 points: about 1.5 MB, refused before it is even read whole.
    const huge = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: t.adminToken, body: { titik_rute_map: path(20000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Ukuran data terlalu besar.' });
    expect((await get(r.intid)).json().data.titik_rute_map).toHaveLength(5000);
  });

  it('lets the Peta Rute screen read routes and save the map, but not change routes', async () => {
    const r = await created(t, '/api/v1/routes', routeBody(62));
    const mapOnly = await userWithScreens(t, ['master.route-map']);
    expect((await get(r.intid, mapOnly.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/routes', { token: mapOnly.token })).statusCode).toBe(200);
    const save = await t.call('PUT', `/api/v1/routes/map/${r.intid}`, { token: mapOnly.token, body: { titik_rute_map: [{ declongitude: 112, declattitude: -6.9 }] } });
    expect(save.statusCode).toBe(200);
    expect((await t.call('PUT', `/api/v1/routes/${r.intid}`, { token: mapOnly.token, body: routeBody(62) })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/v1/routes/${r.intid}`, { token: mapOnly.token })).statusCode).toBe(403);
  });

  it('guards every call: 401 without a token, 403 without the Rute menus', async () => {
    await expectGuarded(t, [
      ['GET', '/api/v1/routes'],
      ['GET', '/api/v1/routes/1'],
      ['POST', '/api/v1/routes'],
      ['PUT', '/api/v1/routes/1'],
      ['PUT', '/api/v1/routes/map/1'],
      ['DELETE', '/api/v1/routes/1'],
    ], ['master.vehicles']);
  });
});
