import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, menus, roleMenus, roles } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { counts, hugeBody } from '../helpers/rows.js';

let t: TestApp;
let outsider: { token: string };
let menuIds: Record<string, number>;

const written = () => counts(t, { roles, roleMenus, auditLog });

beforeAll(async () => {
  t = await startTestApp();
  outsider = await userWithScreens(t, ['admin.users']);
  const all = await t.database.db.select({ id: menus.id, url: menus.url }).from(menus);
  menuIds = Object.fromEntries(all.map((m) => [m.url, m.id]));
});
afterAll(() => t.close());

async function createRole(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/roles', { token: t.adminToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { intid: number; vccode: string; vcname: string; menus: number[] };
}

describe('GET /roles', () => {
  it('lists the seeded roles with the menus each owns', async () => {
    const res = await t.call('GET', '/api/v1/roles?limit=100', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const codes = body.data.map((r: { vccode: string }) => r.vccode);
    expect(codes).toEqual(expect.arrayContaining(['ADMIN', 'OPERATOR', 'DRIVER', 'JUKIR']));
    expect(body.length).toBe(body.data.length);
    const admin = body.data.find((r: { vccode: string }) => r.vccode === 'ADMIN');
    expect(admin.menus).toEqual(expect.arrayContaining([menuIds['/application/roles'], menuIds['/master/siswa']]));
    const operator = body.data.find((r: { vccode: string }) => r.vccode === 'OPERATOR');
    expect(operator.menus).toContain(menuIds['/master/siswa']);
    expect(operator.menus).not.toContain(menuIds['/application/roles']);
  });

  it('searches by code or name and pages', async () => {
    const res = await t.call('GET', '/api/v1/roles?q=juru&limit=1', { token: t.adminToken });
    expect(res.json()).toMatchObject({ length: 1, page_total: 1, page: 1, limit: 1, data: [{ vccode: 'JUKIR', vcname: 'Juru Parkir' }] });
    expect((await t.call('GET', '/api/v1/roles?limit=500', { token: t.adminToken })).statusCode).toBe(400);
  });

  it('401 without a token, 403 for a role without Data Role', async () => {
    expect((await t.call('GET', '/api/v1/roles')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/roles', { token: outsider.token })).statusCode).toBe(403);
  });
});

describe('POST /roles', () => {
  it('creates a role (code upper-cased) with its menus', async () => {
    const res = await t.call('POST', '/api/v1/roles', {
      token: t.adminToken,
      body: { vccode: ' petugas ', vcname: 'Petugas Lapangan', menus: [menuIds['/master/siswa'], menuIds['/master/sekolah'], menuIds['/master/siswa']] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Data berhasil disimpan.',
      data: { intid: expect.any(Number), vccode: 'PETUGAS', vcname: 'Petugas Lapangan', menus: [menuIds['/master/siswa'], menuIds['/master/sekolah']].sort((a, b) => a - b) },
    });
    const owned = await t.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, res.json().data.intid));
    expect(owned).toHaveLength(2);
  });

  it('missing fields, wrong types, unknown menus, malformed JSON, 10 MB: 4xx and nothing written', async () => {
    const before = await written();
    const cases: [unknown, number, Record<string, string> | undefined][] = [
      [{}, 400, { vccode: 'Kode tidak boleh kosong.', vcname: 'Nama tidak boleh kosong.' }],
      [{ vccode: 5, vcname: false }, 400, { vccode: 'Kode tidak boleh kosong.', vcname: 'Nama tidak boleh kosong.' }],
      [{ vccode: 'X', vcname: 'Y', menus: 'semua' }, 400, { menus: 'Menu harus berupa daftar.' }],
      [{ vccode: 'X', vcname: 'Y', menus: [999999] }, 400, { menus: 'Menu tidak ditemukan.' }],
      [{ vccode: 'X', vcname: 'Y', menus: [1, 1.5, -2] }, 400, { 'menus.1': 'Menu tidak ditemukan.', 'menus.2': 'Menu tidak ditemukan.' }],
      [{ vccode: 'X'.repeat(31), vcname: 'Y' }, 400, { vccode: 'Kode maksimal 30 karakter.' }],
      ['{"vccode":"X",', 400, undefined],
      [hugeBody('vccode'), 413, undefined],
    ];
    for (const [body, status, errors] of cases) {
      const res = await t.call('POST', '/api/v1/roles', { token: t.adminToken, body });
      const label = typeof body === 'string' ? body.slice(0, 20) : JSON.stringify(body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toMatch(/\.$/);
      if (errors) expect(res.json().errors, label).toEqual(errors);
    }
    expect(await written()).toEqual(before);
  });

  it('a check the contract words no message for still answers in Indonesian', async () => {
    const res = await t.call('GET', '/api/v1/roles?q=a&q=b', { token: t.adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ q: 'Data yang dikirim tidak valid.' });
  });

  it('409 naming the code for a duplicate (any case); nothing written', async () => {
    const before = await written();
    const res = await t.call('POST', '/api/v1/roles', { token: t.adminToken, body: { vccode: 'operator', vcname: 'Operator Kedua' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Kode sudah digunakan.', errors: { vccode: 'Kode sudah digunakan.' } });
    expect(await written()).toEqual(before);
  });

  it('401 without a token, 403 for a role without Data Role; nothing written', async () => {
    const before = await written();
    expect((await t.call('POST', '/api/v1/roles', { body: { vccode: 'A', vcname: 'B' } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/roles', { token: outsider.token, body: { vccode: 'A', vcname: 'B' } })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('GET /roles/{id}', () => {
  it('answers the role with its menus; 404 unknown or malformed; 401; 403', async () => {
    const r = await createRole({ vccode: 'LIHAT', vcname: 'Lihat', menus: [menuIds['/master/rute']] });
    const res = await t.call('GET', `/api/v1/roles/${r.intid}`, { token: t.adminToken });
    expect(res.json()).toEqual({ data: { intid: r.intid, vccode: 'LIHAT', vcname: 'Lihat', menus: [menuIds['/master/rute']] } });
    for (const id of ['999999', 'abc', '0']) expect((await t.call('GET', `/api/v1/roles/${id}`, { token: t.adminToken })).statusCode, id).toBe(404);
    expect((await t.call('GET', `/api/v1/roles/${r.intid}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/v1/roles/${r.intid}`, { token: outsider.token })).statusCode).toBe(403);
  });
});

describe('PUT /roles/{id}', () => {
  it('changes name, code and menus; the role\'s users gain and lose access at once', async () => {
    const member = await userWithScreens(t, ['master.students']);
    expect((await t.call('GET', '/api/v1/roles', { token: member.token })).statusCode).toBe(403);
    const res = await t.call('PUT', `/api/v1/roles/${member.roleId}`, {
      token: t.adminToken,
      body: { vccode: 'pengelola', vcname: 'Pengelola Role', menus: [menuIds['/application/roles']] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil diubah.', data: { intid: member.roleId, vccode: 'PENGELOLA', vcname: 'Pengelola Role', menus: [menuIds['/application/roles']] } });
    expect((await t.call('GET', '/api/v1/roles', { token: member.token })).statusCode).toBe(200);

    // Without `menus` the menus stay; with [] the role loses them.
    await t.call('PUT', `/api/v1/roles/${member.roleId}`, { token: t.adminToken, body: { vccode: 'PENGELOLA', vcname: 'Nama Saja' } });
    expect((await t.call('GET', `/api/v1/roles/${member.roleId}`, { token: t.adminToken })).json().data.menus).toEqual([menuIds['/application/roles']]);
    await t.call('PUT', `/api/v1/roles/${member.roleId}`, { token: t.adminToken, body: { vccode: 'PENGELOLA', vcname: 'Nama Saja', menus: [] } });
    expect((await t.call('GET', '/api/v1/roles', { token: member.token })).statusCode).toBe(403);
  });

  it('bad input, duplicate code, unknown id: 4xx and nothing changed', async () => {
    const r = await createRole({ vccode: 'UBAH', vcname: 'Ubah', menus: [menuIds['/master/rute']] });
    const before = await written();
    const cases: [string, unknown, number, Record<string, string> | undefined][] = [
      [`${r.intid}`, { vccode: '', vcname: '' }, 400, { vccode: 'Kode tidak boleh kosong.', vcname: 'Nama tidak boleh kosong.' }],
      [`${r.intid}`, { vccode: 'UBAH', vcname: 'Ubah', menus: [menuIds['/master/siswa'], 999999] }, 400, { menus: 'Menu tidak ditemukan.' }],
      [`${r.intid}`, { vccode: 'admin', vcname: 'Ubah' }, 409, { vccode: 'Kode sudah digunakan.' }],
      [`${r.intid}`, '{', 400, undefined],
      [`${r.intid}`, hugeBody(), 413, undefined],
      ['999999', { vccode: 'HANTU', vcname: 'Hantu' }, 404, undefined],
    ];
    for (const [id, body, status, errors] of cases) {
      const res = await t.call('PUT', `/api/v1/roles/${id}`, { token: t.adminToken, body });
      const label = `${id} ${typeof body === 'string' ? body.slice(0, 20) : JSON.stringify(body)}`;
      expect(res.statusCode, label).toBe(status);
      if (errors) expect(res.json().errors, label).toEqual(errors);
    }
    expect(await written()).toEqual(before);
    expect((await t.call('GET', `/api/v1/roles/${r.intid}`, { token: t.adminToken })).json().data).toEqual(r);
  });

  it('401 and 403; nothing changed', async () => {
    const r = await createRole({ vccode: 'TETAP', vcname: 'Tetap' });
    expect((await t.call('PUT', `/api/v1/roles/${r.intid}`, { body: { vccode: 'X', vcname: 'Y' } })).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/v1/roles/${r.intid}`, { token: outsider.token, body: { vccode: 'X', vcname: 'Y' } })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/v1/roles/${r.intid}`, { token: t.adminToken })).json().data).toEqual(r);
  });
});

describe('DELETE /roles/{id}', () => {
  it('deletes an unused role with its menu grants', async () => {
    const r = await createRole({ vccode: 'HAPUS', vcname: 'Hapus', menus: [menuIds['/master/rute']] });
    const res = await t.call('DELETE', `/api/v1/roles/${r.intid}`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect(await t.database.db.select().from(roles).where(eq(roles.id, r.intid))).toEqual([]);
    expect(await t.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, r.intid))).toEqual([]);
  });

  it('409 for a role still used by users; 404 unknown; 401; 403; nothing deleted', async () => {
    const used = await userWithScreens(t, []);
    const before = await written();
    const res = await t.call('DELETE', `/api/v1/roles/${used.roleId}`, { token: t.adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/masih digunakan oleh 1 user\.$/);
    expect((await t.call('DELETE', '/api/v1/roles/999999', { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v1/roles/${used.roleId}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/v1/roles/${used.roleId}`, { token: outsider.token })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('GET /lists/role', () => {
  it('gives the users screen the role options, by name', async () => {
    const userEditor = await userWithScreens(t, ['admin.users']);
    const res = await t.call('GET', '/api/v1/lists/role', { token: userEditor.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { value: number; label: string; vccode: string }[];
    expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Administrator', vccode: 'ADMIN', value: expect.any(Number) })]));
    const labels = data.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(data).toHaveLength((await counts(t, { roles })).roles);
  });

  it('401 without a token; 403 for a role without the users screen', async () => {
    expect((await t.call('GET', '/api/v1/lists/role')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/lists/role', { token: (await userWithScreens(t, ['admin.roles', 'master.students'])).token })).statusCode).toBe(403);
  });
});
