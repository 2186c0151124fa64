import type { FastifyInstance } from 'fastify';
import { MEMBER_REGISTRATIONS_API, REGISTRATION_MSG } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { memberRegistrationsList } from '../registrations/registrations.service.js';
import { createRegistration } from './registrations.service.js';

/** A member registers a child and follows what staff decided. */
export default async function memberRegistrationRoutes(app: FastifyInstance) {
  route(app, MEMBER_REGISTRATIONS_API.create, async (req, reply) => {
    const data = await createRegistration(app, currentMember(req).memberId, req.body);
    return reply.code(201).send({ message: REGISTRATION_MSG.received, data });
  });

  route(app, MEMBER_REGISTRATIONS_API.list, (req) =>
    memberRegistrationsList(app.db, { ...req.query, member: currentMember(req).memberId }, { timeZone: app.config.timeZone }),
  );
}
