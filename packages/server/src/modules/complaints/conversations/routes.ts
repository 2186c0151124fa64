import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPLAINT_MSG,
  CONVERSATION_MSG,
  conversationDetailParams,
  conversationDetailWire,
  conversationIdParam,
  conversationInboxQuery,
  conversationListQuery,
  conversationMessageWire,
  conversationPhotoParam,
  conversationThreadQuery,
  conversationThreadResponse,
  conversationWire,
  inboxConversationWire,
  listResponseOf,
  messageResponseOf,
  oneResponseOf,
  operatorMessageBody,
} from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { conversationDetail, conversationList, endConversation, postOperatorMessage, staffPhoto, staffThread } from './conversations.service.js';
import { conversationInbox } from './inbox.service.js';
import { sendPhoto } from './send-photo.js';
import { COMPLAINT_SCREENS, INBOX_SCREENS } from './staff-notice.js';

/** `/conversation`: the operators' side of the members' complaints and their chat. */
export default async function conversationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];
  const config = { access: COMPLAINT_SCREENS };
  const { db } = app;
  const timeZone = app.config.timeZone;

  api.get('/conversation', { config, schema: { tags, querystring: conversationListQuery, response: answers({ 200: listResponseOf(conversationWire) }) } }, (req) =>
    conversationList(db, req.query, { timeZone }),
  );

  api.get('/conversation/inbox', { config: { access: INBOX_SCREENS }, schema: { tags, querystring: conversationInboxQuery, response: answers({ 200: listResponseOf(inboxConversationWire) }) } }, (req) =>
    conversationInbox(db, req.query, { timeZone }),
  );

  api.get('/conversation/detail/:id/:date', { config, schema: { tags, params: conversationDetailParams, response: answers({ 200: oneResponseOf(conversationDetailWire) }) } }, async (req) => ({
    data: await conversationDetail(db, req.params.id, req.params.date, timeZone),
  }));

  api.get('/conversation/message', { config, schema: { tags, querystring: conversationThreadQuery, response: answers({ 200: conversationThreadResponse }) } }, (req) =>
    staffThread(app, req.query),
  );

  api.post('/conversation/message', { config, schema: { tags, body: operatorMessageBody, response: answers({ 201: messageResponseOf(conversationMessageWire) }) } }, async (req, reply) => {
    const data = await postOperatorMessage(app, currentUser(req), req.body);
    return reply.code(201).send({ message: COMPLAINT_MSG.sent, data });
  });

  api.get('/conversation/endChat/:id', { config, schema: { tags, params: conversationIdParam, response: answers({ 200: messageResponseOf(conversationWire) }) } }, async (req) => ({
    message: CONVERSATION_MSG.ended,
    data: await endConversation(app, currentUser(req), req.params.id),
  }));

  const photo = z.string().meta({ format: 'binary', description: 'The photo bytes (JPEG, PNG or WebP).' });
  api.get('/conversation/photo/:id/:messageId', { config, schema: { tags, params: conversationPhotoParam, response: answers({ 200: photo }) } }, async (req, reply) => {
    sendPhoto(reply, await staffPhoto(db, req.params.id, req.params.messageId));
    return reply;
  });
}
