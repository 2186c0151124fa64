import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { roles } from '../../db/schema/index.js';
import { registerCrud } from '../../lib/crud.js';
import { rolesResource } from './roles.service.js';

export default async function roleRoutes(app: FastifyInstance) {
  registerCrud(app, rolesResource);

  // The role select of the user form.
  app.get('/lists/role', { config: { access: 'staff' }, schema: { tags: ['lists'] } }, async () => {
    const rows = await app.ctx.db.select({ value: roles.id, label: roles.name, vccode: roles.code }).from(roles).orderBy(asc(roles.name));
    return { data: rows };
  });
}
