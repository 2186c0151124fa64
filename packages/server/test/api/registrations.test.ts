import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, classes, registrations, students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWith, userLacking } from '../helpers/route-table.js';
import { created, routeBody, schoolBody } from '../helpers/transport-fixtures.js';
import { rowCount } from '../helpers/rows.js';

let t: TestApp;
let place: { school: number; className: string; kelas: number; route: number; routeName: string };
beforeAll(async () => {
  t = await startTestApp();
  const route = await created(t, '/api/v1/routes', routeBody(71));
  const school = await created(t, '/api/v1/schools', schoolBody(71));
  const [kelas] = await t.database.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.level, 2)).limit(1);
  place = { school: school.intid, kelas: kelas.id, className: kelas.name, route: route.intid, routeName: route.vcnama };
});
afterAll(() => t.close());

const MEMBER_API = '/api/v1/member/registrations';
const API = '/api/v1/registrations';
let serial = 0;

/** A child's registration form with a NISN no one has. */
function form(name: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    vckode: `77${process.pid % 1000}${Date.now() % 1_000_000}${serial}`,
    vcnama: name,
    vcalamat: 'Jl. Pemuda No. 5, Tuban',
    intsex: 2,
    intsekolah: place.school,
    intkelas: place.kelas,
    vcnamaortuwali: 'Wali Murid',
    vctelportuwali: '0812-1111-2222',
    vcnikortuwali: '',
    intrute: place.route,
    ...extra,
  };
}

async function registered(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', MEMBER_API, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('a member registers a child', () => {
  it('stores it waiting, tells the staff who decide it, and shows it to that member only', async () => {
    const parent = await signedInMember(t);
    const stranger = await signedInMember(t);
    const decider = await userWith(t, 'operations.registrations');
    const bystander = await userLacking(t, ['operations.registrations']);
    const body = form('Nadia Putri');

    const res = await t.call('POST', MEMBER_API, { token: parent.token, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Pendaftaran siswa terkirim dan menunggu persetujuan petugas.',
      data: { vckode: body.vckode, vcnama: 'Nadia Putri', vcjenis_kelamin: 'Perempuan', vcsekolah: schoolBody(71).vcnama, vckelas: place.className, vcrute: place.routeName, intstatus: 0, vcstatus: 'Menunggu', vcreason: '', dtdecided: null },
    });
    const mine = (await t.call('GET', MEMBER_API, { token: parent.token })).json();
    expect(mine.data.map((r: { intid: number }) => r.intid)).toEqual([res.json().data.intid]);
    expect((await t.call('GET', MEMBER_API, { token: stranger.token })).json().data).toEqual([]);

    const told = (await t.call('GET', '/api/v1/notifications', { token: decider.token })).json().data;
    expect(told).toContainEqual(expect.objectContaining({ kind: 'registration', title: 'Pendaftaran siswa baru', body: `Nadia Putri (${schoolBody(71).vcnama}) oleh ${parent.vcname}`, url: '/operasional/pendaftaran-siswa' }));
    const notTold = (await t.call('GET', '/api/v1/notifications', { token: bystander.token })).json().data;
    expect(notTold.filter((n: { kind: string }) => n.kind === 'registration')).toEqual([]);
  });

  it('refuses a bad form with the field’s message and writes nothing', async () => {
    const parent = await signedInMember(t);
    const before = await rowCount(t, registrations);
    const cases: [Record<string, unknown>, string, string][] = [
      [form('Tanpa Nama', { vcnama: '' }), 'vcnama', 'Nama tidak boleh kosong.'],
      [form('Tanpa Rute', { intrute: undefined }), 'intrute', 'Rute tidak boleh kosong.'],
      [form('Rute Hilang', { intrute: 2147483647 }), 'intrute', 'Rute tidak ditemukan.'],
      [form('Sekolah Hilang', { intsekolah: 2147483647 }), 'intsekolah', 'Sekolah tidak ditemukan.'],
      [form('NISN Aneh', { vckode: 'a b' }), 'vckode', 'ID Siswa hanya boleh huruf, angka, titik atau strip.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', MEMBER_API, { token: parent.token, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], res.body).toBe(message);
    }
    expect(await rowCount(t, registrations)).toBe(before);
  });
});

describe('staff decide registrations', () => {
  it('lists them newest first, by status and search, in pages', async () => {
    const staff = await userWith(t, 'operations.registrations');
    const parent = await signedInMember(t);
    const tag = `Qx${Date.now() % 100000}`;
    const a = await registered(parent.token, form(`${tag} Satu`));
    const b = await registered(parent.token, form(`${tag} Dua`));
    const c = await registered(parent.token, form(`${tag} Tiga`));
    await t.call('POST', `${API}/${b.intid}/reject`, { token: staff.token, body: { vcreason: 'Data tidak lengkap' } });

    const all = (await t.call('GET', `${API}?q=${tag}`, { token: staff.token })).json();
    expect(all.data.map((r: { intid: number }) => r.intid)).toEqual([c.intid, b.intid, a.intid]);
    expect(all.data[0]).toMatchObject({ intuser_public_id: String(parent.id), vcmember: parent.vcname, vcmember_phone: parent.vcphone, intsiswa: 0, vcdecided_by: '' });
    const waiting = (await t.call('GET', `${API}?q=${tag}&status=0`, { token: staff.token })).json();
    expect(waiting.data.map((r: { intid: number }) => r.intid)).toEqual([c.intid, a.intid]);
    const rejected = (await t.call('GET', `${API}?q=${tag}&status=2`, { token: staff.token })).json();
    expect(rejected.data.map((r: { vcstatus: string; vcreason: string }) => [r.vcstatus, r.vcreason])).toEqual([['Ditolak', 'Data tidak lengkap']]);
    const page2 = (await t.call('GET', `${API}?q=${tag}&page=2&limit=2`, { token: staff.token })).json();
    expect(page2.data.map((r: { intid: number }) => r.intid)).toEqual([a.intid]);
    expect(page2).toMatchObject({ length: 3, page_total: 2, page: 2, limit: 2 });
    const byParent = (await t.call('GET', `${API}?q=${encodeURIComponent(parent.vcname)}&status=`, { token: staff.token })).json();
    expect(byParent.data).toHaveLength(3);
    const bad = await t.call('GET', `${API}?status=5`, { token: staff.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status harus 0 (Menunggu), 1 (Disetujui) atau 2 (Ditolak).');
  });

  it('corrects a waiting registration, then approves it into a student linked to the member', async () => {
    const staff = await userWith(t, 'operations.registrations');
    const parent = await signedInMember(t);
    const reg = await registered(parent.token, form('Rizki Pratama'));
    const fixed = form('Rizki Pratama Putra', { vckode: reg.vckode, intsex: 1 });
    const put = await t.call('PUT', `${API}/${reg.intid}`, { token: staff.token, body: fixed });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ vcnama: 'Rizki Pratama Putra', vcjenis_kelamin: 'Laki-laki', intstatus: 0 });

    const res = await t.call('POST', `${API}/${reg.intid}/approve`, { token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pendaftaran disetujui, siswa sudah ditambahkan.');
    const approved = res.json().data;
    expect(approved).toMatchObject({ intstatus: 1, vcstatus: 'Disetujui', vcdecided_by: expect.stringMatching(/^Pengguna T/), dtdecided: expect.any(String) });
    expect(approved.intsiswa).toBeGreaterThan(0);

    const student = (await t.call('GET', `/api/v1/students/${approved.intsiswa}`, { token: t.adminToken })).json().data;
    expect(student).toMatchObject({ vckode: reg.vckode, vcnama: 'Rizki Pratama Putra', intsekolah: place.school, intkelas: place.kelas, intuser_public_id: String(parent.id) });
    const listed = (await t.call('GET', `/api/v1/students?q=${reg.vckode}`, { token: t.adminToken })).json().data;
    expect(listed.map((s: { intid: number }) => s.intid)).toEqual([approved.intsiswa]);
    const children = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data;
    expect(children.map((s: { intid: number }) => s.intid)).toEqual([approved.intsiswa]);
    expect((await t.call('GET', MEMBER_API, { token: parent.token })).json().data[0]).toMatchObject({ intstatus: 1, vcstatus: 'Disetujui' });

    const trail = await t.database.db.select({ entity: auditLog.entity, action: auditLog.action, userId: auditLog.userId }).from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(reg.intid))));
    expect(trail).toEqual([
      { entity: 'registration', action: 'update', userId: staff.userId },
      { entity: 'registration', action: 'update', userId: staff.userId },
    ]);
    const [made] = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(approved.intsiswa))));
    expect(made).toEqual({ action: 'create' });

    // Decided is final: approving, rejecting or correcting again is a conflict.
    for (const [method, url, body] of [
      ['POST', `${API}/${reg.intid}/approve`, undefined],
      ['POST', `${API}/${reg.intid}/reject`, { vcreason: 'Terlambat' }],
      ['PUT', `${API}/${reg.intid}`, fixed],
    ] as const) {
      const again = await t.call(method, url, { token: staff.token, body });
      expect(again.statusCode, url).toBe(409);
      expect(again.json().message).toBe('Pendaftaran ini sudah diputuskan dan tidak dapat diubah lagi.');
    }
  });

  it('answers 409 on a NISN already taken and writes nothing', async () => {
    const staff = await userWith(t, 'operations.registrations');
    const parent = await signedInMember(t);
    const first = await registered(parent.token, form('Anak Pertama'));
    const twin = await registered(parent.token, form('Anak Kembar', { vckode: first.vckode }));
    expect((await t.call('POST', `${API}/${first.intid}/approve`, { token: staff.token })).statusCode).toBe(200);
    const studentsBefore = await rowCount(t, students);
    const auditBefore = await rowCount(t, auditLog);

    const res = await t.call('POST', `${API}/${twin.intid}/approve`, { token: staff.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ vckode: 'ID Siswa sudah digunakan.' });
    expect(await rowCount(t, students)).toBe(studentsBefore);
    expect(await rowCount(t, auditLog)).toBe(auditBefore);
    expect((await t.call('GET', `${API}/${twin.intid}`, { token: staff.token })).json().data).toMatchObject({ intstatus: 0, intsiswa: 0, vcdecided_by: '', dtdecided: null });
  });

  it('rejects only with a reason, which the member reads', async () => {
    const staff = await userWith(t, 'operations.registrations');
    const parent = await signedInMember(t);
    const reg = await registered(parent.token, form('Dewi Lestari'));
    for (const body of [{}, { vcreason: '   ' }]) {
      const res = await t.call('POST', `${API}/${reg.intid}/reject`, { token: staff.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ vcreason: 'Alasan penolakan tidak boleh kosong.' });
    }
    expect((await t.call('GET', `${API}/${reg.intid}`, { token: staff.token })).json().data.intstatus).toBe(0);

    const res = await t.call('POST', `${API}/${reg.intid}/reject`, { token: staff.token, body: { vcreason: 'Sekolah belum dilayani rute ini' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pendaftaran ditolak.');
    expect((await t.call('GET', MEMBER_API, { token: parent.token })).json().data).toEqual([
      expect.objectContaining({ intid: reg.intid, intstatus: 2, vcstatus: 'Ditolak', vcreason: 'Sekolah belum dilayani rute ini', dtdecided: expect.any(String) }),
    ]);
    const again = await t.call('POST', `${API}/${reg.intid}/reject`, { token: staff.token, body: { vcreason: 'Lagi' } });
    expect(again.statusCode).toBe(409);
    expect((await t.call('POST', `${API}/${reg.intid}/approve`, { token: staff.token })).statusCode).toBe(409);
  });

  it('answers 404 for a registration that does not exist', async () => {
    const staff = await userWith(t, 'operations.registrations');
    for (const [method, url] of [['GET', `${API}/2147483647`], ['POST', `${API}/2147483647/approve`]] as const) {
      expect((await t.call(method, url, { token: staff.token })).statusCode, url).toBe(404);
    }
  });
});

describe('the walls', () => {
  it('keeps member tokens off staff calls, staff tokens off member calls, and staff without the screen out', async () => {
    const parent = await signedInMember(t);
    const reg = await registered(parent.token, form('Tembok Uji'));
    const lacking = await userLacking(t, ['operations.registrations']);
    for (const [method, url] of [['GET', API], ['GET', `${API}/${reg.intid}`], ['POST', `${API}/${reg.intid}/approve`]] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      expect((await t.call(method, url, { token: parent.token })).statusCode, url).toBe(401);
      expect((await t.call(method, url, { token: lacking.token })).statusCode, url).toBe(403);
    }
    expect((await t.call('GET', MEMBER_API)).statusCode).toBe(401);
    expect((await t.call('GET', MEMBER_API, { token: t.adminToken })).statusCode).toBe(401);
    expect((await t.call('POST', MEMBER_API, { token: t.adminToken, body: form('Staf') })).statusCode).toBe(401);
    expect((await t.call('GET', `${API}/${reg.intid}`, { token: t.adminToken })).json().data.intstatus).toBe(0);
  });
});
