import { eq, sql } from 'drizzle-orm';
import { CONVERSATION_ENDED, CONVERSATION_STATUS, EXCERPT_MAX, type ConversationStatus, type InboxConversationWire, type ListQuery } from '@halte/contract';
import { conversationMessages, conversations, members } from '../../../db/schema/index.js';
import { listOf } from '../../../lib/data/list.js';
import { plainText } from '../../../lib/http/html.js';
import { unreadOf } from './read-state.js';
import { conversationSearch } from './conversation-head.js';

const ofThisConversation = sql`${conversationMessages.conversationId} = ${conversations.id}`;
const lastMessage = (column: string) =>
  sql`(select ${sql.identifier(column)} from ${conversationMessages} where ${ofThisConversation} order by ${conversationMessages.id} desc limit 1)`;
const lastReplyId = sql`(select max(${conversationMessages.id}) from ${conversationMessages} where ${ofThisConversation} and ${conversationMessages.fromOperator})`;

const columns = {
  id: conversations.id,
  code: conversations.code,
  title: conversations.title,
  memberId: conversations.memberId,
  member: members.name,
  status: conversations.status,
  tokenAdmin: conversations.tokenAdmin,
  lastMessageAt: conversations.lastMessageAt,
  lastMessage: lastMessage('message').mapWith(String),
  lastFromOperator: lastMessage('from_operator').mapWith(Boolean),
  unread: unreadOf('member'),
  // The member's first message after the operators' last reply: the member has waited since then.
  waitingSince: sql<Date | null>`(select min(${conversationMessages.createdAt}) from ${conversationMessages} where ${ofThisConversation} and not ${conversationMessages.fromOperator} and ${conversationMessages.id} > coalesce(${lastReplyId}, 0))`.mapWith(conversations.lastMessageAt),
};
type InboxRow = {
  id: number; code: string; title: string; memberId: number; member: string; status: number; tokenAdmin: string;
  lastMessageAt: Date; lastMessage: string; lastFromOperator: boolean; unread: number; waitingSince: Date | null;
};

const toWire = (c: InboxRow): InboxConversationWire => {
  const status = (c.status in CONVERSATION_STATUS ? c.status : 0) as ConversationStatus;
  return {
    intid: c.id,
    vccode: c.code,
    vcname: c.title,
    intmember: c.memberId,
    vcmember: c.member,
    intstatus: status,
    vcstatus: CONVERSATION_STATUS[status],
    token_admin: c.tokenAdmin,
    dtlast_message: c.lastMessageAt.toISOString(),
    vclast_message: plainText(c.lastMessage, EXCERPT_MAX),
    intlast_is_admin: c.lastFromOperator ? 1 : 0,
    intunread: c.unread,
    dtwaiting_since: status === CONVERSATION_ENDED || !c.waitingSince ? null : c.waitingSince.toISOString(),
  };
};

/** The Chatting Member inbox: every conversation, the latest message first, searched by code, title or member. */
export const conversationInbox = listOf<InboxRow, InboxConversationWire, ListQuery>({
  table: conversations,
  id: conversations.id,
  columns,
  joins: [{ table: members, on: eq(members.id, conversations.memberId) }],
  search: conversationSearch,
  searchReads: [members],
  order: [{ desc: conversations.lastMessageAt }],
  kept: true,
  map: toWire,
});
