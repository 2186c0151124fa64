import { endpoint } from '../../endpoint.js';
import { conversationInboxQuery, inboxConversationWire } from '../../conversation-inbox.js';
import { conversationThreadResponse } from '../../conversation-read.js';
import {
  conversationDetailParams,
  conversationDetailWire,
  conversationIdParam,
  conversationListQuery,
  conversationThreadQuery,
  conversationWire,
  operatorMessageBody,
} from '../../conversations.js';
import { conversationMessageWire, conversationPhotoParam } from '../../member-complaints.js';
import { listResponseOf, messageResponseOf, oneResponseOf } from '../../responses.js';
import { photoAnswer } from './photo.js';

const tags = ['conversations'];
/** The screens that answer complaints (Pesan Pengaduan, Chatting Member): their roles may read and reply. */
const access = ['operations.complaints', 'operations.chat'] as const;
const reads = ['conversations', 'members', 'users'] as const;

/** `/conversation`: the operators' side of the members' complaints and their chat. */
export const CONVERSATIONS_API = {
  list: endpoint({ method: 'GET', path: '/conversation', tags, access, query: conversationListQuery, answers: { 200: listResponseOf(conversationWire) }, reads }),
  /** The Chatting Member inbox: the latest message first. */
  inbox: endpoint({
    method: 'GET', path: '/conversation/inbox', tags, access: ['operations.chat'], query: conversationInboxQuery,
    answers: { 200: listResponseOf(inboxConversationWire) }, reads,
  }),
  detail: endpoint({ method: 'GET', path: '/conversation/detail/:id/:date', tags, access, params: conversationDetailParams, answers: { 200: oneResponseOf(conversationDetailWire) }, reads }),
  /**
   * The whole thread; reading it marks the member's messages read. It reads no announced table:
   * every message anywhere changes the conversations table, and a thread follows its own
   * conversation's pushes instead.
   */
  thread: endpoint({ method: 'GET', path: '/conversation/message', tags, access, query: conversationThreadQuery, answers: { 200: conversationThreadResponse } }),
  /** The operator's reply; the first one takes the conversation. */
  send: endpoint({ method: 'POST', path: '/conversation/message', tags, access, body: operatorMessageBody, answers: { 201: messageResponseOf(conversationMessageWire) }, reads }),
  end: endpoint({ method: 'GET', path: '/conversation/endChat/:id', tags, access, params: conversationIdParam, answers: { 200: messageResponseOf(conversationWire) }, reads }),
  photo: endpoint({ method: 'GET', path: '/conversation/photo/:id/:messageId', tags, access, params: conversationPhotoParam, answers: { 200: photoAnswer } }),
};
