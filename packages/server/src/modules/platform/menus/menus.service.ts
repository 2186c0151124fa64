import { aliasedTable, eq, sql } from 'drizzle-orm';
import { screenOf, type MenuBody, type MenuWire } from '@halte/contract';
import { menus } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict, fieldError } from '../../../lib/http/http-error.js';
import type { CrudResource } from '../../../lib/data/crud.js';

const parent = aliasedTable(menus, 'parent');
const columns = {
  id: menus.id,
  name: menus.name,
  screenKey: menus.screenKey,
  url: menus.url,
  icon: menus.icon,
  parentId: menus.parentId,
  parentName: parent.name,
  sortOrder: menus.sortOrder,
};
type MenuRecord = { id: number; name: string; screenKey: string | null; url: string; icon: string; parentId: number | null; parentName: string | null; sortOrder: number };

const toWire = (m: MenuRecord): MenuWire => ({
  intid: m.id,
  vcname: m.name,
  vcscreen: m.screenKey ?? '',
  vcaction: m.url,
  vcicon: m.icon,
  intparent_id: m.parentId,
  vcparent: m.parentName ?? '',
  intorder: m.sortOrder,
});

export async function getMenu(db: Db, id: number) {
  const [row] = await db.select(columns).from(menus).leftJoin(parent, eq(parent.id, menus.parentId)).where(eq(menus.id, id));
  return row && toWire(row);
}

/**
 * A parent must exist and must not be the menu itself or one of its descendants. Walks up to the
 * root however deep the tree is; the lock makes two concurrent moves check one after the other,
 * so they cannot close a cycle between them.
 */
async function checkParent(db: Db, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('halte:menu-tree'))`);
  const seen = new Set<number>();
  for (let cursor: number | null = parentId; cursor !== null; ) {
    if (cursor === id || seen.has(cursor)) throw fieldError('intparent_id', 'Menu induk tidak boleh menu itu sendiri atau turunannya.');
    seen.add(cursor);
    const [row]: { parentId: number | null }[] = await db.select({ parentId: menus.parentId }).from(menus).where(eq(menus.id, cursor));
    if (!row) throw fieldError('intparent_id', 'Menu induk tidak ditemukan.');
    cursor = row.parentId;
  }
}

const menusList = listOf({
  table: menus,
  id: menus.id,
  columns,
  joins: [{ table: parent, on: eq(parent.id, menus.parentId), left: true }],
  search: [menus.name, menus.url, menus.screenKey],
  order: [menus.sortOrder],
  map: (row: MenuRecord) => toWire(row),
});

/**
 * A screen's menu takes the screen's mode and, left empty, its path as URL; a group header links
 * nowhere ('#') and keeps the mode it has (a new one shows in both).
 */
function values(b: MenuBody) {
  const screen = b.vcscreen ? screenOf(b.vcscreen)! : undefined;
  return {
    name: b.vcname,
    screenKey: screen?.key ?? null,
    url: b.vcaction || (screen?.path ?? '#'),
    icon: b.vcicon,
    parentId: b.intparent_id,
    sortOrder: b.intorder,
    ...(screen && { appType: screen.mode }),
  };
}

export const menusResource: CrudResource<MenuWire, MenuBody> = {
  entity: 'menu',
  list: menusList,
  get: getMenu,
  async create(db, body) {
    await checkParent(db, null, body.intparent_id);
    const [row] = await db.insert(menus).values(values(body)).returning({ id: menus.id });
    return (await getMenu(db, row.id))!;
  },
  async update(db, id, body) {
    await checkParent(db, id, body.intparent_id);
    await db.update(menus).set({ ...values(body), updatedAt: sql`now()` }).where(eq(menus.id, id));
    return (await getMenu(db, id))!;
  },
  async remove(db, id) {
    if ((await countOf(db, menus, eq(menus.parentId, id))) > 0) throw conflict('Menu masih memiliki sub-menu.');
    await db.delete(menus).where(eq(menus.id, id));
  },
  afterChange: ({ roleScreens }) => roleScreens.clear(),
};
