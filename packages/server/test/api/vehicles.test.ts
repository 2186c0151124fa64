import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';

let t: TestApp;
let routeA: number;
let routeB: number;
beforeAll(async () => {
  t = await startTestApp();
  routeA = (await created(t, '/api/v1/routes', routeBody(1, { vcnama: 'Tuban - Jenu' }))).intid;
  routeB = (await created(t, '/api/v1/routes', routeBody(2, { vcnama: 'Tuban - Merakurak' }))).intid;
});
afterAll(() => t.close());

const get = (id: number | string) => t.call('GET', `/api/v1/vehicles/${id}`, { token: t.adminToken });

describe('/vehicles', () => {
  it('creates, reads, updates and deletes a vehicle with its type and route names', async () => {
    const v = await created(t, '/api/v1/vehicles', vehicleBody(1, routeA, { vcnopol: 's  1001   ab', vcdevice_id: 'TRK-001' }));
    expect((await get(v.intid)).json().data).toEqual({
      intid: v.intid,
      vckode: 'BUS01',
      vcnama: 'Bus Sekolah 1',
      vcnopol: 'S 1001 AB',
      inttypeangkutan: 1,
      vctipe_angkutan: 'Bus',
      intrute_angkutan_id: routeA,
      vcrute: 'Tuban - Jenu',
      vcdevice_id: 'TRK-001',
    });
    const upd = await t.call('PUT', `/api/v1/vehicles/${v.intid}`, {
      token: t.adminToken,
      body: vehicleBody(1, routeB, { inttypeangkutan: '2', vcnama: 'Angkot Biru' }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { vctipe_angkutan: 'Angkotan', vcrute: 'Tuban - Merakurak', vcnama: 'Angkot Biru', vcdevice_id: '' } });
    const del = await t.call('DELETE', `/api/v1/vehicles/${v.intid}`, { token: t.adminToken });
    expect(del.json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(v.intid)).statusCode).toBe(404);
  });

  it('lists with search over name, code, plate and route, and paging', async () => {
    for (let n = 10; n < 33; n++) await created(t, '/api/v1/vehicles', vehicleBody(n, n % 2 ? routeA : routeB));
    const page = await t.call('GET', '/api/v1/vehicles?page=2&limit=20', { token: t.adminToken });
    expect(page.json()).toMatchObject({ length: 23, page_total: 2, page: 2 });
    expect(page.json().data).toHaveLength(3);
    const q = async (term: string) => (await t.call('GET', `/api/v1/vehicles?q=${encodeURIComponent(term)}`, { token: t.adminToken })).json();
    expect((await q('s 1012')).data.map((v: { vckode: string }) => v.vckode)).toEqual(['BUS12']);
    expect((await q('bus2')).length).toBe(10);
    expect((await q('merakurak')).length).toBe(12);
    expect((await q('Sekolah 31')).data[0].vcnopol).toBe('S 1031 AB');
  });

  it('answers each missing required field with its spec message and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/vehicles', '/api/v1/vehicles', vehicleBody(40, routeA), {
      vckode: 'Kode tidak boleh kosong.',
      vcnama: 'Nama tidak boleh kosong.',
      vcnopol: 'Nomor Kendaraan tidak boleh kosong.',
      inttypeangkutan: 'Tipe Kendaraan tidak boleh kosong.',
      intrute_angkutan_id: 'Rute tidak boleh kosong.',
    });
    const v = await created(t, '/api/v1/vehicles', vehicleBody(41, routeA));
    await expectRequiredMessages(t, 'PUT', `/api/v1/vehicles/${v.intid}`, '/api/v1/vehicles', vehicleBody(41, routeA), {
      vcnama: 'Nama tidak boleh kosong.',
      inttypeangkutan: 'Tipe Kendaraan tidak boleh kosong.',
    });
    expect((await get(v.intid)).json().data.vcnama).toBe('Bus Sekolah 41');
  });

  it('refuses wrong types, an unknown type or route, and unknown ids', async () => {
    const before = await listLength(t, '/api/v1/vehicles');
    const type3 = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: vehicleBody(42, routeA, { inttypeangkutan: 3 }) });
    expect(type3.statusCode).toBe(400);
    expect(type3.json().errors).toEqual({ inttypeangkutan: 'Tipe Kendaraan tidak boleh kosong.' });
    const noRoute = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: vehicleBody(42, 999999) });
    expect(noRoute.statusCode).toBe(400);
    expect(noRoute.json().errors).toEqual({ intrute_angkutan_id: 'Rute tidak ditemukan.' });
    const hugeId = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: vehicleBody(42, 1e12) });
    expect(hugeId.statusCode).toBe(400);
    expect(hugeId.json().errors).toEqual({ intrute_angkutan_id: 'Rute tidak ditemukan.' });
    const types = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: vehicleBody(42, routeA, { vcnama: { x: 1 }, intrute_angkutan_id: 'dua' }) });
    expect(types.statusCode).toBe(400);
    expect(types.json().errors).toMatchObject({ vcnama: 'Nama tidak boleh kosong.', intrute_angkutan_id: 'Rute tidak ditemukan.' });
    const long = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: vehicleBody(42, routeA, { vcnama: 'x'.repeat(5000) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ vcnama: 'Nama maksimal 100 karakter.' });
    expect(await listLength(t, '/api/v1/vehicles')).toBe(before);
    expect((await get(999999)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/v1/vehicles/999999', { token: t.adminToken, body: vehicleBody(43, routeA) })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/v1/vehicles/abc', { token: t.adminToken })).statusCode).toBe(404);
  });

  it('answers 409 for a duplicate code, plate (ignoring spaces and case) or tracker id', async () => {
    await created(t, '/api/v1/vehicles', vehicleBody(50, routeA, { vcdevice_id: 'TRK-050' }));
    const before = await listLength(t, '/api/v1/vehicles');
    const post = (body: Record<string, unknown>) => t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body });
    const code = await post(vehicleBody(51, routeA, { vckode: 'BUS50' }));
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ message: 'Kode sudah digunakan.', errors: { vckode: 'Kode sudah digunakan.' } });
    const plate = await post(vehicleBody(51, routeA, { vcnopol: 's1050ab' }));
    expect(plate.statusCode).toBe(409);
    expect(plate.json().errors).toEqual({ vcnopol: 'Nomor Kendaraan sudah digunakan.' });
    const device = await post(vehicleBody(51, routeA, { vcdevice_id: 'TRK-050' }));
    expect(device.statusCode).toBe(409);
    expect(device.json().errors).toEqual({ vcdevice_id: 'ID Perangkat GPS sudah digunakan.' });
    expect(await listLength(t, '/api/v1/vehicles')).toBe(before);
    // Vehicles without a tracker do not clash with each other.
    await created(t, '/api/v1/vehicles', vehicleBody(52, routeA, { vcdevice_id: '' }));
    await created(t, '/api/v1/vehicles', vehicleBody(53, routeA));
  });

  it('guards every call: 401 without a token, 403 without the Kendaraan menu', async () => {
    await expectGuarded(t, [
      ['GET', '/api/v1/vehicles'],
      ['GET', '/api/v1/vehicles/1'],
      ['POST', '/api/v1/vehicles'],
      ['PUT', '/api/v1/vehicles/1'],
      ['DELETE', '/api/v1/vehicles/1'],
    ], ['master.drivers']);
  });
});
