import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/auth/password.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { olderDatabase } from '../helpers/older-database.js';

let t: TestApp;

/** A database seeded before Riwayat Perubahan existed: the administration group and its three screens. */
beforeAll(async () => {
  const older = await olderDatabase('0027_conversations_version_if_changed');
  await older.execute(sql`insert into roles (code, name) values ('ADMIN', 'Administrator'), ('OPERATOR', 'Operator')`);
  await older.execute(sql`insert into users (name, username, password_hash, role_id)
    select 'Administrator', 'admin', ${await hashPassword(ADMIN_PASSWORD)}, id from roles where code = 'ADMIN'`);
  await older.execute(sql`insert into menus (name, screen_key, url, icon, app_type, sort_order) values
    ('Master', null, '#master', 'database', 'all', 10), ('Aplikasi', null, '#aplikasi', 'gear', 'all', 100)`);
  await older.execute(sql`insert into menus (name, screen_key, url, icon, app_type, sort_order, parent_id)
    select n, k, u, 'circle', 'all', o, (select id from menus where url = '#aplikasi')
    from (values ('Data User', 'admin.users', '/application/users', 110), ('Data Role', 'admin.roles', '/application/roles', 120),
      ('Data Menu', 'admin.menus', '/application/menus', 130)) v(n, k, u, o)`);
  await older.execute(sql`insert into role_menus (role_id, menu_id) select r.id, m.id from roles r, menus m where r.code = 'ADMIN'`);
  t = await startTestApp({}, await older.upgrade());
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

describe('migration 0029: Riwayat Perubahan on an existing database', () => {
  it('adds the menu after the administration group\'s last screen, for ADMIN only', async () => {
    const rows = await t.database.db.select({ name: menus.name, key: menus.screenKey, url: menus.url, parent: menus.parentId }).from(menus).orderBy(asc(menus.sortOrder));
    const [aplikasi] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.url, '#aplikasi'));
    expect(rows.filter((r) => r.parent === aplikasi.id).map((r) => r.name)).toEqual(['Data User', 'Data Role', 'Data Menu', 'Riwayat Perubahan']);
    expect(rows.find((r) => r.key === 'admin.audit')).toMatchObject({ url: '/aplikasi/riwayat' });
    const owners = await t.database.db
      .select({ code: roles.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(menus.screenKey, 'admin.audit'));
    expect(owners.map((o) => o.code)).toEqual(['ADMIN']);
  });

  it('opens the trail to the administrator', async () => {
    expect((await t.call('GET', '/api/v1/audit', { token: t.adminToken })).statusCode).toBe(200);
    const nav = await t.call('GET', '/api/v1/apps/navigation', { token: t.adminToken });
    expect(JSON.stringify(nav.json().data)).toContain('"vcaction":"/aplikasi/riwayat"');
  });
});
