import { endpoint } from '../../endpoint.js';
import { conversationThreadResponse } from '../../conversation-read.js';
import { complaintBody, conversationMessageBody, conversationMessageWire, conversationParam, conversationPhotoParam, memberConversationWire } from '../../member-complaints.js';
import { listQuery } from '../../paging.js';
import { listResponseOf, messageResponseOf, oneResponseOf } from '../../responses.js';
import { photoAnswer } from './photo.js';

const tags = ['member'];
const access = 'member';

/** A member's complaints and the conversation each opens. */
export const MEMBER_COMPLAINTS_API = {
  create: endpoint({ method: 'POST', path: '/member/complaints', tags, access, body: complaintBody, answers: { 201: messageResponseOf(memberConversationWire) } }),
  list: endpoint({ method: 'GET', path: '/member/complaints', tags, access, query: listQuery, answers: { 200: listResponseOf(memberConversationWire) } }),
  get: endpoint({ method: 'GET', path: '/member/complaints/:id', tags, access, params: conversationParam, answers: { 200: oneResponseOf(memberConversationWire) } }),
  /** The thread, oldest first; reading it marks the operators' messages read. */
  messages: endpoint({ method: 'GET', path: '/member/complaints/:id/messages', tags, access, params: conversationParam, answers: { 200: conversationThreadResponse } }),
  send: endpoint({
    method: 'POST', path: '/member/complaints/:id/messages', tags, access, params: conversationParam, body: conversationMessageBody,
    answers: { 201: messageResponseOf(conversationMessageWire) },
  }),
  photo: endpoint({ method: 'GET', path: '/member/complaints/:id/messages/:messageId/photo', tags, access, params: conversationPhotoParam, answers: { 200: photoAnswer } }),
};
