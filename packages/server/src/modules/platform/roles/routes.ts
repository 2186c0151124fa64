import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { option, optionQuery, optionsResponseOf, roleWire } from '@halte/contract';
import { roles } from '../../../db/schema/index.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { optionsOf } from '../../../lib/data/options.js';
import { answers } from '../../../lib/http/responses.js';
import { rolesResource } from './roles.service.js';

const roleOptions = optionsOf({ table: roles, value: roles.id, label: roles.name, fields: { vccode: roles.code }, search: [roles.name, roles.code], order: [roles.name] });

export default async function roleRoutes(app: FastifyInstance) {
  registerCrud(app, rolesResource, { record: roleWire });

  // The role select of the user form.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/lists/role', { config: { access: ['admin.users'] }, schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(option) }) } }, (req) =>
      roleOptions(app.db, req.query),
    );
}
