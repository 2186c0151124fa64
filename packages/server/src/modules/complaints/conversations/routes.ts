import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MSG, CONVERSATION_MSG, CONVERSATIONS_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { conversationDetail, conversationList, endConversation, postOperatorMessage, staffPhoto, staffThread } from './conversations.service.js';
import { conversationInbox } from './inbox.service.js';
import { sendPhoto } from './send-photo.js';

/** `/conversation`: the operators' side of the members' complaints and their chat. */
export default async function conversationRoutes(app: FastifyInstance) {
  const { db } = app;
  const timeZone = app.config.timeZone;

  route(app, CONVERSATIONS_API.list, (req) => conversationList(db, req.query, { timeZone }));

  route(app, CONVERSATIONS_API.inbox, (req) => conversationInbox(db, req.query, { timeZone }));

  route(app, CONVERSATIONS_API.detail, async (req) => ({
    data: await conversationDetail(db, req.params.id, req.params.date, timeZone),
  }));

  route(app, CONVERSATIONS_API.thread, (req) => staffThread(app, req.query));

  route(app, CONVERSATIONS_API.send, async (req, reply) => {
    const data = await postOperatorMessage(app, currentUser(req), req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.sent, data });
  });

  route(app, CONVERSATIONS_API.end, async (req) => ({
    message: CONVERSATION_MSG.ended,
    data: await endConversation(app, currentUser(req), req.params.id),
  }));

  route(app, CONVERSATIONS_API.photo, async (req, reply) => {
    sendPhoto(reply, await staffPhoto(db, req.params.id, req.params.messageId));
    return reply;
  });
}
