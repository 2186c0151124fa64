import { eq, inArray } from 'drizzle-orm';
import type { ScreenKey } from '@halte/contract';
import { menus, roleMenus, roles } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';

let counter = 0;

export interface TestUser {
  token: string;
  userId: number;
  roleId: number;
  /** Username and password, to sign in again (on another instance). */
  credentials: [username: string, password: string];
}

/** A new user of the given role, signed in. */
async function signedInUser(t: TestApp, roleId: number, code: string): Promise<TestUser> {
  counter += 1;
  const username = `u${code.toLowerCase()}${counter}`;
  const res = await t.call('POST', '/api/v1/users', {
    token: t.adminToken,
    body: { vcname: `Pengguna ${code}`, vcusername: username, vcpassword: 'sandi-uji-123', role: roleId },
  });
  if (res.statusCode !== 201) throw new Error(`create user: ${res.body}`);
  const token = await t.signin(username, 'sandi-uji-123');
  return { token, userId: res.json().data.intid, roleId, credentials: [username, 'sandi-uji-123'] };
}

/**
 * A signed-in user whose role owns the seeded menus of exactly the given screens (none: a staff
 * user who can reach no screen). For the 403 checks every endpoint needs.
 */
export async function userWithScreens(t: TestApp, keys: ScreenKey[] = []): Promise<TestUser> {
  counter += 1;
  const code = `T${counter}${Date.now() % 100000}`;
  const db = t.database.db;
  const [role] = await db.insert(roles).values({ code, name: `Uji ${code}` }).returning();
  if (keys.length) {
    const found = await db.select({ id: menus.id, key: menus.screenKey }).from(menus).where(inArray(menus.screenKey, keys));
    const missing = keys.filter((k) => !found.some((m) => m.key === k));
    if (missing.length) throw new Error(`no menu for ${missing.join(', ')}`);
    await db.insert(roleMenus).values(found.map((m) => ({ roleId: role.id, menuId: m.id }))).onConflictDoNothing();
  }
  return signedInUser(t, role.id, code);
}

/** A signed-in user of a seeded role ('OPERATOR', 'DRIVER', …). */
export async function userOfRole(t: TestApp, code: string): Promise<TestUser> {
  const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!role) throw new Error(`no role ${code}`);
  return signedInUser(t, role.id, code);
}
