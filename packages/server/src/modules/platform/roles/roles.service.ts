import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RoleBody, RoleWire } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict } from '../../../lib/http/http-error.js';
import { replaceLinks } from '../../../lib/data/link-table.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';

registerUnique('roles_code_unique', 'vccode', 'Kode');

async function menusOf(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return new Map<number, number[]>();
  const rows = await db.select().from(roleMenus).where(inArray(roleMenus.roleId, roleIds)).orderBy(asc(roleMenus.menuId));
  const byRole = new Map<number, number[]>();
  for (const r of rows) byRole.set(r.roleId, [...(byRole.get(r.roleId) ?? []), r.menuId]);
  return byRole;
}

const toWire = (r: { id: number; code: string; name: string }, menuIds: number[]): RoleWire => ({
  intid: r.id,
  vccode: r.code,
  vcname: r.name,
  menus: menuIds,
});

const setMenus = (db: Db, roleId: number, menuIds: number[] | undefined) =>
  replaceLinks(db, menuIds, {
    target: menus.id,
    field: 'menus',
    missing: 'Menu tidak ditemukan.',
    table: roleMenus,
    owned: eq(roleMenus.roleId, roleId),
    row: (menuId) => ({ roleId, menuId }),
  });

const rolesList = listOf({
  table: roles,
  id: roles.id,
  columns: { id: roles.id, code: roles.code, name: roles.name },
  search: [roles.code, roles.name],
  order: [roles.code],
  map: (row: { id: number; code: string; name: string }) => toWire(row, []),
  async complete(db, data) {
    const byRole = await menusOf(db, data.map((r) => r.intid));
    return data.map((r) => ({ ...r, menus: byRole.get(r.intid) ?? [] }));
  },
});

export async function getRole(db: Db, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) return undefined;
  return toWire(row, (await menusOf(db, [id])).get(id) ?? []);
}

export const rolesResource: CrudResource<RoleWire, RoleBody> = {
  entity: 'role',
  list: rolesList,
  get: getRole,
  async create(db, body) {
    const [row] = await db.insert(roles).values({ code: body.vccode, name: body.vcname }).returning({ id: roles.id });
    await setMenus(db, row.id, body.menus);
    return (await getRole(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(roles).set({ code: body.vccode, name: body.vcname, updatedAt: sql`now()` }).where(eq(roles.id, id));
    await setMenus(db, id, body.menus);
    return (await getRole(db, id))!;
  },
  async remove(db, id, before) {
    const n = await countOf(db, users, eq(users.roleId, id));
    if (n > 0) throw conflict(`Role ${before.vccode} masih digunakan oleh ${n} user.`);
    await db.delete(roles).where(eq(roles.id, id));
  },
  afterChange: ({ roleScreens }) => roleScreens.clear(),
};
