import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REGISTRATION_MSG, listQuery, listResponseOf, memberRegistrationWire, messageResponseOf, registrationBody } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { memberRegistrationsList } from '../registrations/registrations.service.js';
import { createRegistration } from './registrations.service.js';

/** A member registers a child and follows what staff decided. */
export default async function memberRegistrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };

  api.post('/member/registrations', { config, schema: { tags, body: registrationBody, response: answers({ 201: messageResponseOf(memberRegistrationWire) }) } }, async (req, reply) => {
    const data = await createRegistration(app, currentMember(req).memberId, req.body);
    return reply.code(201).send({ message: REGISTRATION_MSG.received, data });
  });

  api.get('/member/registrations', { config, schema: { tags, querystring: listQuery, response: answers({ 200: listResponseOf(memberRegistrationWire) }) } }, (req) =>
    memberRegistrationsList(app.db, { ...req.query, member: currentMember(req).memberId }, { timeZone: app.config.timeZone }),
  );
}
