import { eq } from 'drizzle-orm';
import { inMode, screenOf, translate, translateIn, type Language, type NavItem, type ScreenMode } from '@halte/contract';
import { menus, roleMenus, roles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { Config } from '../../../config.js';
import { buildTree, type NavRow } from './tree.js';

/** What a sidebar is read from: the menus, and the mode the server runs in. */
export interface NavigationDeps {
  db: Db;
  appType: Config['appType'];
}

/** A role's sidebar tree, in a language, and the role it is for (null when the role is gone). */
export interface RoleNavigation {
  data: NavItem[];
  role: { code: string; name: string } | null;
}

const fields = {
  id: menus.id, name: menus.name, screenKey: menus.screenKey, url: menus.url, icon: menus.icon,
  parentId: menus.parentId, sortOrder: menus.sortOrder, appType: menus.appType,
};

/** The sidebar of a role: its granted menus of this mode, with the parents that hold them. */
export async function roleNavigation({ db, appType }: NavigationDeps, roleId: number, language: Language): Promise<RoleNavigation> {
  const [granted, every, [role]] = await Promise.all([
    db.select(fields).from(roleMenus).innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, roleId)),
    db.select(fields).from(menus),
    db.select({ code: roles.code, name: roles.name }).from(roles).where(eq(roles.id, roleId)),
  ]);
  // A screen's menu shows in its screen's mode (where it grants access); a group header in its own.
  const shown = (m: NavRow) => {
    if (m.screenKey === null) return inMode(m.appType as ScreenMode, appType);
    const screen = screenOf(m.screenKey);
    return !!screen && inMode(screen.mode, appType);
  };
  const all = every.filter(shown);
  const ids = new Set(all.map((m) => m.id));
  const inLanguage = (m: NavRow) => ({ ...m, name: translateIn('menu', m.name, language) });
  return { data: buildTree(granted.filter((m) => ids.has(m.id)).map(inLanguage), all.map(inLanguage)), role: role ? { ...role, name: translate(role.name, language) } : null };
}
