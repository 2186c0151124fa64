import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { inMode, screenOf, translate, translateIn, type ScreenMode } from '@halte/contract';
import { z } from 'zod';
import { navItem } from '@halte/contract';
import { menus, roleMenus, roles } from '../../../db/schema/index.js';
import { currentUser } from '../../../auth/guard.js';
import { forbidden } from '../../../lib/http/http-error.js';
import { answers } from '../../../lib/http/responses.js';
import { buildTree, type NavRow } from './tree.js';

const query = z.object({ role: z.string().max(50).optional() });
/** The tree, and the role it is for. */
const navigation = z.object({ data: z.array(navItem), role: z.object({ code: z.string(), name: z.string() }).nullable() });

export default async function navigationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fields = {
    id: menus.id, name: menus.name, screenKey: menus.screenKey, url: menus.url, icon: menus.icon,
    parentId: menus.parentId, sortOrder: menus.sortOrder, appType: menus.appType,
  };

  /** The signed-in role's sidebar; `role` (id or code) must be the caller's own. */
  api.get('/apps/navigation', { config: { access: 'staff' }, schema: { tags: ['navigation'], querystring: query, response: answers({ 200: navigation }) } }, async (req) => {
    const me = currentUser(req);
    const asked = req.query.role?.trim();
    if (asked && asked !== String(me.roleId) && asked.toUpperCase() !== me.roleCode) throw forbidden();
    const appType = app.config.appType;
    const db = app.db;
    const [granted, every, [role]] = await Promise.all([
      db.select(fields).from(roleMenus).innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(eq(roleMenus.roleId, me.roleId)),
      db.select(fields).from(menus),
      db.select({ code: roles.code, name: roles.name }).from(roles).where(eq(roles.id, me.roleId)),
    ]);
    // A screen's menu shows in its screen's mode (where it grants access); a group header in its own.
    const shown = (m: NavRow) => {
      if (m.screenKey === null) return inMode(m.appType as ScreenMode, appType);
      const screen = screenOf(m.screenKey);
      return !!screen && inMode(screen.mode, appType);
    };
    const all = every.filter(shown);
    const ids = new Set(all.map((m) => m.id));
    const inLanguage = (m: NavRow) => ({ ...m, name: translateIn('menu', m.name, req.language) });
    return { data: buildTree(granted.filter((m) => ids.has(m.id)).map(inLanguage), all.map(inLanguage)), role: role ? { ...role, name: translate(role.name, req.language) } : null };
  });
}
