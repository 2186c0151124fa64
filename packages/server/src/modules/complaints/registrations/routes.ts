import type { FastifyInstance } from 'fastify';
import { REGISTRATION_MSG, REGISTRATIONS_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { idOf, registerCrud } from '../../../lib/data/crud.js';
import { route } from '../../../lib/http/route.js';
import { approveRegistration, rejectRegistration } from './decisions.service.js';
import { registrationsResource } from './registrations.resource.js';

/** `/registrations`: staff list, read and correct the members' requests, then approve or reject each once. */
export default async function registrationRoutes(app: FastifyInstance) {
  const { approve, reject, ...calls } = REGISTRATIONS_API;
  registerCrud(app, registrationsResource, calls);

  route(app, approve, async (req) => ({
    message: REGISTRATION_MSG.approved,
    data: await approveRegistration(app, idOf(req), req.body, currentUser(req)),
  }));

  route(app, reject, async (req) => ({
    message: REGISTRATION_MSG.rejected,
    data: await rejectRegistration(app, idOf(req), req.body, currentUser(req)),
  }));
}
