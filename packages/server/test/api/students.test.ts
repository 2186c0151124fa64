import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes, students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';

let t: TestApp;
let sd: { intid: number; vcnama: string; vcalamat: string };
let smp: { intid: number };
let kelas: Record<string, number>;

const URL = '/api/v1/students';
const get = (id: number | string) => t.call('GET', `${URL}/${id}`, { token: t.adminToken });
const search = async (query: string) => (await t.call('GET', `${URL}?${query}`, { token: t.adminToken })).json();

const studentBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vckode: String(9_000_000_000 + n),
  vcnama: `Siswa Nomor ${n}`,
  vcalamat: `Jl. Sunan Kalijaga No. ${n}, Tuban`,
  intsex: 1,
  intsekolah: sd.intid,
  intkelas: kelas['2:Kelas 1'],
  vcnamaortuwali: `Wali ${n}`,
  vctelportuwali: '0812-3456-7890',
  vcnikortuwali: '',
  intuser_public_id: '0',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  sd = await created(t, '/api/v1/schools', schoolBody(1, { vcnama: 'SDN 1 Tuban', vcalamat: 'Jl. Pramuka No. 2, Tuban', intjenjangsekolah: 2 }));
  smp = await created(t, '/api/v1/schools', schoolBody(2, { vcnama: 'SMPN 1 Tuban', intjenjangsekolah: 3 }));
  const rows = await t.database.db.select().from(classes);
  kelas = Object.fromEntries(rows.map((c) => [`${c.level}:${c.name}`, c.id]));
});
afterAll(() => t.close());

describe('/students', () => {
  it('creates, reads, updates and deletes a student with school, class and parent', async () => {
    const s = await created(t, URL, studentBody(1, { vcnama: 'Ahmad Fauzi', intsex: '1', vcnikortuwali: '3523011203840001' }));
    expect((await get(s.intid)).json().data).toEqual({
      intid: s.intid,
      vckode: '9000000001',
      vcnama: 'Ahmad Fauzi',
      vcalamat: 'Jl. Sunan Kalijaga No. 1, Tuban',
      intsex: 1,
      vcjenis_kelamin: 'Laki-laki',
      intsekolah: sd.intid,
      vcsekolah: 'SDN 1 Tuban',
      vcalamat_sekolah: 'Jl. Pramuka No. 2, Tuban',
      intjenjangsekolah: 2,
      intkelas: kelas['2:Kelas 1'],
      vckelas: 'Kelas 1',
      vcnamaortuwali: 'Wali 1',
      vctelportuwali: '081234567890',
      vcnikortuwali: '3523011203840001',
      intuser_public_id: '0',
      intprint_card: 0,
      intrute: null,
      vcrute: '',
      intrute_titik_id: null,
      vcrute_titik: '',
    });

    const upd = await t.call('PUT', `${URL}/${s.intid}`, {
      token: t.adminToken,
      body: studentBody(1, { vcnama: 'Siti Aminah', intsex: 2, intsekolah: String(smp.intid), intkelas: String(kelas['3:Kelas 8']) }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Data berhasil diubah.',
      data: { vcnama: 'Siti Aminah', vcjenis_kelamin: 'Perempuan', intsekolah: smp.intid, vcsekolah: 'SMPN 1 Tuban', vckelas: 'Kelas 8', intjenjangsekolah: 3, vcnikortuwali: '' },
    });

    const del = await t.call('DELETE', `${URL}/${s.intid}`, { token: t.adminToken });
    expect(del.json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(s.intid)).statusCode).toBe(404);
  });

  it('lists by name, searches name or NISN and pages', async () => {
    for (let n = 100; n < 125; n++) await created(t, URL, studentBody(n, { vcnama: n % 2 ? `Budi Santoso ${n}` : `Dewi Lestari ${n}` }));
    const page2 = await search('page=2&limit=10');
    expect(page2).toMatchObject({ length: 25, page_total: 3, page: 2, limit: 10 });
    expect(page2.data).toHaveLength(10);
    const page3 = await search('page=3&limit=10');
    expect(page3.data).toHaveLength(5);
    const names = [...page2.data, ...page3.data].map((s: { vcnama: string }) => s.vcnama);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect((await search('q=BUDI')).length).toBe(12);
    expect((await search('q=lestari%2011')).data.map((s: { vcnama: string }) => s.vcnama)).toEqual(['Dewi Lestari 110', 'Dewi Lestari 112', 'Dewi Lestari 114', 'Dewi Lestari 116', 'Dewi Lestari 118']);
    expect((await search('q=9000000117')).data.map((s: { vcnama: string }) => s.vcnama)).toEqual(['Budi Santoso 117']);
    // A literal % matches nothing rather than everything.
    expect((await search('q=%25')).length).toBe(0);
    expect((await search('q=tidak-ada-siswa')).data).toEqual([]);
  });

  it('answers each missing required field with its spec message and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', URL, URL, studentBody(200), {
      vckode: 'ID Siswa tidak boleh kosong.',
      vcnama: 'Nama tidak boleh kosong.',
      vcalamat: 'Alamat tidak boleh kosong.',
      intsex: 'Jenis Kelamin tidak boleh kosong.',
      intsekolah: 'Sekolah tidak boleh kosong.',
      intkelas: 'Kelas tidak boleh kosong.',
      vcnamaortuwali: 'Nama Orang Tua / Wali tidak boleh kosong.',
      vctelportuwali: 'Nomor Telepon Orang Tua / Wali tidak boleh kosong.',
    });
  });

  it('answers every missing field at once, and refuses a sex outside 1/2 and a bad NIK', async () => {
    const res = await t.call('POST', URL, { token: t.adminToken, body: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['intkelas', 'intsekolah', 'intsex', 'vcalamat', 'vckode', 'vcnama', 'vcnamaortuwali', 'vctelportuwali']);
    const before = await listLength(t, URL);
    const sex = await t.call('POST', URL, { token: t.adminToken, body: studentBody(201, { intsex: 3 }) });
    expect(sex.json().errors).toEqual({ intsex: 'Jenis Kelamin tidak boleh kosong.' });
    const nik = await t.call('POST', URL, { token: t.adminToken, body: studentBody(202, { vcnikortuwali: '12ab' }) });
    expect(nik.json().errors).toEqual({ vcnikortuwali: 'NIK Orang Tua / Wali harus 16 digit angka.' });
    const name = await t.call('POST', URL, { token: t.adminToken, body: studentBody(203, { vcnama: 12345 }) });
    expect(name.statusCode).toBe(400);
    expect(await listLength(t, URL)).toBe(before);
  });

  it('refuses a class of another school level, an unknown school or class, on create and update', async () => {
    const before = await listLength(t, URL);
    const wrongLevel = await t.call('POST', URL, { token: t.adminToken, body: studentBody(300, { intkelas: kelas['4:Kelas 10'] }) });
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json()).toEqual({
      message: 'Kelas tidak sesuai dengan jenjang sekolah (SD).',
      errors: { intkelas: 'Kelas tidak sesuai dengan jenjang sekolah (SD).' },
    });
    const noSchool = await t.call('POST', URL, { token: t.adminToken, body: studentBody(301, { intsekolah: 999999 }) });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors).toEqual({ intsekolah: 'Sekolah tidak ditemukan.' });
    const noClass = await t.call('POST', URL, { token: t.adminToken, body: studentBody(302, { intkelas: 999999 }) });
    expect(noClass.json().errors).toEqual({ intkelas: 'Kelas tidak ditemukan.' });
    expect(await listLength(t, URL)).toBe(before);

    const s = await created(t, URL, studentBody(303));
    const moved = await t.call('PUT', `${URL}/${s.intid}`, { token: t.adminToken, body: studentBody(303, { intsekolah: smp.intid }) });
    expect(moved.statusCode).toBe(400);
    expect((await get(s.intid)).json().data.intsekolah).toBe(sd.intid);
  });

  it('answers a duplicate NISN with 409 on create and update, writing nothing', async () => {
    const a = await created(t, URL, studentBody(400));
    const b = await created(t, URL, studentBody(401));
    const before = await listLength(t, URL);
    const dup = await t.call('POST', URL, { token: t.adminToken, body: studentBody(400, { vcnama: 'Orang Lain' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'ID Siswa sudah digunakan.', errors: { vckode: 'ID Siswa sudah digunakan.' } });
    expect(await listLength(t, URL)).toBe(before);
    const upd = await t.call('PUT', `${URL}/${b.intid}`, { token: t.adminToken, body: studentBody(400) });
    expect(upd.statusCode).toBe(409);
    expect((await get(b.intid)).json().data.vckode).toBe('9000000401');
    expect(a.vckode).toBe('9000000400');
  });

  it('links a student to an app account by intuser_public_id, "0" meaning none', async () => {
    const member = await created(t, '/api/v1/users/account', { vcname: 'Ibu Sulastri', vcemail: 'sulastri@example.id', vcpassword: 'rahasia-ibu-1' });
    const s = await created(t, URL, studentBody(500, { intuser_public_id: String(member.intid) }));
    expect(s.intuser_public_id).toBe(String(member.intid));
    const unlinked = await t.call('PUT', `${URL}/${s.intid}`, { token: t.adminToken, body: studentBody(500, { intuser_public_id: undefined }) });
    expect(unlinked.json().data.intuser_public_id).toBe('0');
    const unknown = await t.call('PUT', `${URL}/${s.intid}`, { token: t.adminToken, body: studentBody(500, { intuser_public_id: 987654 }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ intuser_public_id: 'Akun aplikasi tidak ditemukan.' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1', '99999999999']) expect((await get(id)).statusCode).toBe(404);
    const put = await t.call('PUT', `${URL}/999999`, { token: t.adminToken, body: studentBody(600) });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `${URL}/999999`, { token: t.adminToken })).statusCode).toBe(404);
  });

  it('keeps a school with students: deleting it answers 409 and deletes nothing', async () => {
    const school = await created(t, '/api/v1/schools', schoolBody(3, { vcnama: 'SDN 3 Tuban' }));
    await created(t, URL, studentBody(700, { intsekolah: school.intid }));
    const res = await t.call('DELETE', `/api/v1/schools/${school.intid}`, { token: t.adminToken });
    expect(res.statusCode).toBe(409);
    expect((await t.call('GET', `/api/v1/schools/${school.intid}`, { token: t.adminToken })).statusCode).toBe(200);
  });

  it('is closed to visitors and to roles without the Siswa menu', async () => {
    const s = await created(t, URL, studentBody(800));
    await expectGuarded(
      t,
      [
        ['GET', URL],
        ['GET', `${URL}/${s.intid}`],
        ['POST', URL],
        ['PUT', `${URL}/${s.intid}`],
        ['DELETE', `${URL}/${s.intid}`],
        ['GET', `${URL}/${s.intid}/print`],
        ['POST', `${URL}/${s.intid}/print`],
      ],
      ['master.schools'],
    );
    const operator = await userWithScreens(t, ['master.students']);
    expect((await t.call('GET', `${URL}/${s.intid}`, { token: operator.token })).statusCode).toBe(200);
  });
});

describe('/students/{id}/print', () => {
  it('reads the card and marks it printed when the page prints', async () => {
    const s = await created(t, URL, studentBody(900, { vcnama: 'Rizky Pratama', intkelas: kelas['2:Kelas 4'] }));
    const card = await t.call('GET', `${URL}/${s.intid}/print`, { token: t.adminToken });
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toEqual({
      intid: s.intid,
      vcnama: 'Rizky Pratama',
      vckode: '9000000900',
      vcsekolah: 'SDN 1 Tuban',
      vckelas: 'Kelas 4',
      intprint_card: 0,
      vcdepartment: t.config.departmentName,
    });

    const mark = await t.call('POST', `${URL}/${s.intid}/print`, { token: t.adminToken });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toMatchObject({ message: 'Kartu siswa ditandai sudah dicetak.', data: { intprint_card: 1 } });
    const [row] = await t.database.db.select({ printed: students.cardPrinted }).from(students).where(eq(students.id, s.intid));
    expect(row.printed).toBe(true);
    expect((await search('q=Rizky%20Pratama')).data[0].intprint_card).toBe(1);
    expect((await t.call('POST', `${URL}/999999/print`, { token: t.adminToken })).statusCode).toBe(404);
  });
});
