import { and, eq, inArray } from 'drizzle-orm';
import type { AppType } from '@halte/contract';
import { menus, roleMenus } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

const CACHE_MS = 10_000;

/**
 * The menu URLs each role owns in the running mode, cached briefly; local changes clear it at once.
 * A menu of the other mode grants nothing, as the sidebar does not show it either.
 */
export class RoleMenus {
  private cache = new Map<number, { urls: Set<string>; at: number }>();
  constructor(private db: Db, private appType: AppType) {}

  async urls(roleId: number): Promise<Set<string>> {
    const hit = this.cache.get(roleId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.urls;
    const rows = await this.db
      .select({ url: menus.url })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(eq(roleMenus.roleId, roleId), inArray(menus.appType, ['all', this.appType])));
    const urls = new Set(rows.map((r) => normaliseUrl(r.url)));
    this.cache.set(roleId, { urls, at: Date.now() });
    return urls;
  }

  async allows(roleId: number, wanted: readonly string[]) {
    const urls = await this.urls(roleId);
    return wanted.some((u) => urls.has(normaliseUrl(u)));
  }

  clear() {
    this.cache.clear();
  }
}

/** '/application/users/' and 'application/users' name the same screen. */
export const normaliseUrl = (url: string) => '/' + url.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
