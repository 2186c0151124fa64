import type { FastifyInstance } from 'fastify';
import { MEMBERS_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { membersResource } from './members.service.js';

/** `/users/account`: parents' app accounts. Its static prefix wins over the users module's `/users/:id`. */
export default async function memberRoutes(app: FastifyInstance) {
  registerCrud(app, membersResource, MEMBERS_API);
}
