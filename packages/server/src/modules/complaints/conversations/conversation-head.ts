import { eq, sql } from 'drizzle-orm';
import type { SearchTerm } from '../../../lib/data/paging.js';
import { CONVERSATION_STATUS, type ConversationStatus, type MemberConversationWire } from '@halte/contract';
import { conversations, members, users } from '../../../db/schema/index.js';
import { unreadOf, type ReadingSide } from './read-state.js';

/**
 * What both sides' lists show of a conversation: its head, its operator and the reader's unread
 * count (the messages of the other side since the reader's last reading). Staff add the member
 * and the operators' token to it.
 */
export const headColumns = (reader: ReadingSide) => ({
  id: conversations.id,
  createdAt: conversations.createdAt,
  code: conversations.code,
  title: conversations.title,
  operator: sql<string>`coalesce(${users.name}, '')`,
  status: conversations.status,
  tokenMember: conversations.tokenMember,
  lastMessageAt: conversations.lastMessageAt,
  unread: unreadOf(reader),
});

export type HeadRow = { id: number; createdAt: Date; code: string; title: string; operator: string; status: number; tokenMember: string; lastMessageAt: Date; unread: number };

/** The operator who took the conversation, if one has. */
export const operatorJoin = { table: users, on: eq(users.id, conversations.operatorId), left: true };

export function headWire(c: HeadRow): MemberConversationWire {
  const status = (c.status in CONVERSATION_STATUS ? c.status : 0) as ConversationStatus;
  return {
    intid: c.id,
    dtadd: c.createdAt.toISOString(),
    vccode: c.code,
    vcname: c.title,
    vcoperator: c.operator,
    intstatus: status,
    vcstatus: CONVERSATION_STATUS[status],
    token_member: c.tokenMember,
    dtlast_message: c.lastMessageAt.toISOString(),
    intunread: c.unread,
  };
}

/**
 * A conversation whose member's name matches: the members are found first, as an array, so the
 * conversations are read by index and the three terms combine in one bitmap scan.
 */
const memberNamed: SearchTerm = { match: (pattern: string) => sql`${conversations.memberId} = any(array(select ${members.id} from ${members} where lower(${members.name}) like ${pattern}))` };

/** A complaint's code, whole: `PGD-YYYYMMDD-NNNN`. */
const WHOLE_CODE = /^pgd-\d{8}-\d{4,}$/i;

/**
 * A conversation whose code or title holds the keyword, read from its search text (both
 * lower-cased when written). A whole code, as a parent quotes it, names its conversation: the
 * unique index finds it, where the trigram index would read the trigrams every code shares
 * (`pgd`, the year) for a single row.
 */
const codeOrTitle: SearchTerm = {
  match: (pattern: string, keyword: string) =>
    WHOLE_CODE.test(keyword) ? sql`${conversations.code} = ${keyword.toUpperCase()}` : sql`${conversations.searchText} like ${pattern}`,
};

export const conversationSearch: SearchTerm[] = [codeOrTitle, memberNamed];
