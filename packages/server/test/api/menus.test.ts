import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, menus, roleMenus } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { counts, hugeBody } from '../helpers/rows.js';

let t: TestApp;
let outsider: { token: string };
let roleEditor: { token: string };

const written = () => counts(t, { menus, roleMenus, auditLog });

beforeAll(async () => {
  t = await startTestApp();
  outsider = await userWithScreens(t, ['admin.users']);
  roleEditor = await userWithScreens(t, ['admin.roles']);
});
afterAll(() => t.close());

type Menu = { intid: number; vcname: string; vcscreen: string; vcaction: string; vcicon: string; intparent_id: number | null; vcparent: string; intorder: number };

async function createMenu(body: Record<string, unknown>): Promise<Menu> {
  const res = await t.call('POST', '/api/v1/menus', { token: t.adminToken, body: { vcicon: 'circle', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const put = (id: number | string, body: unknown) => t.call('PUT', `/api/v1/menus/${id}`, { token: t.adminToken, body });

describe('GET /menus', () => {
  it('lists the seeded tree in order with each parent named', async () => {
    const res = await t.call('GET', '/api/v1/menus?limit=100', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Menu[];
    expect(res.json().length).toBe(data.length);
    const orders = data.map((m) => m.intorder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const users = data.find((m) => m.vcscreen === 'admin.users')!;
    expect(users).toMatchObject({ vcname: 'Data User', vcaction: '/application/users' });
    const group = data.find((m) => m.intid === users.intparent_id)!;
    expect(group).toMatchObject({ vcname: 'Aplikasi', vcscreen: '', vcaction: '#aplikasi', intparent_id: null, vcparent: '' });
    expect(users.vcparent).toBe('Aplikasi');
  });

  it('searches by name or URL; the role screen may read menus but not change them', async () => {
    const res = await t.call('GET', '/api/v1/menus?q=/master/SISWA', { token: roleEditor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ length: 1, data: [{ vcname: 'Siswa', vcscreen: 'master.students', vcaction: '/master/siswa' }] });
    expect((await t.call('POST', '/api/v1/menus', { token: roleEditor.token, body: { vcname: 'A', vcaction: '#a', vcicon: 'a' } })).statusCode).toBe(403);
  });

  it('401 without a token, 403 for a role without Data Menu or Data Role', async () => {
    expect((await t.call('GET', '/api/v1/menus')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/menus', { token: outsider.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/menus/1', { token: outsider.token })).statusCode).toBe(403);
  });
});

describe('POST /menus', () => {
  it('creates a menu under a parent with its order; 0 or null parent is the top level', async () => {
    const top = await createMenu({ vcname: 'Laporan Baru', vcaction: '#laporan', intparent_id: 0, intorder: '5' });
    expect(top).toEqual({ intid: expect.any(Number), vcname: 'Laporan Baru', vcscreen: '', vcaction: '#laporan', vcicon: 'circle', intparent_id: null, vcparent: '', intorder: 5 });
    const res = await t.call('POST', '/api/v1/menus', {
      token: t.adminToken,
      body: { vcname: 'Rekap', vcscreen: 'reports.bus', vcaction: '/laporan/rekap', vcicon: 'table', intparent_id: top.intid, intorder: 7 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Data berhasil disimpan.', data: expect.objectContaining({ vcscreen: 'reports.bus', vcaction: '/laporan/rekap', intparent_id: top.intid, vcparent: 'Laporan Baru', intorder: 7 }) });
    expect((await createMenu({ vcname: 'Tanpa Urutan', vcaction: '#x' })).intorder).toBe(0);
  });

  it('missing fields, wrong types, unknown parent, malformed JSON, 10 MB: 4xx and nothing written', async () => {
    const before = await written();
    const cases: [unknown, number, Record<string, string> | undefined][] = [
      [{}, 400, { vcname: 'Nama tidak boleh kosong.', vcicon: 'Ikon tidak boleh kosong.' }],
      [{ vcname: 1, vcaction: null, vcicon: {} }, 400, { vcname: 'Nama tidak boleh kosong.', vcicon: 'Ikon tidak boleh kosong.' }],
      [{ vcname: 'A', vcscreen: 'master.students', vcicon: 'a', intorder: 'awal' }, 400, { intorder: 'Urutan harus berupa angka.' }],
      [{ vcname: 'A', vcscreen: 'master.students', vcicon: 'a', intparent_id: 999999 }, 400, { intparent_id: 'Menu induk tidak ditemukan.' }],
      [{ vcname: 'A', vcaction: '#a', vcicon: 'a', intparent_id: -1 }, 400, { intparent_id: 'Menu induk tidak ditemukan.' }],
      ['{"vcname":"A"', 400, undefined],
      [hugeBody(), 413, undefined],
    ];
    for (const [body, status, errors] of cases) {
      const res = await t.call('POST', '/api/v1/menus', { token: t.adminToken, body });
      const label = typeof body === 'string' ? body.slice(0, 20) : JSON.stringify(body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toMatch(/\.$/);
      if (errors) expect(res.json().errors, label).toEqual(errors);
    }
    expect(await written()).toEqual(before);
  });

  it("a screen's menu left without URL opens the screen's path; a group without URL links nowhere", async () => {
    expect(await createMenu({ vcname: 'Siswa Lagi', vcscreen: 'master.students', intorder: 5000 })).toMatchObject({ vcscreen: 'master.students', vcaction: '/master/siswa' });
    expect(await createMenu({ vcname: 'Grup Kosong', vcaction: '', intorder: 5000 })).toMatchObject({ vcscreen: '', vcaction: '#' });
  });

  it("takes the screen's mode: a parking screen's menu is no choice for a role of this school instance", async () => {
    const parking = await createMenu({ vcname: 'Lokasi Lagi', vcscreen: 'master.parking-locations', intorder: 5000 });
    const school = await createMenu({ vcname: 'Sekolah Lagi', vcscreen: 'master.schools', intorder: 5000 });
    const both = await createMenu({ vcname: 'Pengguna Lagi', vcscreen: 'admin.users', intorder: 5000 });
    const choices = (await t.call('GET', '/api/v1/lists/menu?q=lagi&limit=100', { token: t.adminToken })).json().data.map((c: { value: number }) => c.value);
    expect(choices).toEqual(expect.arrayContaining([school.intid, both.intid]));
    expect(choices).not.toContain(parking.intid);
  });

  it('refuses a target outside the app and an unknown screen with their messages; nothing written', async () => {
    const badUrl = 'URL harus diawali "/" untuk layar atau "#" untuk grup.';
    const before = await written();
    const post = (body: Record<string, unknown>) => t.call('POST', '/api/v1/menus', { token: t.adminToken, body: { vcname: 'Jahat', vcicon: 'a', ...body } });
    const outside = [
      'javascript:alert(1)', 'JavaScript:alert(document.cookie)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)', 'https://contoh.example', 'http:/contoh', '//contoh.example', '/\\contoh.example', 'master/siswa',
    ];
    for (const vcaction of outside) {
      for (const vcscreen of ['master.students', '']) {
        const res = await post({ vcscreen, vcaction });
        expect(res.statusCode, `${vcscreen} ${vcaction}`).toBe(400);
        expect(res.json(), `${vcscreen} ${vcaction}`).toEqual({ message: badUrl, errors: { vcaction: badUrl } });
      }
    }
    // A screen's menu links to a path, a group header to an anchor.
    expect((await post({ vcscreen: 'master.students', vcaction: '#siswa' })).json().errors).toEqual({ vcaction: badUrl });
    expect((await post({ vcaction: '/master/siswa' })).json().errors).toEqual({ vcaction: badUrl });
    for (const vcscreen of ['master.siswa', '/master/siswa', 'javascript:alert(1)', 'ADMIN.USERS', 5, ['admin.users'], {}]) {
      const res = await post({ vcscreen });
      expect(res.statusCode, JSON.stringify(vcscreen)).toBe(400);
      expect(res.json(), JSON.stringify(vcscreen)).toEqual({ message: 'Layar tidak dikenal.', errors: { vcscreen: 'Layar tidak dikenal.' } });
    }
    expect(await written()).toEqual(before);
  });

  it('401 and 403; nothing written', async () => {
    const before = await written();
    const body = { vcname: 'A', vcscreen: 'master.students', vcicon: 'a' };
    expect((await t.call('POST', '/api/v1/menus', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/menus', { token: outsider.token, body })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('GET /menus/{id}', () => {
  it('answers one menu; 404 unknown or malformed', async () => {
    const m = await createMenu({ vcname: 'Satu', vcscreen: 'master.schools', vcaction: '/satu', intorder: 3 });
    expect((await t.call('GET', `/api/v1/menus/${m.intid}`, { token: t.adminToken })).json()).toEqual({ data: m });
    for (const id of ['999999', 'x', '-4']) expect((await t.call('GET', `/api/v1/menus/${id}`, { token: t.adminToken })).statusCode, id).toBe(404);
    expect((await t.call('GET', `/api/v1/menus/${m.intid}`)).statusCode).toBe(401);
  });
});

describe('PUT /menus/{id}', () => {
  it('moves a menu to another parent and order', async () => {
    const a = await createMenu({ vcname: 'Induk A', vcaction: '#a' });
    const b = await createMenu({ vcname: 'Induk B', vcaction: '#b' });
    const child = await createMenu({ vcname: 'Anak', vcscreen: 'master.routes', vcaction: '/anak', intparent_id: a.intid });
    const res = await put(child.intid, { vcname: 'Anak Pindah', vcscreen: 'master.routes', vcaction: '/anak', vcicon: 'x', intparent_id: b.intid, intorder: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil diubah.', data: { ...child, vcname: 'Anak Pindah', vcicon: 'x', intparent_id: b.intid, vcparent: 'Induk B', intorder: 9 } });
  });

  it('refuses a cycle: itself or a descendant as parent', async () => {
    const root = await createMenu({ vcname: 'Akar', vcaction: '#akar' });
    const mid = await createMenu({ vcname: 'Tengah', vcaction: '#tengah', intparent_id: root.intid });
    const leaf = await createMenu({ vcname: 'Daun', vcscreen: 'master.routes', intparent_id: mid.intid });
    const before = await written();
    for (const parent of [root.intid, leaf.intid, mid.intid]) {
      const res = await put(root.intid, { vcname: 'Akar', vcaction: '#akar', vcicon: 'circle', intparent_id: parent });
      expect(res.statusCode, String(parent)).toBe(400);
      expect(res.json().errors).toEqual({ intparent_id: 'Menu induk tidak boleh menu itu sendiri atau turunannya.' });
    }
    expect(await written()).toEqual(before);
    expect((await t.call('GET', `/api/v1/menus/${root.intid}`, { token: t.adminToken })).json().data.intparent_id).toBeNull();
  });

  it('finds a cycle however deep the tree is', async () => {
    const root = await createMenu({ vcname: 'Dasar', vcaction: '#dasar' });
    // A chain 60 levels deep, written straight to the table to keep the test quick.
    let deepest = root.intid;
    for (let i = 0; i < 60; i++) {
      [{ id: deepest }] = await t.database.db.insert(menus).values({ name: `Tingkat ${i}`, url: `#t${i}`, parentId: deepest }).returning({ id: menus.id });
    }
    const res = await put(root.intid, { vcname: 'Dasar', vcaction: '#dasar', vcicon: 'circle', intparent_id: deepest });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ intparent_id: 'Menu induk tidak boleh menu itu sendiri atau turunannya.' });
  });

  it('bad input and unknown ids: 4xx and nothing changed; 401; 403', async () => {
    const m = await createMenu({ vcname: 'Tetap', vcscreen: 'master.vehicles', vcaction: '/tetap' });
    const before = await written();
    const cases: [string, unknown, number][] = [
      [`${m.intid}`, { vcname: '' }, 400],
      [`${m.intid}`, '{', 400],
      [`${m.intid}`, hugeBody(), 413],
      [`${m.intid}`, { vcname: 'A', vcaction: '#a', vcicon: 'a', intparent_id: 999999 }, 400],
      [`${m.intid}`, { vcname: 'A', vcscreen: 'master.tidak-ada', vcicon: 'a' }, 400],
      [`${m.intid}`, { vcname: 'A', vcscreen: 'master.vehicles', vcaction: 'javascript:alert(1)', vcicon: 'a' }, 400],
      ['999999', { vcname: 'A', vcaction: '#a', vcicon: 'a' }, 404],
    ];
    for (const [id, body, status] of cases) expect((await put(id, body)).statusCode, `${id} ${String(body).slice(0, 20)}`).toBe(status);
    expect((await t.call('PUT', `/api/v1/menus/${m.intid}`, { body: { vcname: 'A', vcaction: '#a', vcicon: 'a' } })).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/v1/menus/${m.intid}`, { token: roleEditor.token, body: { vcname: 'A', vcaction: '#a', vcicon: 'a' } })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect((await t.call('GET', `/api/v1/menus/${m.intid}`, { token: t.adminToken })).json().data).toEqual(m);
  });
});

describe('DELETE /menus/{id}', () => {
  it('deletes a leaf menu and the grants on it', async () => {
    const m = await createMenu({ vcname: 'Sementara', vcscreen: 'master.articles' });
    const role = await t.call('POST', '/api/v1/roles', { token: t.adminToken, body: { vccode: 'SEMENTARA', vcname: 'S', menus: [m.intid] } });
    const res = await t.call('DELETE', `/api/v1/menus/${m.intid}`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect(await t.database.db.select().from(menus).where(eq(menus.id, m.intid))).toEqual([]);
    expect((await t.call('GET', `/api/v1/roles/${role.json().data.intid}`, { token: t.adminToken })).json().data.menus).toEqual([]);
  });

  it('409 for a menu that still has sub-menus; 404; 401; 403; nothing deleted', async () => {
    const parent = await createMenu({ vcname: 'Berisi', vcaction: '#berisi' });
    await createMenu({ vcname: 'Isi', vcscreen: 'master.articles', intparent_id: parent.intid });
    const before = await written();
    const res = await t.call('DELETE', `/api/v1/menus/${parent.intid}`, { token: t.adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Menu masih memiliki sub-menu.' });
    expect((await t.call('DELETE', '/api/v1/menus/999999', { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v1/menus/${parent.intid}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/v1/menus/${parent.intid}`, { token: roleEditor.token })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('GET /lists/menu', () => {
  it("gives every menu of this mode with its parent, none of the other mode's", async () => {
    const res = await t.call('GET', '/api/v1/lists/menu?limit=100', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const labels = res.json().data.map((m: { label: string }) => m.label);
    expect(labels).toEqual(expect.arrayContaining(['Master', 'Pengemudi', 'Data Role']));
    expect(labels).not.toContain('Dashboard Parkir');
    expect(labels).not.toContain('Rekap Parkir');
    const driver = res.json().data.find((m: { label: string }) => m.label === 'Pengemudi');
    const master = res.json().data.find((m: { label: string }) => m.label === 'Master');
    expect(driver.parent).toBe(master.value);
  });

  it('serves the role form (roles menu) but not a role without it', async () => {
    expect((await t.call('GET', '/api/v1/lists/menu', { token: roleEditor.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/lists/menu', { token: outsider.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/lists/menu')).statusCode).toBe(401);
  });
});
