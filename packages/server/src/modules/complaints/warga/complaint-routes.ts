import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPLAINT_MSG, MEMBER_COMPLAINTS_API } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { sendPhoto } from '../conversations/send-photo.js';
import { conversationOf, createComplaint, memberComplaintsList, memberMessages, memberPhoto, postMemberMessage } from './complaints.service.js';

/** The signed-in member and the address they send from, as the member limits count them. */
const senderOf = (req: FastifyRequest) => ({ memberId: currentMember(req).memberId, address: req.ip });

/** A member's complaints and the conversation each opens. */
export default async function memberComplaintRoutes(app: FastifyInstance) {
  route(app, MEMBER_COMPLAINTS_API.create, async (req, reply) => {
    const data = await createComplaint(app, senderOf(req), req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.received, data });
  });

  route(app, MEMBER_COMPLAINTS_API.list, (req) =>
    memberComplaintsList(app.db, { ...req.query, member: currentMember(req).memberId }, { timeZone: app.config.timeZone }),
  );

  route(app, MEMBER_COMPLAINTS_API.get, async (req) => ({
    data: await conversationOf(app.db, currentMember(req).memberId, req.params.id),
  }));

  route(app, MEMBER_COMPLAINTS_API.messages, (req) => memberMessages(app, currentMember(req).memberId, req.params.id));

  route(app, MEMBER_COMPLAINTS_API.send, async (req, reply) => {
    const data = await postMemberMessage(app, senderOf(req), req.params.id, req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.sent, data });
  });

  route(app, MEMBER_COMPLAINTS_API.photo, async (req, reply) => {
    sendPhoto(reply, await memberPhoto(app.db, currentMember(req).memberId, req.params.id, req.params.messageId));
    return reply;
  });
}
