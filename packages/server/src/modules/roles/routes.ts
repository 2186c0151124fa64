import type { FastifyInstance } from 'fastify';
import { option, optionsResponseOf, roleWire } from '@halte/contract';
import { asc } from 'drizzle-orm';
import { roles } from '../../db/schema/index.js';
import { registerCrud } from '../../lib/crud.js';
import { answers } from '../../lib/responses.js';
import { rolesResource } from './roles.service.js';

export default async function roleRoutes(app: FastifyInstance) {
  registerCrud(app, rolesResource, { record: roleWire });

  // The role select of the user form.
  app.get('/lists/role', { config: { access: 'staff' }, schema: { tags: ['lists'], response: answers({ 200: optionsResponseOf(option) }) } }, async () => {
    const rows = await app.ctx.db.select({ value: roles.id, label: roles.name, vccode: roles.code }).from(roles).orderBy(asc(roles.name));
    return { data: rows };
  });
}
