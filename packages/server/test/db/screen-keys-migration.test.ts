import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { menus } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/auth/password.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { olderDatabase } from '../helpers/older-database.js';

/**
 * Menus as the version before screen keys left them: the seeded tree plus what administrators
 * typed, granting access by URL. [name, url, app_type, parent group, roles owning it]
 */
const OLD_MENUS: [string, string, string, string | null, string[]][] = [
  ['Dashboard', '#dashboard', 'all', null, ['ADMIN', 'OPERATOR']],
  ['Dashboard', '/', 'school', 'Dashboard', ['ADMIN', 'OPERATOR']],
  ['Dashboard Parkir', '/', 'parking', 'Dashboard', []],
  ['Master', '#master', 'all', null, ['ADMIN', 'OPERATOR']],
  ['Siswa', '/master/siswa', 'school', 'Master', ['ADMIN']],
  ['Siswa (ketik ulang)', ' /Master/Siswa/ ', 'all', 'Master', ['OPERATOR']],
  ['Lokasi Parkir', '/master/lokasi', 'parking', 'Master', []],
  ['Laporan Bus lama', '/report/bus', 'all', 'Master', ['OPERATOR']],
  ['Beranda semua', '/', 'all', 'Master', []],
  ['Halaman khusus', '/laporan-khusus', 'all', 'Master', ['OPERATOR']],
  ['Jahat', 'javascript:alert(document.cookie)', 'all', 'Master', ['OPERATOR']],
  ['Luar', '//contoh.example/masuk', 'all', 'Master', []],
  ['Aplikasi', '#aplikasi', 'all', null, ['ADMIN']],
  ['Data User', '/application/users', 'all', 'Aplikasi', ['ADMIN']],
  ['Data Role', 'application/roles', 'all', 'Aplikasi', ['ADMIN']],
];

let t: TestApp;

beforeAll(async () => {
  const older = await olderDatabase('0003_list_versions');
  await older.execute(sql`insert into roles (code, name) values ('ADMIN', 'Administrator'), ('OPERATOR', 'Operator')`);
  await older.execute(sql`insert into users (name, username, password_hash, role_id)
    select 'Administrator', 'admin', ${await hashPassword(ADMIN_PASSWORD)}, id from roles where code = 'ADMIN'`);
  await older.execute(sql`insert into users (name, username, password_hash, role_id)
    select 'Operator', 'operator', ${await hashPassword('sandi-operator-1')}, id from roles where code = 'OPERATOR'`);
  for (const [i, [name, url, appType, parent, owners]] of OLD_MENUS.entries()) {
    await older.execute(sql`insert into menus (name, url, icon, app_type, sort_order, parent_id)
      values (${name}, ${url}, 'circle', ${appType}, ${i * 10}, (select id from menus where name = ${parent} and parent_id is null))`);
    for (const code of owners) {
      await older.execute(sql`insert into role_menus (role_id, menu_id)
        select r.id, m.id from roles r, menus m where r.code = ${code} and m.sort_order = ${i * 10}`);
    }
  }
  t = await startTestApp({}, await older.upgrade());
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

describe('migration 0004: menus point at screen keys', () => {
  it('maps every menu whose URL names a screen to its key and mode; others become or stay group headers', async () => {
    const rows = await t.database.db
      .select({ name: menus.name, key: menus.screenKey, url: menus.url, mode: menus.appType })
      .from(menus).orderBy(asc(menus.sortOrder));
    expect(rows).toEqual([
      { name: 'Dashboard', key: null, url: '#dashboard', mode: 'all' },
      { name: 'Dashboard', key: 'dashboard.school', url: '/', mode: 'school' },
      { name: 'Dashboard Parkir', key: 'dashboard.parking', url: '/', mode: 'parking' },
      { name: 'Master', key: null, url: '#master', mode: 'all' },
      { name: 'Siswa', key: 'master.students', url: '/master/siswa', mode: 'school' },
      { name: 'Siswa (ketik ulang)', key: 'master.students', url: ' /Master/Siswa/ ', mode: 'school' },
      { name: 'Lokasi Parkir', key: 'master.parking-locations', url: '/master/lokasi', mode: 'parking' },
      { name: 'Laporan Bus lama', key: 'reports.bus', url: '/report/bus', mode: 'school' },
      { name: 'Beranda semua', key: 'dashboard.school', url: '/', mode: 'school' },
      { name: 'Halaman khusus', key: null, url: '/laporan-khusus', mode: 'all' },
      { name: 'Jahat', key: null, url: '#', mode: 'all' },
      { name: 'Luar', key: null, url: '#', mode: 'all' },
      { name: 'Aplikasi', key: null, url: '#aplikasi', mode: 'all' },
      { name: 'Data User', key: 'admin.users', url: '/application/users', mode: 'all' },
      { name: 'Data Role', key: 'admin.roles', url: 'application/roles', mode: 'all' },
      // A later migration adds the audit trail after the group's last screen.
      { name: 'Riwayat Perubahan', key: 'admin.audit', url: '/aplikasi/riwayat', mode: 'all' },
    ]);
  });

  it('each role keeps the calls its menus gave it', async () => {
    const operator = await t.signin('operator', 'sandi-operator-1');
    expect((await t.call('GET', '/api/v1/students', { token: operator })).statusCode).toBe(200);
    for (const url of ['/api/v1/users', '/api/v1/roles', '/api/v1/schools']) {
      expect((await t.call('GET', url, { token: operator })).statusCode, url).toBe(403);
    }
    for (const url of ['/api/v1/users', '/api/v1/roles', '/api/v1/students']) {
      expect((await t.call('GET', url, { token: t.adminToken })).statusCode, url).toBe(200);
    }
    expect((await t.call('GET', '/api/v1/schools', { token: t.adminToken })).statusCode).toBe(403);
  });

  it('the sidebar no longer carries a script or another host as a link', async () => {
    const operator = await t.signin('operator', 'sandi-operator-1');
    const nav = JSON.stringify((await t.call('GET', '/api/v1/apps/navigation', { token: operator })).json());
    expect(nav).not.toMatch(/javascript:|\/\/contoh/);
  });
});
