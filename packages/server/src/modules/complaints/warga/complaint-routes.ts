import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPLAINT_MSG,
  complaintBody,
  conversationMessageBody,
  conversationMessageWire,
  conversationParam,
  conversationPhotoParam,
  conversationThreadResponse,
  listQuery,
  listResponseOf,
  memberConversationWire,
  messageResponseOf,
  oneResponseOf,
} from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { sendPhoto } from '../conversations/send-photo.js';
import { conversationOf, createComplaint, memberComplaintsList, memberMessages, memberPhoto, postMemberMessage } from './complaints.service.js';

/** The signed-in member and the address they send from, as the member limits count them. */
const senderOf = (req: FastifyRequest) => ({ memberId: currentMember(req).memberId, address: req.ip });

/** A member's complaints and the conversation each opens. */
export default async function memberComplaintRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };

  api.post('/member/complaints', { config, schema: { tags, body: complaintBody, response: answers({ 201: messageResponseOf(memberConversationWire) }) } }, async (req, reply) => {
    const data = await createComplaint(app, senderOf(req), req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.received, data });
  });

  api.get('/member/complaints', { config, schema: { tags, querystring: listQuery, response: answers({ 200: listResponseOf(memberConversationWire) }) } }, (req) =>
    memberComplaintsList(app.db, { ...req.query, member: currentMember(req).memberId }, { timeZone: app.config.timeZone }),
  );

  api.get('/member/complaints/:id', { config, schema: { tags, params: conversationParam, response: answers({ 200: oneResponseOf(memberConversationWire) }) } }, async (req) => ({
    data: await conversationOf(app.db, currentMember(req).memberId, req.params.id),
  }));

  api.get('/member/complaints/:id/messages', { config, schema: { tags, params: conversationParam, response: answers({ 200: conversationThreadResponse }) } }, (req) =>
    memberMessages(app, currentMember(req).memberId, req.params.id),
  );

  api.post('/member/complaints/:id/messages', { config, schema: { tags, params: conversationParam, body: conversationMessageBody, response: answers({ 201: messageResponseOf(conversationMessageWire) }) } }, async (req, reply) => {
    const data = await postMemberMessage(app, senderOf(req), req.params.id, req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.sent, data });
  });

  const photo = z.string().meta({ format: 'binary', description: 'The photo bytes (JPEG, PNG or WebP).' });
  api.get('/member/complaints/:id/messages/:messageId/photo', { config, schema: { tags, params: conversationPhotoParam, response: answers({ 200: photo }) } }, async (req, reply) => {
    sendPhoto(reply, await memberPhoto(app.db, currentMember(req).memberId, req.params.id, req.params.messageId));
    return reply;
  });
}
