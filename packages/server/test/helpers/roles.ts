import { eq } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';

let counter = 0;

/**
 * A signed-in user whose role has exactly the given menu URLs (none: a staff user
 * who can reach no screen). For the 403 checks every endpoint needs.
 */
export async function userWithMenus(t: TestApp, urls: string[] = []): Promise<{ token: string; userId: number; roleId: number }> {
  counter += 1;
  const code = `T${counter}${Date.now() % 100000}`;
  const db = t.database.db;
  const [role] = await db.insert(roles).values({ code, name: `Uji ${code}` }).returning();
  for (const url of urls) {
    const found = await db.select({ id: menus.id }).from(menus).where(eq(menus.url, url));
    if (found.length === 0) throw new Error(`no menu ${url}`);
    for (const m of found) await db.insert(roleMenus).values({ roleId: role.id, menuId: m.id }).onConflictDoNothing();
  }
  const username = `u${code.toLowerCase()}`;
  const res = await t.call('POST', '/api/v1/users', {
    token: t.adminToken,
    body: { vcname: `Pengguna ${code}`, vcusername: username, vcpassword: 'sandi-uji-123', role: role.id },
  });
  if (res.statusCode !== 201) throw new Error(`create user: ${res.body}`);
  const token = await t.signin(username, 'sandi-uji-123');
  return { token, userId: res.json().data.intid, roleId: role.id };
}
