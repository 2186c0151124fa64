import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, roles, users } from '../../src/db/schema/index.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { counts, hugeBody } from '../helpers/rows.js';

let t: TestApp;
let adminId: number;
let operatorRole: number;
/** A signed-in user whose role owns only the student screen: no user administration. */
let outsider: { token: string; userId: number };

const written = () => counts(t, { users, auditLog });
const byUsername = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())))[0];

async function createUser(fields: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  const body = { vcname: `Siti ${n}`, vcusername: `siti${n}`, vcpassword: 'sandi-siti-1', role: operatorRole, ...fields };
  const res = await t.call('POST', '/api/v1/users', { token: t.adminToken, body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { intid: number; vcusername: string; vcname: string };
}

beforeAll(async () => {
  t = await startTestApp();
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  [{ id: operatorRole }] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'OPERATOR'));
  outsider = await userWithScreens(t, ['master.students']);
});
afterAll(() => t.close());

describe('GET /users', () => {
  it('lists users in the list envelope, searchable by name or username, paged', async () => {
    await createUser({ vcname: 'Bambang Sutrisno', vcusername: 'bambang.s' });
    await createUser({ vcname: 'Dewi Lestari', vcusername: 'dewi_l' });
    const all = await t.call('GET', '/api/v1/users?page=1&limit=2', { token: t.adminToken });
    expect(all.statusCode).toBe(200);
    const total = await counts(t, { users });
    expect(all.json()).toMatchObject({ length: total.users, page: 1, limit: 2, page_total: Math.ceil(total.users / 2) });
    expect(all.json().data).toHaveLength(2);

    const found = await t.call('GET', '/api/v1/users?q=SUTRIS', { token: t.adminToken });
    expect(found.json()).toMatchObject({ length: 1, page_total: 1, data: [{ vcname: 'Bambang Sutrisno', vcusername: 'bambang.s', role: operatorRole, vcrole: 'Operator', vcpassword: '' }] });
    expect((await t.call('GET', '/api/v1/users?q=dewi_', { token: t.adminToken })).json().length).toBe(1);
    // % and _ are taken literally, not as wildcards.
    expect((await t.call('GET', '/api/v1/users?q=%25', { token: t.adminToken })).json()).toMatchObject({ length: 0, page_total: 0, data: [] });
  });

  it('past the last page answers an empty page with the real total', async () => {
    const res = await t.call('GET', '/api/v1/users?page=500&limit=10', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('refuses a bad page, limit or search term with the field message', async () => {
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', 'Batas baris 1 sampai 100.'],
      ['limit=101', 'limit', 'Batas baris 1 sampai 100.'],
      ['limit=abc', 'limit', 'Batas baris harus berupa angka.'],
      ['page=0', 'page', 'Halaman minimal 1.'],
      [`q=${'a'.repeat(101)}`, 'q', 'Kata kunci maksimal 100 karakter.'],
    ];
    for (const [qs, field, message] of cases) {
      const res = await t.call('GET', `/api/v1/users?${qs}`, { token: t.adminToken });
      expect(res.statusCode, qs.slice(0, 20)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  });

  it('401 without a token, 403 for a role without Data User', async () => {
    expect((await t.call('GET', '/api/v1/users')).statusCode).toBe(401);
    const res = await t.call('GET', '/api/v1/users', { token: outsider.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Anda tidak memiliki akses.' });
  });
});

describe('POST /users', () => {
  it('creates a user with an argon2id hash, records the creator and never answers the hash', async () => {
    const res = await t.call('POST', '/api/v1/users', {
      token: t.adminToken,
      body: { vcname: '  Agus Salim ', vcusername: 'agus', vcpassword: 'agus-rahasia-9', role: String(operatorRole), vcemail: 'agus@tuban.go.id', vcphone: '0812345' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Data berhasil disimpan.',
      data: { intid: expect.any(Number), vcname: 'Agus Salim', vcusername: 'agus', vcemail: 'agus@tuban.go.id', vcphone: '0812345', role: operatorRole, vcrole: 'Operator', vcpassword: '' },
    });
    const row = await byUsername('agus');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.createdBy).toBe(adminId);
    expect(res.body).not.toContain(row.passwordHash);
    expect(await t.signin('agus', 'agus-rahasia-9')).toBeTruthy();
  });

  it('answers every missing field with its message and writes nothing', async () => {
    const before = await written();
    const res = await t.call('POST', '/api/v1/users', { token: t.adminToken, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      vcname: 'Nama tidak boleh kosong.',
      vcusername: 'Username tidak boleh kosong.',
      vcpassword: 'Password tidak boleh kosong.',
      role: 'Role / Hak Akses tidak boleh kosong.',
    });
    expect(res.json().message).toBe('Nama tidak boleh kosong.');
    expect(await written()).toEqual(before);
  });

  it('refuses wrong types, bad values, malformed JSON and a 10 MB body with 4xx and writes nothing', async () => {
    const before = await written();
    const cases: [unknown, number, Record<string, string> | undefined][] = [
      [{ vcname: 12, vcusername: ['x'], vcpassword: true, role: 'abc' }, 400, {
        vcname: 'Nama tidak boleh kosong.', vcusername: 'Username tidak boleh kosong.', vcpassword: 'Password tidak boleh kosong.', role: 'Role / Hak Akses tidak ditemukan.',
      }],
      [{ vcname: 'A', vcusername: 'ada spasi', vcpassword: 'pendek', role: operatorRole, vcemail: 'bukan-email' }, 400, {
        vcusername: 'Username hanya boleh huruf, angka, titik, garis bawah atau strip.', vcpassword: 'Password minimal 8 karakter.', vcemail: 'Format email tidak valid.',
      }],
      [{ vcname: 'x'.repeat(201), vcusername: 'ok', vcpassword: 'cukup-panjang', role: operatorRole }, 400, { vcname: 'Nama maksimal 200 karakter.' }],
      [{ vcname: 'Role Hilang', vcusername: 'rolehilang', vcpassword: 'cukup-panjang', role: 999999 }, 400, { role: 'Role / Hak Akses tidak ditemukan.' }],
      [{ vcname: 'Role Besar', vcusername: 'rolebesar', vcpassword: 'cukup-panjang', role: 99999999999 }, 400, undefined],
      ['{"vcname": "Tanpa penutup"', 400, undefined],
      ['[1,2,3]', 400, undefined],
      [hugeBody(), 413, undefined],
    ];
    for (const [body, status, errors] of cases) {
      const res = await t.call('POST', '/api/v1/users', { token: t.adminToken, body });
      const label = typeof body === 'string' ? body.slice(0, 30) : JSON.stringify(body).slice(0, 60);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toMatch(/\.$/);
      if (errors) expect(res.json().errors, label).toEqual(errors);
      expect(res.body).not.toMatch(/at .*\.ts|select|insert/i);
    }
    expect(await written()).toEqual(before);
  });

  it('409 naming the username for a duplicate, whatever its case, and writes nothing', async () => {
    await createUser({ vcusername: 'kembar' });
    const before = await written();
    const res = await t.call('POST', '/api/v1/users', { token: t.adminToken, body: { vcname: 'Kembar', vcusername: 'KEMBAR', vcpassword: 'cukup-panjang', role: operatorRole } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username sudah digunakan.', errors: { vcusername: 'Username sudah digunakan.' } });
    expect(await written()).toEqual(before);
  });

  it('401 without a token, 403 for a role without Data User, nothing written', async () => {
    const before = await written();
    const body = { vcname: 'Tamu', vcusername: 'tamu', vcpassword: 'cukup-panjang', role: operatorRole };
    expect((await t.call('POST', '/api/v1/users', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/users', { token: outsider.token, body })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('GET /users/{id}', () => {
  it('serves the administrator any user, and a user their own profile', async () => {
    const u = await createUser({ vcemail: 'siti@tuban.go.id' });
    const asAdmin = await t.call('GET', `/api/v1/users/${u.intid}`, { token: t.adminToken });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ intid: u.intid, vcname: u.vcname, vcemail: 'siti@tuban.go.id', vcpassword: '' });

    const own = await t.call('GET', `/api/v1/users/${outsider.userId}`, { token: outsider.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ intid: outsider.userId, vcname: expect.stringMatching(/^Pengguna /) });
  });

  it('403 for someone else\'s account without Data User, 404 for an unknown or malformed id, 401 without a token', async () => {
    expect((await t.call('GET', `/api/v1/users/${adminId}`, { token: outsider.token })).statusCode).toBe(403);
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.call('GET', `/api/v1/users/${id}`, { token: t.adminToken });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Data tidak ditemukan.' });
    }
    expect((await t.call('GET', `/api/v1/users/${adminId}`)).statusCode).toBe(401);
  });
});

describe('PUT /users/{id} by the administrator', () => {
  it('changes the account; an empty password keeps the old one', async () => {
    const u = await createUser();
    const hashBefore = (await byUsername(u.vcusername)).passwordHash;
    const res = await t.call('PUT', `/api/v1/users/${u.intid}`, {
      token: t.adminToken,
      body: { vcname: 'Siti Baru', vcusername: `${u.vcusername}b`, vcpassword: '', role: operatorRole, vcphone: '0813' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil diubah.', data: expect.objectContaining({ intid: u.intid, vcname: 'Siti Baru', vcusername: `${u.vcusername}b`, vcphone: '0813' }) });
    expect((await byUsername(`${u.vcusername}b`)).passwordHash).toBe(hashBefore);
  });

  it('a new password signs the user out everywhere and works at once', async () => {
    const u = await createUser();
    const token = await t.signin(u.vcusername, 'sandi-siti-1');
    expect((await t.call('GET', '/api/v1/notifications', { token })).statusCode).toBe(200);
    const res = await t.call('PUT', `/api/v1/users/${u.intid}`, {
      token: t.adminToken,
      body: { vcname: u.vcname, vcusername: u.vcusername, vcpassword: 'sandi-baru-22', role: operatorRole },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/notifications', { token })).statusCode).toBe(401);
    await expect(t.signin(u.vcusername, 'sandi-siti-1')).rejects.toThrow(/400/);
    expect(await t.signin(u.vcusername, 'sandi-baru-22')).toBeTruthy();
  });

  it('a new role takes effect on the user\'s next request', async () => {
    const u = await createUser();
    const token = await t.signin(u.vcusername, 'sandi-siti-1');
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(403);
    const [{ id: adminRole }] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));
    await t.call('PUT', `/api/v1/users/${u.intid}`, { token: t.adminToken, body: { vcname: u.vcname, vcusername: u.vcusername, role: adminRole } });
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(200);
  });

  it('answers missing fields, bad bodies, unknown ids and duplicates with 4xx and changes nothing', async () => {
    const u = await createUser();
    const other = await createUser();
    const rowBefore = await byUsername(u.vcusername);
    const before = await written();
    const cases: [string, unknown, number, Record<string, string> | undefined][] = [
      [`${u.intid}`, { vcusername: '' }, 400, { vcname: 'Nama tidak boleh kosong.', vcusername: 'Username tidak boleh kosong.', role: 'Role / Hak Akses tidak boleh kosong.' }],
      [`${u.intid}`, { vcname: 'X', vcusername: u.vcusername, role: operatorRole, vcpassword: 'pendek' }, 400, { vcpassword: 'Password minimal 8 karakter.' }],
      [`${u.intid}`, { vcname: 'X', vcusername: other.vcusername.toUpperCase(), role: operatorRole }, 409, { vcusername: 'Username sudah digunakan.' }],
      [`${u.intid}`, '{"vcname":', 400, undefined],
      [`${u.intid}`, '"sekadar teks"', 400, undefined],
      [`${u.intid}`, '42', 400, undefined],
      [`${u.intid}`, hugeBody(), 413, undefined],
      ['999999', { vcname: 'X', vcusername: 'hantu', role: operatorRole }, 404, undefined],
      ['abc', { vcname: 'X', vcusername: 'hantu', role: operatorRole }, 404, undefined],
    ];
    for (const [id, body, status, errors] of cases) {
      const res = await t.call('PUT', `/api/v1/users/${id}`, { token: t.adminToken, body });
      const label = `${id} ${typeof body === 'string' ? body.slice(0, 20) : JSON.stringify(body)}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toMatch(/\.$/);
      if (errors) expect(res.json().errors, label).toEqual(errors);
    }
    expect(await written()).toEqual(before);
    expect(await byUsername(u.vcusername)).toEqual(rowBefore);
  });

  it('401 without a token; 403 for someone else\'s account or the admin form without Data User', async () => {
    const u = await createUser();
    const before = await written();
    const body = { vcname: 'Dibajak', vcusername: u.vcusername, role: operatorRole };
    expect((await t.call('PUT', `/api/v1/users/${u.intid}`, { body })).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/v1/users/${u.intid}`, { token: outsider.token, body })).statusCode).toBe(403);
    // The own account, but through the administration form (could change username and role).
    const self = await t.call('PUT', `/api/v1/users/${outsider.userId}`, { token: outsider.token, body: { ...body, vcusername: 'naikpangkat' } });
    expect(self.statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('PUT /users/{id} as the own profile', () => {
  it('changes name, email and phone only', async () => {
    const me = await userWithScreens(t, []);
    const res = await t.call('PUT', `/api/v1/users/${me.userId}`, {
      token: me.token,
      body: { vcname: 'Nama Profil', email: 'profil@tuban.go.id', phone: '0856', user_id: me.userId, role: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { vcname: 'Nama Profil', vcemail: 'profil@tuban.go.id', vcphone: '0856' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({ name: 'Nama Profil', email: 'profil@tuban.go.id', phone: '0856', roleId: me.roleId });
  });

  it('answers an empty name and a bad email with field messages and changes nothing', async () => {
    const me = await userWithScreens(t, []);
    const [rowBefore] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    const before = await written();
    const res = await t.call('PUT', `/api/v1/users/${me.userId}`, { token: me.token, body: { vcname: ' ', email: 'bukan' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ vcname: 'Nama tidak boleh kosong.', email: 'Format email tidak valid.' });
    expect(await written()).toEqual(before);
    expect((await t.database.db.select().from(users).where(eq(users.id, me.userId)))[0]).toEqual(rowBefore);
  });
});

describe('PUT /users/{id} on one\'s own account', () => {
  it('409 for an administrator changing their own role (they would lose this screen); other fields still save', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    const before = await written();
    const demote = await t.call('PUT', `/api/v1/users/${adminId}`, { token: t.adminToken, body: { vcname: me.name, vcusername: me.username, role: operatorRole } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'Tidak dapat mengubah role akun yang sedang dipakai.', errors: { role: 'Tidak dapat mengubah role akun yang sedang dipakai.' } });
    expect(await written()).toEqual(before);
    expect((await t.call('GET', '/api/v1/users?q=a', { token: t.adminToken })).statusCode).toBe(200);

    const rename = await t.call('PUT', `/api/v1/users/${adminId}`, { token: t.adminToken, body: { vcname: 'Administrator Dishub', vcusername: me.username, role: me.roleId } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data).toMatchObject({ vcname: 'Administrator Dishub', role: me.roleId });
  });
});

describe('DELETE /users/{id}', () => {
  it('deletes the user and ends their sessions', async () => {
    const u = await createUser();
    const token = await t.signin(u.vcusername, 'sandi-siti-1');
    const res = await t.call('DELETE', `/api/v1/users/${u.intid}`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect(await byUsername(u.vcusername)).toBeUndefined();
    expect((await t.call('GET', '/api/v1/notifications', { token })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/v1/users/${u.intid}`, { token: t.adminToken })).statusCode).toBe(404);
  });

  it('409 for deleting yourself, 404 for an unknown id, 401 and 403; nothing deleted', async () => {
    const u = await createUser();
    const before = await written();
    const self = await t.call('DELETE', `/api/v1/users/${adminId}`, { token: t.adminToken });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Tidak dapat menghapus akun yang sedang dipakai.');
    expect((await t.call('DELETE', '/api/v1/users/999999', { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/v1/users/abc', { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v1/users/${u.intid}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/v1/users/${u.intid}`, { token: outsider.token })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect(await t.signin('admin', ADMIN_PASSWORD)).toBeTruthy();
  });
});
