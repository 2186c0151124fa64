import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes, members } from '../../src/db/schema/index.js';
import { verifyPassword } from '../../src/auth/password.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';

let t: TestApp;
const URL = '/api/v1/users/account';
const get = (id: number | string, token = t.adminToken) => t.call('GET', `${URL}/${id}`, { token });
const hashOf = async (id: number) => (await t.database.db.select({ h: members.passwordHash }).from(members).where(eq(members.id, id)))[0].h;

const memberBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vcname: `Orang Tua ${n}`,
  vcemail: `ortu${n}@contoh.id`,
  vcphone: `0813-0000-${String(n).padStart(4, '0')}`,
  vcpassword: 'sandi-ortu-123',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/users/account (app accounts)', () => {
  it('creates, reads, updates and deletes an account, never answering the password', async () => {
    const res = await t.call('POST', URL, { token: t.adminToken, body: memberBody(1, { vcname: 'Sri Wahyuni', vcemail: 'Sri.Wahyuni@Contoh.ID' }) });
    expect(res.statusCode).toBe(201);
    const m = res.json().data;
    expect((await get(m.intid)).json().data).toEqual({
      intid: m.intid,
      vcname: 'Sri Wahyuni',
      vcemail: 'sri.wahyuni@contoh.id',
      // Stored in its normal form, as sign-in compares it.
      vcphone: '081300000001',
      intactive: 1,
      vcstatus: 'Aktif',
      vcstatus_color: 'success',
      intjml_siswa: 0,
    });
    expect(res.body).not.toContain('sandi-ortu-123');
    const hash = await hashOf(m.intid);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'sandi-ortu-123')).toBe(true);

    // An empty password keeps it; status 2 is shown as blocked.
    const upd = await t.call('PUT', `${URL}/${m.intid}`, { token: t.adminToken, body: memberBody(1, { vcname: 'Sri W.', vcpassword: '', intactive: '2' }) });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { vcname: 'Sri W.', intactive: 2, vcstatus: 'Diblokir', vcstatus_color: 'danger' } });
    expect(await hashOf(m.intid)).toBe(hash);
    const changed = await t.call('PUT', `${URL}/${m.intid}`, { token: t.adminToken, body: memberBody(1, { vcpassword: 'sandi-baru-456', intactive: 0 }) });
    expect(changed.json().data).toMatchObject({ vcstatus: 'Nonaktif', vcstatus_color: 'secondary' });
    expect(await verifyPassword(await hashOf(m.intid), 'sandi-baru-456')).toBe(true);

    expect((await t.call('DELETE', `${URL}/${m.intid}`, { token: t.adminToken })).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(m.intid)).statusCode).toBe(404);
  });

  it('lists by name with search over name, email and phone, and paging', async () => {
    for (let n = 10; n < 32; n++) await created(t, URL, memberBody(n, { vcname: n < 20 ? `Bapak Hartono ${n}` : `Ibu Rahayu ${n}` }));
    const page = (await t.call('GET', `${URL}?page=3&limit=10`, { token: t.adminToken })).json();
    expect(page).toMatchObject({ length: 22, page_total: 3, page: 3, limit: 10 });
    expect(page.data).toHaveLength(2);
    const q = async (term: string) => (await t.call('GET', `${URL}?q=${encodeURIComponent(term)}`, { token: t.adminToken })).json();
    expect((await q('hartono')).length).toBe(10);
    expect((await q('ORTU25@')).data.map((m: { vcname: string }) => m.vcname)).toEqual(['Ibu Rahayu 25']);
    expect((await q('0000-0031')).data.map((m: { vcname: string }) => m.vcname)).toEqual(['Ibu Rahayu 31']);
    // Numbers are stored without separators: a number searched in any writing still finds them.
    expect((await q('+62 813-0000-0031')).data.map((m: { vcname: string }) => m.vcname)).toEqual(['Ibu Rahayu 31']);
    expect((await q('Rahayu')).data.map((m: { vcname: string }) => m.vcname).slice(0, 2)).toEqual(['Ibu Rahayu 20', 'Ibu Rahayu 21']);
  });

  it('answers missing fields with their messages, a bad email or status with 400, and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', URL, URL, memberBody(40), {
      vcname: 'Nama tidak boleh kosong.',
      vcemail: 'Email tidak boleh kosong.',
      vcpassword: 'Password tidak boleh kosong.',
    });
    const before = await listLength(t, URL);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vcemail: 'bukan-email' }, 'vcemail', 'Format email tidak valid.'],
      [{ vcpassword: 'pendek' }, 'vcpassword', 'Password minimal 8 karakter.'],
      [{ intactive: 7 }, 'intactive', 'Status tidak valid.'],
      [{ vcphone: 'telepon' }, 'vcphone', 'No Hp tidak valid.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await t.call('POST', URL, { token: t.adminToken, body: memberBody(41, extra) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    expect(await listLength(t, URL)).toBe(before);
  });

  it('answers a duplicate email, in any letter case, with 409', async () => {
    const a = await created(t, URL, memberBody(50));
    const b = await created(t, URL, memberBody(51));
    const before = await listLength(t, URL);
    const dup = await t.call('POST', URL, { token: t.adminToken, body: memberBody(52, { vcemail: 'ORTU50@contoh.id' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Email sudah digunakan.', errors: { vcemail: 'Email sudah digunakan.' } });
    expect(await listLength(t, URL)).toBe(before);
    const upd = await t.call('PUT', `${URL}/${b.intid}`, { token: t.adminToken, body: memberBody(51, { vcemail: a.vcemail }) });
    expect(upd.statusCode).toBe(409);
    expect((await get(b.intid)).json().data.vcemail).toBe('ortu51@contoh.id');
  });

  it('keeps an account that children are linked to: delete answers 409 and deletes nothing', async () => {
    const m = await created(t, URL, memberBody(60));
    const school = await created(t, '/api/v1/schools', schoolBody(60, { intjenjangsekolah: 4, vcnama: 'SMAN 1 Tuban' }));
    const [kelas10] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Kelas 10'));
    await created(t, '/api/v1/students', {
      vckode: '0061234567', vcnama: 'Nadia Putri', vcalamat: 'Jl. Diponegoro 5, Tuban', intsex: 2, intsekolah: school.intid, intkelas: kelas10.id,
      vcnamaortuwali: 'Orang Tua 60', vctelportuwali: '081300000060', intuser_public_id: String(m.intid),
    });
    expect((await get(m.intid)).json().data.intjml_siswa).toBe(1);
    const del = await t.call('DELETE', `${URL}/${m.intid}`, { token: t.adminToken });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Akun Orang Tua 60 masih terhubung dengan 1 siswa.');
    expect((await get(m.intid)).statusCode).toBe(200);
  });

  it('lives beside /users/{id}: each path reaches its own records', async () => {
    const m = await created(t, URL, memberBody(70, { vcname: 'Akun Tujuh Puluh' }));
    const asMember = await get(m.intid);
    expect(asMember.json().data.vcname).toBe('Akun Tujuh Puluh');
    const me = await t.call('GET', '/api/v1/users/1', { token: t.adminToken });
    expect(me.json().data.vcusername).toBe('admin');
    const list = (await t.call('GET', URL, { token: t.adminToken })).json();
    expect(list.data.every((r: Record<string, unknown>) => 'vcemail' in r && !('vcusername' in r))).toBe(true);
    expect((await t.call('GET', `${URL}/abc`, { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('PUT', `${URL}/999999`, { token: t.adminToken, body: memberBody(71) })).statusCode).toBe(404);
  });

  it('lets the Akun Aplikasi screen read only; changes need user administration; others get 403', async () => {
    const m = await created(t, URL, memberBody(80));
    const viewer = await userWithScreens(t, ['master.accounts']);
    expect((await t.call('GET', URL, { token: viewer.token })).statusCode).toBe(200);
    expect((await get(m.intid, viewer.token)).statusCode).toBe(200);
    for (const [method, url, body] of [['POST', URL, memberBody(81)], ['PUT', `${URL}/${m.intid}`, memberBody(80)], ['DELETE', `${URL}/${m.intid}`, undefined]] as const) {
      const res = await t.call(method, url, { token: viewer.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(m.intid)).json().data.vcname).toBe('Orang Tua 80');
    await expectGuarded(t, [
      ['GET', URL],
      ['GET', `${URL}/${m.intid}`],
      ['POST', URL],
      ['PUT', `${URL}/${m.intid}`],
      ['DELETE', `${URL}/${m.intid}`],
    ]);
  });
});
