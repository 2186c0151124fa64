import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inMode, type AppType } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../schema/index.js';
import type { Db } from '../client.js';
import { hashPassword } from '../../auth/password.js';
import { SEED_ROLES, menuTree, type MenuSeed } from './menu-tree.js';
import { seedClasses } from './classes.js';

interface BaseSeedOptions { appType: AppType; adminPassword?: string; log: FastifyBaseLogger }

/** On an empty database: roles, the menu tree (from the screen registry), and user `admin`; on every start: any missing class. */
export async function seedBase(db: Db, opts: BaseSeedOptions) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One starter wins when two instances boot on an empty database together.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(roles);
    if (n > 0) return;

    const roleIds = new Map<string, number>();
    for (const r of SEED_ROLES) {
      const [row] = await tx.insert(roles).values(r).returning({ id: roles.id });
      roleIds.set(r.code, row.id);
    }

    const grant = async (roleCode: string, menuId: number) =>
      tx.insert(roleMenus).values({ roleId: roleIds.get(roleCode)!, menuId });
    let order = 0;
    const insertMenu = async (m: MenuSeed, parentId: number | null) => {
      order += 10;
      const [row] = await tx
        .insert(menus)
        .values({ name: m.name, screenKey: m.screenKey, url: m.url, icon: m.icon, parentId, sortOrder: order, appType: m.appType })
        .returning({ id: menus.id });
      if (inMode(m.appType, opts.appType)) {
        await grant('ADMIN', row.id);
        if (m.operator) await grant('OPERATOR', row.id);
      }
      for (const child of m.children) await insertMenu(child, row.id);
    };
    for (const m of menuTree()) await insertMenu(m, null);

    const password = opts.adminPassword ?? randomBytes(9).toString('base64url');
    await tx.insert(users).values({
      name: 'Administrator',
      username: 'admin',
      passwordHash: await hashPassword(password),
      roleId: roleIds.get('ADMIN')!,
    });
    if (!opts.adminPassword) {
      opts.log.warn(`Pengguna awal dibuat: username "admin", password "${password}" (ditampilkan sekali; ganti setelah login).`);
    }
  });
  await seedClasses(db);
}
