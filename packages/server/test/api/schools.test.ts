import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { classes, schoolVehicles, students } from '../../src/db/schema/index.js';
import { seedBase } from '../../src/db/seed/base.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created, routeBody, schoolBody, vehicleBody } from '../helpers/transport-fixtures.js';

let t: TestApp;
let bus1: { intid: number; vcnopol: string; vcnama: string };
let bus2: { intid: number; vcnopol: string; vcnama: string };
beforeAll(async () => {
  t = await startTestApp();
  const route = await created(t, '/api/v1/routes', routeBody(1));
  bus1 = await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid));
  bus2 = await created(t, '/api/v1/vehicles', vehicleBody(2, route.intid));
});
afterAll(() => t.close());

const get = (id: number | string) => t.call('GET', `/api/v1/schools/${id}`, { token: t.adminToken });
const post = (body: unknown) => t.call('POST', '/api/v1/schools', { token: t.adminToken, body });

async function addStudent(schoolId: number, level: number) {
  const [cls] = await t.database.db.select().from(classes).where(and(eq(classes.level, level), eq(classes.name, 'Kelas 1')));
  await t.database.db.insert(students).values({
    nisn: `00${schoolId}123`, fullName: 'Siti Aminah', address: 'Tuban', sex: 2, schoolId, classId: cls.id, parentName: 'Ahmad', parentPhone: '0812',
  });
}

describe('/schools', () => {
  it('creates, reads with its vehicles, updates and deletes a school', async () => {
    const s = await created(t, '/api/v1/schools', schoolBody(1, { vehicles: [bus2.intid, bus1.intid, bus1.intid] }));
    expect((await get(s.intid)).json().data).toEqual({
      intid: s.intid,
      vckode: 'SCH001',
      vcnama: 'SD Negeri 1 Tuban',
      vcalamat: 'Jl. Basuki Rahmat No. 1, Tuban',
      intjenjangsekolah: 2,
      vcjenjang_sekolah: 'SD',
      declattitude: null,
      declongitude: null,
      vehicles: [
        { intid: bus1.intid, vcnopol: 'S 1001 AB', vcnama: 'Bus Sekolah 1' },
        { intid: bus2.intid, vcnopol: 'S 1002 AB', vcnama: 'Bus Sekolah 2' },
      ],
    });

    // PUT carries intid as the web sends it; without `vehicles` the serving vehicles stay.
    const upd = await t.call('PUT', `/api/v1/schools/${s.intid}`, { token: t.adminToken, body: { ...schoolBody(1, { vcnama: 'SMA Negeri 1 Tuban', intjenjangsekolah: '4' }), intid: s.intid } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ vcnama: 'SMA Negeri 1 Tuban', intjenjangsekolah: 4, vcjenjang_sekolah: 'SMA / SMK' });
    expect(upd.json().data.vehicles).toHaveLength(2);
    const fewer = await t.call('PUT', `/api/v1/schools/${s.intid}`, { token: t.adminToken, body: schoolBody(1, { vehicles: [bus2.intid] }) });
    expect(fewer.json().data.vehicles.map((v: { intid: number }) => v.intid)).toEqual([bus2.intid]);

    expect((await t.call('DELETE', `/api/v1/schools/${s.intid}`, { token: t.adminToken })).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(s.intid)).statusCode).toBe(404);
    expect(await t.database.db.select().from(schoolVehicles).where(eq(schoolVehicles.schoolId, s.intid))).toHaveLength(0);
  });

  it('keeps where the school stands, given as numbers or as the form’s text', async () => {
    const s = await created(t, '/api/v1/schools', schoolBody(45, { declattitude: '-6,9012', declongitude: '112.0467' }));
    expect(s).toMatchObject({ declattitude: -6.9012, declongitude: 112.0467 });
    const cleared = await t.call('PUT', `/api/v1/schools/${s.intid}`, { token: t.adminToken, body: schoolBody(45, { declattitude: '', declongitude: null }) });
    expect(cleared.json().data).toMatchObject({ declattitude: null, declongitude: null });
    await t.call('DELETE', `/api/v1/schools/${s.intid}`, { token: t.adminToken });
  });

  it('lists with search and paging', async () => {
    for (let n = 10; n < 31; n++) await created(t, '/api/v1/schools', schoolBody(n, n === 25 ? { vcnama: 'SMP Negeri 3 Tuban', intjenjangsekolah: 3 } : {}));
    const page = await t.call('GET', '/api/v1/schools?page=3&limit=10', { token: t.adminToken });
    expect(page.json()).toMatchObject({ length: 21, page_total: 3 });
    expect(page.json().data).toHaveLength(1);
    const smp = await t.call('GET', '/api/v1/schools?q=smp%20negeri', { token: t.adminToken });
    expect(smp.json().data).toEqual([
      { intid: expect.any(Number), vckode: 'SCH025', vcnama: 'SMP Negeri 3 Tuban', vcalamat: 'Jl. Basuki Rahmat No. 25, Tuban', intjenjangsekolah: 3, vcjenjang_sekolah: 'SMP', declattitude: null, declongitude: null },
    ]);
    expect((await t.call('GET', '/api/v1/schools?q=sch02', { token: t.adminToken })).json().length).toBe(10);
    // A % typed by the user is a literal character, not a wildcard.
    expect((await t.call('GET', '/api/v1/schools?q=%25', { token: t.adminToken })).json().length).toBe(0);
  });

  it('answers each missing required field with its spec message and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/schools', '/api/v1/schools', schoolBody(40), {
      vckode: 'Kode tidak boleh kosong.',
      vcnama: 'Nama tidak boleh kosong.',
      vcalamat: 'Alamat tidak boleh kosong.',
      intjenjangsekolah: 'Jenjang Sekolah tidak boleh kosong.',
    });
  });

  it('refuses wrong types, an unknown level or vehicle, and unknown ids', async () => {
    const before = await listLength(t, '/api/v1/schools');
    expect((await post(schoolBody(41, { intjenjangsekolah: 1 }))).json().errors).toEqual({ intjenjangsekolah: 'Jenjang Sekolah tidak boleh kosong.' });
    const vehicle = await post(schoolBody(41, { vehicles: [999999] }));
    expect(vehicle.statusCode).toBe(400);
    expect(vehicle.json().errors).toEqual({ vehicles: 'Kendaraan tidak ditemukan.' });
    expect((await post(schoolBody(41, { vehicles: 'semua' }))).json().errors).toEqual({ vehicles: 'Kendaraan harus berupa daftar.' });
    expect((await post(schoolBody(41, { vehicles: [bus1.intid, 1e12] }))).json().errors).toEqual({ 'vehicles.1': 'Kendaraan tidak ditemukan.' });
    expect((await post(schoolBody(41, { vehicles: ['satu'] }))).json().errors).toEqual({ 'vehicles.0': 'Kendaraan tidak ditemukan.' });
    expect((await post(schoolBody(41, { vcalamat: ['Tuban'] }))).json().errors).toEqual({ vcalamat: 'Alamat tidak boleh kosong.' });
    expect((await post(schoolBody(41, { declattitude: '-6,9' }))).json().errors).toEqual({ declattitude: 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.' });
    expect((await post(schoolBody(41, { declattitude: -91, declongitude: 112 }))).json().errors).toEqual({ declattitude: 'Latitude harus antara -90 dan 90.' });
    expect(await listLength(t, '/api/v1/schools')).toBe(before);
    expect((await get(999999)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/v1/schools/999999', { token: t.adminToken, body: schoolBody(42) })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/v1/schools/999999', { token: t.adminToken })).statusCode).toBe(404);
  });

  it('answers 409 for a duplicate code and for deleting a school with students', async () => {
    const s = await created(t, '/api/v1/schools', schoolBody(50, { vehicles: [bus1.intid] }));
    const dup = await post(schoolBody(51, { vckode: 'SCH050' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Kode sudah digunakan.', errors: { vckode: 'Kode sudah digunakan.' } });

    await addStudent(s.intid, 2);
    const del = await t.call('DELETE', `/api/v1/schools/${s.intid}`, { token: t.adminToken });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Sekolah SD Negeri 50 Tuban masih digunakan oleh 1 siswa.');
    expect((await get(s.intid)).json().data.vehicles).toHaveLength(1);
  });

  it('guards every call: 401 without a token, 403 without the Sekolah menu', async () => {
    await expectGuarded(t, [
      ['GET', '/api/v1/schools'],
      ['GET', '/api/v1/schools/1'],
      ['POST', '/api/v1/schools'],
      ['PUT', '/api/v1/schools/1'],
      ['DELETE', '/api/v1/schools/1'],
    ]);
  });
});

describe('classes', () => {
  it('are seeded per school level, once however often the server starts', async () => {
    await seedBase(t.database.db, { appType: 'school', log: t.app.log });
    const rows = await t.database.db.select().from(classes);
    expect(rows).toHaveLength(12);
    const names = async (level: number) =>
      (await t.call('GET', `/api/v1/lists/class/${level}`, { token: t.adminToken })).json().data.map((c: { label: string }) => c.label);
    expect(await names(2)).toEqual(['Kelas 1', 'Kelas 2', 'Kelas 3', 'Kelas 4', 'Kelas 5', 'Kelas 6']);
    expect(await names(3)).toEqual(['Kelas 7', 'Kelas 8', 'Kelas 9']);
    expect(await names(4)).toEqual(['Kelas 10', 'Kelas 11', 'Kelas 12']);
    expect(await names(9)).toEqual([]);
  });

  it('GET /lists/class/{level} answers options carrying intid and the level', async () => {
    const res = await t.call('GET', '/api/v1/lists/class/3', { token: t.adminToken });
    expect(res.json().data[0]).toEqual({ value: expect.any(Number), label: 'Kelas 7', intid: res.json().data[0].value, intjenjangsekolah: 3 });
    expect((await t.call('GET', '/api/v1/lists/class/abc', { token: t.adminToken })).statusCode).toBe(404);
  });

  it("GET /class/{schoolId} answers the classes of the school's level", async () => {
    const smp = await created(t, '/api/v1/schools', schoolBody(60, { intjenjangsekolah: 3 }));
    const res = await t.call('GET', `/api/v1/class/${smp.intid}`, { token: t.adminToken });
    expect(res.json().data.map((c: { label: string; intjenjangsekolah: number }) => [c.label, c.intjenjangsekolah])).toEqual([['Kelas 7', 3], ['Kelas 8', 3], ['Kelas 9', 3]]);
    const missing = await t.call('GET', '/api/v1/class/999999', { token: t.adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sekolah tidak ditemukan.');
  });
});

describe('option lists', () => {
  it('answer value and label for vehicles, routes and schools; schools carry intid and level', async () => {
    const staff = await userWithScreens(t, ['master.schools', 'master.vehicles', 'master.students']);
    const list = async (name: string) => {
      const res = await t.call('GET', `/api/v1/lists/${name}`, { token: staff.token });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect(await list('vehicle')).toEqual([
      { value: bus1.intid, label: 'S 1001 AB - Bus Sekolah 1', vcnopol: 'S 1001 AB', vcnama: 'Bus Sekolah 1' },
      { value: bus2.intid, label: 'S 1002 AB - Bus Sekolah 2', vcnopol: 'S 1002 AB', vcnama: 'Bus Sekolah 2' },
    ]);
    expect(await list('route')).toEqual([{ value: expect.any(Number), label: 'Rute 1', vckode: 'R01' }]);
    const [smp] = await list('school?q=smp%20negeri%203');
    expect(smp).toEqual({ value: smp.intid, label: 'SMP Negeri 3 Tuban', intid: smp.intid, intjenjangsekolah: 3 });
  });

  it('need a signed-in user', async () => {
    for (const url of ['/api/v1/lists/vehicle', '/api/v1/lists/route', '/api/v1/lists/school', '/api/v1/lists/class/2', '/api/v1/class/1']) {
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
  });
});
