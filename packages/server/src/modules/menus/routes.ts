import type { FastifyInstance } from 'fastify';
import { menuWire, option, optionsResponseOf } from '@halte/contract';
import { asc, inArray } from 'drizzle-orm';
import { menus } from '../../db/schema/index.js';
import { registerCrud } from '../../lib/crud.js';
import { answers } from '../../lib/responses.js';
import { menusResource } from './menus.service.js';

export default async function menuRoutes(app: FastifyInstance) {
  registerCrud(app, menusResource, { record: menuWire });

  // Choices for a role's menu tree and a menu's parent: every menu of this mode, unpaged,
  // so a role cannot be given the other mode's screens (they grant nothing here).
  app.get('/lists/menu', { config: { access: ['/application/roles', '/application/menus'] }, schema: { tags: ['lists'], response: answers({ 200: optionsResponseOf(option) }) } }, async () => {
    const rows = await app.ctx.db
      .select({ value: menus.id, label: menus.name, parent: menus.parentId, vcaction: menus.url })
      .from(menus)
      .where(inArray(menus.appType, ['all', app.ctx.config.appType]))
      .orderBy(asc(menus.sortOrder), asc(menus.id));
    return { data: rows };
  });
}
