import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, drivers, sessions, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

const driver = (n: number, extra: Record<string, unknown> = {}) => ({
  vccode_driver: `DRV${String(n).padStart(3, '0')}`,
  vcnip: `1980010120${String(n).padStart(6, '0')}`,
  vcname: `Pengemudi ${n}`,
  vcphone: `0812000${n}`,
  ...extra,
});

const create = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/employee', { token: t.adminToken, body });
const get = async (id: number) => t.call('GET', `/api/v1/employee/${id}`, { token: t.adminToken });
const canSignIn = async (username: string, password: string) =>
  (await t.call('POST', '/api/v1/users/signin', { body: { username, password } })).statusCode === 200;

describe('/employee', () => {
  it('creates, reads, updates and deletes a driver', async () => {
    const res = await create(driver(1));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Data berhasil disimpan.');
    const { intid } = res.json().data;
    expect((await get(intid)).json().data).toEqual({
      intid,
      vccode_driver: 'DRV001',
      vcnip: '1980010120000001',
      vcname: 'Pengemudi 1',
      vcphone: '08120001',
      intprint_card: 0,
      intfungsional: 0,
      vcusername: '',
      vcpassword: '',
    });

    const upd = await t.call('PUT', `/api/v1/employee/${intid}`, { token: t.adminToken, body: driver(1, { vcname: 'Budi Santoso', vcphone: '081399' }) });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().message).toBe('Data berhasil diubah.');
    expect((await get(intid)).json().data).toMatchObject({ vcname: 'Budi Santoso', vcphone: '081399' });

    const del = await t.call('DELETE', `/api/v1/employee/${intid}`, { token: t.adminToken });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Data berhasil dihapus.');
    expect((await get(intid)).statusCode).toBe(404);
  });

  it('lists with search and paging', async () => {
    for (let n = 10; n < 35; n++) expect((await create(driver(n, n === 20 ? { vcname: 'Slamet Riyadi' } : {}))).statusCode).toBe(201);
    const page3 = await t.call('GET', '/api/v1/employee?page=3&limit=10', { token: t.adminToken });
    expect(page3.json()).toMatchObject({ length: 25, page_total: 3, page: 3, limit: 10 });
    expect(page3.json().data).toHaveLength(5);

    const byName = await t.call('GET', '/api/v1/employee?q=slamet', { token: t.adminToken });
    expect(byName.json().length).toBe(1);
    expect(byName.json().data[0]).toMatchObject({ vcname: 'Slamet Riyadi', vccode_driver: 'DRV020', vcpassword: '' });
    const byCode = await t.call('GET', '/api/v1/employee?q=drv03', { token: t.adminToken });
    expect(byCode.json().data.map((d: { vccode_driver: string }) => d.vccode_driver).sort()).toEqual(['DRV030', 'DRV031', 'DRV032', 'DRV033', 'DRV034']);
    const none = await t.call('GET', '/api/v1/employee?q=tidak-ada', { token: t.adminToken });
    expect(none.json()).toMatchObject({ data: [], length: 0, page_total: 0 });
  });

  it('answers each missing required field with its spec message and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/employee', '/api/v1/employee', driver(40), {
      vccode_driver: 'Kode tidak boleh kosong.',
      vcnip: 'NIP tidak boleh kosong.',
      vcname: 'Nama tidak boleh kosong.',
      vcphone: 'Nomor Telepon / HP tidak boleh kosong.',
    });
  });

  it('refuses wrong types and unknown ids', async () => {
    const before = await listLength(t, '/api/v1/employee');
    const wrong = await create({ ...driver(41), vcname: 12345, intfungsional: 'ya' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ vcname: 'Nama tidak boleh kosong.', intfungsional: 'Menggunakan Akun? harus 0 atau 1.' });
    expect((await t.call('POST', '/api/v1/employee', { token: t.adminToken, body: '[1,2' })).statusCode).toBe(400);
    expect(await listLength(t, '/api/v1/employee')).toBe(before);
    for (const id of ['999999', 'abc', '0']) {
      expect((await get(id as unknown as number)).statusCode).toBe(404);
      expect((await t.call('PUT', `/api/v1/employee/${id}`, { token: t.adminToken, body: driver(42) })).statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/v1/employee/${id}`, { token: t.adminToken })).statusCode).toBe(404);
    }
    expect((await get(999999)).json().message).toBe('Data tidak ditemukan.');
  });

  it('answers 409 naming the field for a duplicate code, NIP or username', async () => {
    const first = (await create(driver(50, { intfungsional: 1, vcusername: 'supir50', vcpassword: 'rahasia-50' }))).json().data;
    const before = await listLength(t, '/api/v1/employee');
    const code = await create(driver(51, { vccode_driver: 'DRV050' }));
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ message: 'Kode sudah digunakan.', errors: { vccode_driver: 'Kode sudah digunakan.' } });
    const nip = await create(driver(51, { vcnip: first.vcnip }));
    expect(nip.statusCode).toBe(409);
    expect(nip.json().errors).toEqual({ vcnip: 'NIP sudah digunakan.' });
    const username = await create(driver(51, { intfungsional: 1, vcusername: 'SUPIR50', vcpassword: 'rahasia-51' }));
    expect(username.statusCode).toBe(409);
    expect(username.json().errors).toEqual({ vcusername: 'Username sudah digunakan.' });
    const admin = await create(driver(51, { intfungsional: 1, vcusername: 'admin', vcpassword: 'rahasia-51' }));
    expect(admin.statusCode).toBe(409);
    expect(await listLength(t, '/api/v1/employee')).toBe(before);
    // Updating another driver to a used code is refused the same way.
    const other = (await create(driver(52))).json().data;
    const upd = await t.call('PUT', `/api/v1/employee/${other.intid}`, { token: t.adminToken, body: driver(52, { vccode_driver: 'drv050'.toUpperCase() }) });
    expect(upd.statusCode).toBe(409);
    expect((await get(other.intid)).json().data.vccode_driver).toBe('DRV052');
  });

  it('guards every call: 401 without a token, 403 without the Pengemudi menu', async () => {
    await expectGuarded(t, [
      ['GET', '/api/v1/employee'],
      ['GET', '/api/v1/employee/1'],
      ['POST', '/api/v1/employee'],
      ['PUT', '/api/v1/employee/1'],
      ['DELETE', '/api/v1/employee/1'],
      ['GET', '/api/v1/employee/1/print'],
      ['POST', '/api/v1/employee/1/print'],
    ]);
  });
});

describe("'Menggunakan Akun?'", () => {
  it('creates a DRIVER account the driver signs in with; the password never comes back', async () => {
    const res = await create(driver(60, { intfungsional: true, vcusername: 'supir60', vcpassword: 'sandi-supir-60' }));
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ intfungsional: 1, vcusername: 'supir60', vcpassword: '' });
    expect(JSON.stringify((await get(d.intid)).json())).not.toContain('sandi-supir-60');

    const signin = await t.call('POST', '/api/v1/users/signin', { body: { username: 'supir60', password: 'sandi-supir-60' } });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({ role_code: 'DRIVER', vcname: 'Pengemudi 60' });
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'supir60'));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    const [trail] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(d.intid))));
    expect(trail).toMatchObject({ action: 'create', after: { vcusername: 'supir60', vcpassword: '' } });
    expect(JSON.stringify(trail)).not.toContain('sandi-supir-60');
  });

  it('asks for username and password when the account is on, not when it is off', async () => {
    const before = await listLength(t, '/api/v1/employee');
    const missing = await create(driver(61, { intfungsional: 1 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ vcusername: 'Username tidak boleh kosong.', vcpassword: 'Password tidak boleh kosong.' });
    const short = await create(driver(61, { intfungsional: 1, vcusername: 'supir 61', vcpassword: 'pendek' }));
    expect(short.json().errors).toEqual({
      vcusername: 'Username hanya boleh huruf, angka, titik, garis bawah atau strip.',
      vcpassword: 'Password minimal 8 karakter.',
    });
    expect(await listLength(t, '/api/v1/employee')).toBe(before);
    const off = await create(driver(61, { intfungsional: 0, vcusername: 'x y', vcpassword: '1' }));
    expect(off.statusCode).toBe(201);
    expect(off.json().data).toMatchObject({ intfungsional: 0, vcusername: '' });
  });

  it('updates the account, keeps the password when left empty, and removes it when switched off', async () => {
    const d = (await create(driver(62, { intfungsional: 1, vcusername: 'supir62', vcpassword: 'sandi-awal-62' }))).json().data;
    const put = (body: Record<string, unknown>) => t.call('PUT', `/api/v1/employee/${d.intid}`, { token: t.adminToken, body: driver(62, body) });

    expect((await put({ intfungsional: 1, vcusername: 'supir62b', vcpassword: '' })).statusCode).toBe(200);
    expect(await canSignIn('supir62', 'sandi-awal-62')).toBe(false);
    expect(await canSignIn('supir62b', 'sandi-awal-62')).toBe(true);

    await t.signin('supir62b', 'sandi-awal-62');
    const openSessions = async () =>
      (await t.database.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(users.username, 'supir62b'), isNull(sessions.revokedAt)))).length;
    expect(await openSessions()).toBeGreaterThan(0);
    expect((await put({ intfungsional: 1, vcusername: 'supir62b', vcpassword: 'sandi-baru-62' })).statusCode).toBe(200);
    expect(await canSignIn('supir62b', 'sandi-awal-62')).toBe(false);
    // The password change ends the sessions opened with the old one.
    expect(await openSessions()).toBe(0);
    expect(await canSignIn('supir62b', 'sandi-baru-62')).toBe(true);

    const off = await put({ intfungsional: 0 });
    expect(off.json().data).toMatchObject({ intfungsional: 0, vcusername: '' });
    expect(await canSignIn('supir62b', 'sandi-baru-62')).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'supir62b'))).toHaveLength(0);

    // Switching it on again creates a new account, which needs a password.
    const noPassword = await put({ intfungsional: 1, vcusername: 'supir62c', vcpassword: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ vcpassword: 'Password tidak boleh kosong.' });
    expect((await put({ intfungsional: 1, vcusername: 'supir62c', vcpassword: 'sandi-lagi-62' })).statusCode).toBe(200);
    expect(await canSignIn('supir62c', 'sandi-lagi-62')).toBe(true);
  });

  it('deleting the driver deletes the account', async () => {
    const d = (await create(driver(63, { intfungsional: 1, vcusername: 'supir63', vcpassword: 'sandi-supir-63' }))).json().data;
    expect((await t.call('DELETE', `/api/v1/employee/${d.intid}`, { token: t.adminToken })).statusCode).toBe(200);
    expect(await canSignIn('supir63', 'sandi-supir-63')).toBe(false);
    expect(await t.database.db.select().from(drivers).where(eq(drivers.id, d.intid))).toHaveLength(0);
  });
});

describe('/employee/{id}/print', () => {
  it('reads the card and marks it printed', async () => {
    const d = (await create(driver(70, { vcname: 'Agus Salim' }))).json().data;
    const card = await t.call('GET', `/api/v1/employee/${d.intid}/print`, { token: t.adminToken });
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ vcname: 'Agus Salim', vccode_driver: 'DRV070', intprint_card: 0, vcdepartment: t.config.departmentName });

    const mark = await t.call('POST', `/api/v1/employee/${d.intid}/print`, { token: t.adminToken });
    expect(mark.statusCode).toBe(200);
    expect(mark.json().data.intprint_card).toBe(1);
    expect((await get(d.intid)).json().data.intprint_card).toBe(1);
    expect((await t.call('GET', '/api/v1/employee/999999/print', { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/v1/employee/999999/print', { token: t.adminToken })).statusCode).toBe(404);
  });

  it('ignores intprint_card sent in a form: only printing sets it', async () => {
    const d = (await create(driver(71, { intprint_card: 1 }))).json().data;
    expect(d.intprint_card).toBe(0);
  });
});
