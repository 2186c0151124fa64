import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray, sql } from 'drizzle-orm';
import { menuWire, option, optionQuery, optionsResponseOf } from '@halte/contract';
import { menus } from '../../../db/schema/index.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { optionsOf } from '../../../lib/data/options.js';
import { answers } from '../../../lib/http/responses.js';
import { menusResource } from './menus.service.js';

const menuOptions = optionsOf({
  table: menus,
  value: menus.id,
  label: menus.name,
  fields: { parent: menus.parentId, vcaction: menus.url, vcscreen: sql<string>`coalesce(${menus.screenKey}, '')` },
  order: [menus.sortOrder],
});

export default async function menuRoutes(app: FastifyInstance) {
  registerCrud(app, menusResource, { record: menuWire });

  // Choices for a role's menu tree (the form asks for the most a list gives: the tree is one
  // menu per screen of the registry and its group headers) and a menu's parent: menus of this
  // mode only, so a role cannot be given the other mode's screens (they grant nothing here).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/lists/menu',
    {
      config: { access: ['admin.roles', 'admin.menus'] },
      schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(option) }) },
    },
    (req) => menuOptions(app.db, req.query, inArray(menus.appType, ['all', app.config.appType])),
  );
}
