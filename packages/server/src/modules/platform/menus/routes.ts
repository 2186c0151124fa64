import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { LISTS_API, MENUS_API } from '@halte/contract';
import { menus } from '../../../db/schema/index.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { optionsOf } from '../../../lib/data/options.js';
import { route } from '../../../lib/http/route.js';
import { menusResource } from './menus.service.js';

const menuOptions = optionsOf({
  table: menus,
  value: menus.id,
  label: menus.name,
  fields: { parent: menus.parentId, vcaction: menus.url, vcscreen: sql<string>`coalesce(${menus.screenKey}, '')` },
  order: [menus.sortOrder],
});

export default async function menuRoutes(app: FastifyInstance) {
  registerCrud(app, menusResource, MENUS_API);

  // Choices for a role's menu tree (the form asks for the most a list gives: the tree is one
  // menu per screen of the registry and its group headers) and a menu's parent: menus of this
  // mode only, so a role cannot be given the other mode's screens (they grant nothing here).
  route(app, LISTS_API.menu, (req) => menuOptions(app.db, req.query, inArray(menus.appType, ['all', app.config.appType])));
}
