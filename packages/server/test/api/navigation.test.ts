import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menus, roles } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';

interface Item { intid: number; vcname: string; vcscreen: string; vcaction: string; vcicon: string; children: Item[] }

/** 'Group > Child' paths of a tree, depth first, in the order served. */
const paths = (items: Item[], prefix = ''): string[] =>
  items.flatMap((i) => [`${prefix}${i.vcname}`, ...paths(i.children, `${prefix}${i.vcname} > `)]);

const roleId = async (t: TestApp, code: string) =>
  (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0].id;

describe('GET /apps/navigation in school mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives the administrator the whole school tree, grouped and ordered as the sidebar shows it', async () => {
    const res = await t.call('GET', '/api/v1/apps/navigation?role=ADMIN', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const { data, role } = res.json() as { data: Item[]; role: unknown };
    expect(role).toEqual({ code: 'ADMIN', name: 'Administrator' });
    expect(data.map((g) => g.vcname)).toEqual(['Dashboard', 'Master', 'Operasional', 'Aplikasi']);
    expect(paths(data)).toEqual(expect.arrayContaining([
      'Dashboard > Dashboard', 'Dashboard > Lacak Kendaraan', 'Master > Siswa', 'Operasional > Laporan Bus', 'Aplikasi > Data Menu',
    ]));
    expect(data[3].children.map((c) => c.vcaction)).toEqual(['/application/users', '/application/roles', '/application/menus', '/aplikasi/riwayat']);
    expect(data[0].children[0]).toEqual({ intid: expect.any(Number), vcname: 'Dashboard', vcscreen: 'dashboard.school', vcaction: '/', vcicon: 'speedometer2', children: [] });
    expect(data[0]).toMatchObject({ vcname: 'Dashboard', vcscreen: '', vcaction: '#dashboard' });
    // No parking screen in school mode.
    expect(paths(data).join('|')).not.toMatch(/Parkir|Lokasi|Tipe Kendaraan/);
  });

  it('accepts the own role by id or by code in any case; 403 for another role', async () => {
    const admin = await roleId(t, 'ADMIN');
    for (const role of [String(admin), 'admin', '']) {
      expect((await t.call('GET', `/api/v1/apps/navigation?role=${role}`, { token: t.adminToken })).statusCode, role).toBe(200);
    }
    for (const role of [String(await roleId(t, 'OPERATOR')), 'OPERATOR', '999']) {
      const res = await t.call('GET', `/api/v1/apps/navigation?role=${role}`, { token: t.adminToken });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'Anda tidak memiliki akses.' });
    }
    expect((await t.call('GET', `/api/v1/apps/navigation?role=${'x'.repeat(51)}`, { token: t.adminToken })).statusCode).toBe(400);
  });

  it('a role sees only its menus, with the groups above them', async () => {
    const u = await userWithScreens(t, ['master.students', 'reports.bus']);
    const res = await t.call('GET', `/api/v1/apps/navigation?role=${u.roleId}`, { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(paths(res.json().data)).toEqual(['Master', 'Master > Siswa', 'Operasional', 'Operasional > Laporan Bus']);

    const none = await userWithScreens(t, []);
    expect((await t.call('GET', '/api/v1/apps/navigation', { token: none.token })).json().data).toEqual([]);
  });

  it('leaves out menus of the parking mode even when the role owns them, and they grant no access', async () => {
    const u = await userWithScreens(t, ['master.parking-locations', 'master.schools']);
    const res = await t.call('GET', '/api/v1/apps/navigation', { token: u.token });
    expect(paths(res.json().data)).toEqual(['Master', 'Master > Sekolah']);
    expect(await t.app.roleScreens.allows(u.roleId, ['master.parking-locations'])).toBe(false);
    expect(await t.app.roleScreens.allows(u.roleId, ['master.schools'])).toBe(true);
  });

  it('follows a changed menu order at once', async () => {
    const [group] = await t.database.db.select().from(menus).where(eq(menus.name, 'Aplikasi'));
    const res = await t.call('PUT', `/api/v1/menus/${group.id}`, {
      token: t.adminToken,
      body: { vcname: 'Aplikasi', vcaction: group.url, vcicon: group.icon, intparent_id: null, intorder: 1 },
    });
    expect(res.statusCode).toBe(200);
    const nav = await t.call('GET', '/api/v1/apps/navigation', { token: t.adminToken });
    expect(nav.json().data.map((g: Item) => g.vcname)).toEqual(['Aplikasi', 'Dashboard', 'Master', 'Operasional']);
  });

  it("links a menu to its screen: the menu's URL when it is a route of that screen, else the screen's route", async () => {
    const [reports] = await t.database.db.select().from(menus).where(eq(menus.screenKey, 'reports.bus'));
    const [students] = await t.database.db.select().from(menus).where(eq(menus.screenKey, 'master.students'));
    const put = (m: typeof reports, url: string) => t.call('PUT', `/api/v1/menus/${m.id}`, {
      token: t.adminToken,
      body: { vcname: m.name, vcscreen: m.screenKey, vcaction: url, vcicon: m.icon, intparent_id: m.parentId, intorder: m.sortOrder },
    });
    expect((await put(reports, '/report/bus')).statusCode).toBe(200);
    expect((await put(students, '/siswa-baru')).statusCode).toBe(200);
    const links = (items: Item[]): Record<string, string> =>
      Object.fromEntries(items.flatMap((i) => [...(i.vcscreen ? [[i.vcscreen, i.vcaction]] : []), ...Object.entries(links(i.children))]));
    const nav = links((await t.call('GET', '/api/v1/apps/navigation', { token: t.adminToken })).json().data);
    expect(nav['reports.bus']).toBe('/report/bus');
    expect(nav['master.students']).toBe('/master/siswa');
    // The menus screen still shows what the administrator typed.
    const list = await t.call('GET', `/api/v1/menus/${students.id}`, { token: t.adminToken });
    expect(list.json().data.vcaction).toBe('/siswa-baru');
    await put(reports, reports.url);
    await put(students, students.url);
  });

  it('401 without a token', async () => {
    const res = await t.call('GET', '/api/v1/apps/navigation?role=ADMIN');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sesi Anda telah berakhir. Silakan login kembali.' });
  });
});

describe('GET /apps/navigation in parking mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_TYPE: 'parking' });
  });
  afterAll(() => t.close());

  it('gives the administrator the parking tree only', async () => {
    const res = await t.call('GET', '/api/v1/apps/navigation?role=ADMIN', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Item[];
    expect(paths(data)).toEqual([
      'Dashboard', 'Dashboard > Dashboard Parkir', 'Dashboard > Rekap Parkir',
      'Master', 'Master > Lokasi Parkir', 'Master > Tipe Kendaraan', 'Master > Target Pendapatan',
      'Aplikasi', 'Aplikasi > Data User', 'Aplikasi > Data Role', 'Aplikasi > Data Menu', 'Aplikasi > Riwayat Perubahan',
    ]);
  });

  it('the operator gets the parking screens but not the application administration', async () => {
    const res = await t.call('GET', '/api/v1/apps/navigation?role=OPERATOR', { token: t.adminToken });
    expect(res.statusCode).toBe(403);
    const operatorRole = await roleId(t, 'OPERATOR');
    await t.call('POST', '/api/v1/users', { token: t.adminToken, body: { vcname: 'Op Parkir', vcusername: 'opparkir', vcpassword: 'sandi-parkir-1', role: operatorRole } });
    const token = await t.signin('opparkir', 'sandi-parkir-1');
    const own = await t.call('GET', '/api/v1/apps/navigation?role=OPERATOR', { token });
    expect(paths(own.json().data)).toEqual([
      'Dashboard', 'Dashboard > Dashboard Parkir', 'Dashboard > Rekap Parkir', 'Master', 'Master > Lokasi Parkir', 'Master > Tipe Kendaraan', 'Master > Target Pendapatan',
    ]);
  });

  it('a school menu grants nothing in parking mode', async () => {
    const u = await userWithScreens(t, ['master.students']);
    expect((await t.call('GET', '/api/v1/apps/navigation', { token: u.token })).json().data).toEqual([]);
    expect(await t.app.roleScreens.allows(u.roleId, ['master.students'])).toBe(false);
  });
});
