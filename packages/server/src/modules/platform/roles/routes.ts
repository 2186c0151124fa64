import type { FastifyInstance } from 'fastify';
import { LISTS_API, ROLES_API } from '@halte/contract';
import { roles } from '../../../db/schema/index.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { optionsOf } from '../../../lib/data/options.js';
import { route } from '../../../lib/http/route.js';
import { rolesResource } from './roles.service.js';

const roleOptions = optionsOf({ table: roles, value: roles.id, label: roles.name, fields: { vccode: roles.code }, search: [roles.name, roles.code], order: [roles.name] });

export default async function roleRoutes(app: FastifyInstance) {
  registerCrud(app, rolesResource, ROLES_API);

  // The role select of the user form.
  route(app, LISTS_API.role, (req) => roleOptions(app.db, req.query));
}
