import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REGISTRATION_MSG, idParam, messageResponseOf, registrationApproveBody, registrationRejectBody, registrationWire } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { idOf, registerCrud } from '../../../lib/data/crud.js';
import { answers } from '../../../lib/http/responses.js';
import { approveRegistration, rejectRegistration } from './decisions.service.js';
import { registrationsResource } from './registrations.resource.js';

/** `/registrations`: staff list, read and correct the members' requests, then approve or reject each once. */
export default async function registrationRoutes(app: FastifyInstance) {
  registerCrud(app, registrationsResource, { record: registrationWire });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: registrationsResource.access };
  const tags = [registrationsResource.entity];
  const answer = answers({ 200: messageResponseOf(registrationWire) });

  api.post('/registrations/:id/approve', { config, schema: { tags, params: idParam, body: registrationApproveBody, response: answer } }, async (req) => ({
    message: REGISTRATION_MSG.approved,
    data: await approveRegistration(app, idOf(req), req.body, currentUser(req)),
  }));

  api.post('/registrations/:id/reject', { config, schema: { tags, params: idParam, body: registrationRejectBody, response: answer } }, async (req) => ({
    message: REGISTRATION_MSG.rejected,
    data: await rejectRegistration(app, idOf(req), req.body, currentUser(req)),
  }));
}
