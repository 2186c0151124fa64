import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { inMode, isScreenKey, screenOf, type AppType, type ScreenKey } from '@halte/contract';
import { menus, roleMenus, roles } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { APP_ROLE_CODES } from './access.js';

const CACHE_MS = 10_000;

/**
 * The screens each role owns in the running mode: the screen keys of its menus. A menu's name,
 * URL, icon or order plays no part, so editing them never changes what a role may call; a screen
 * of the other mode grants nothing, as the sidebar does not show it either. The DRIVER and JUKIR
 * roles own none, whatever menus they are given: their accounts serve their phone app only. Cached briefly; local
 * changes of roles or menus clear it at once.
 */
export class RoleScreens {
  private cache = new Map<number, { keys: ReadonlySet<ScreenKey>; at: number }>();
  constructor(private db: Db, private appType: AppType) {}

  async of(roleId: number): Promise<ReadonlySet<ScreenKey>> {
    const hit = this.cache.get(roleId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.keys;
    const rows = await this.db
      .select({ key: menus.screenKey })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(and(eq(roleMenus.roleId, roleId), isNotNull(menus.screenKey), notInArray(roles.code, [...APP_ROLE_CODES])));
    const keys = new Set(rows.map((r) => r.key).filter((k) => isScreenKey(k) && inMode(screenOf(k)!.mode, this.appType)) as ScreenKey[]);
    this.cache.set(roleId, { keys, at: Date.now() });
    return keys;
  }

  async allows(roleId: number, wanted: readonly ScreenKey[]) {
    const keys = await this.of(roleId);
    return wanted.some((k) => keys.has(k));
  }

  clear() {
    this.cache.clear();
  }
}
