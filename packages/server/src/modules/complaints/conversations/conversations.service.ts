import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  CONVERSATION_ENDED,
  CONVERSATION_MSG,
  type ConversationListQuery,
  type ConversationMessageWire,
  type ConversationThreadQuery,
  type ConversationThreadResponse,
  type ConversationWire,
  type OperatorMessageBody,
} from '@halte/contract';
import { conversationHourCounts, conversationMessages, conversations, members, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { SessionUser } from '../../../auth/sessions.js';
import { audit } from '../../../lib/data/audit.js';
import { conflict, notFound } from '../../../lib/http/http-error.js';
import { listOf } from '../../../lib/data/list.js';
import { periodRange } from '../../../lib/data/period.js';
import { messageColumns, safeMessage, staffPhotoUrl, toMessageWire } from './message-parts.js';
import { delivered, photoValues, refusalOf, sendOperatorMessage, type DeliveryDeps } from './message-statements.js';
import { markThreadRead, readTimeColumns } from './read-state.js';
import { startAlertWork, type AlertWorkDeps } from '../member-alerts/alert-work.js';
import { raiseReplyAlert } from '../member-alerts/reply-alerts.js';
import type { AlertDeps } from '../member-alerts/raise-alerts.js';
import type { ConversationChannel } from './conversation-channel.js';
import { conversationSearch, headColumns, headWire, operatorJoin, type HeadRow } from './conversation-head.js';

const columns = {
  ...headColumns('member'),
  memberId: conversations.memberId,
  member: members.name,
  tokenAdmin: conversations.tokenAdmin,
  ...readTimeColumns,
};
type ConversationRow = HeadRow & { memberId: number; member: string; tokenAdmin: string; memberReadAt: Date | null; adminReadAt: Date | null };
const memberJoin = { table: members, on: eq(members.id, conversations.memberId) };

const toWire = (c: ConversationRow): ConversationWire => ({
  ...headWire(c),
  intmember: c.memberId,
  vcmember: c.member,
  token_admin: c.tokenAdmin,
});

/**
 * Every conversation, the newest first, searched by code, title or member, within a period of
 * their start. Kept: the complaints of years add up, and a page is found on `conversations` alone;
 * without a search its total is summed from the conversations counted per hour.
 */
export const conversationList = listOf<ConversationRow, ConversationWire, ConversationListQuery>({
  table: conversations,
  id: conversations.id,
  columns,
  joins: [memberJoin, operatorJoin],
  search: conversationSearch,
  searchReads: [members],
  order: [{ desc: conversations.createdAt }],
  period: conversations.createdAt,
  periodCounts: { table: conversationHourCounts, hour: conversationHourCounts.hour, rows: conversationHourCounts.conversations },
  kept: true,
  map: toWire,
});

async function conversationRow(db: Db, id: number): Promise<ConversationRow> {
  const [row] = await db.select(columns).from(conversations).innerJoin(members, memberJoin.on).leftJoin(users, operatorJoin.on).where(eq(conversations.id, id));
  if (!row) throw notFound();
  return row;
}

export const staffConversation = async (db: Db, id: number) => toWire(await conversationRow(db, id));

const threadOf = async (db: Db, id: number, day?: { start: Date; end: Date }): Promise<ConversationMessageWire[]> => {
  const inDay = day ? [gte(conversationMessages.createdAt, day.start), lt(conversationMessages.createdAt, day.end)] : [];
  const rows = await db.select(messageColumns).from(conversationMessages).where(and(eq(conversationMessages.conversationId, id), ...inDay)).orderBy(asc(conversationMessages.id));
  return rows.map((m) => toMessageWire(m, staffPhotoUrl));
};

/** The conversation with its messages of one service day (TZ). */
export async function conversationDetail(db: Db, id: number, date: string, timeZone: string) {
  const conversation = await staffConversation(db, id);
  return { ...conversation, conversation_message: await threadOf(db, id, periodRange({ rt: 1, from: date }, timeZone)) };
}

/**
 * The whole thread, oldest first; `userId`, when given, must be the conversation's member.
 * Reading it marks the member's messages read for the operators, and tells the member.
 */
export async function staffThread(deps: { db: Db; conversations: ConversationChannel }, query: ConversationThreadQuery): Promise<ConversationThreadResponse> {
  const conversation = await conversationRow(deps.db, query.conversationId);
  if (query.userId !== undefined && query.userId !== conversation.memberId) throw notFound();
  const data = await threadOf(deps.db, conversation.id);
  return { data, ...(await markThreadRead(deps, conversation, 'admin', data)) };
}

/** Locks the conversation for a change; 404 when there is none. */
async function lockedConversation(tx: Db, id: number) {
  const [conv] = await tx
    .select({ status: conversations.status, operatorId: conversations.operatorId, memberId: conversations.memberId, tokenAdmin: conversations.tokenAdmin, tokenMember: conversations.tokenMember })
    .from(conversations).where(eq(conversations.id, id)).for('update');
  if (!conv) throw notFound();
  return conv;
}

/** What an operator's reply uses: its delivery, and the member's alert raised off the request's path. */
export type OperatorMessageDeps = DeliveryDeps & AlertDeps & AlertWorkDeps;

/**
 * An operator's reply: the first one takes the conversation (operator, status Diproses);
 * 409 once it is ended. Stored and audited in one statement, then pushed to both sides; the
 * member is told (`Balasan pengaduan`) off the request's path.
 */
export async function postOperatorMessage(deps: OperatorMessageDeps, user: SessionUser, body: OperatorMessageBody): Promise<ConversationMessageWire> {
  const values = { conversationId: body.intconverstion_id, senderId: user.userId, message: safeMessage(body.vcmessage), ...photoValues(body.vcphoto) };
  const [row] = await sendOperatorMessage(deps.db, values);
  if (!row) throw await refusalOf(deps.db, eq(conversations.id, values.conversationId), CONVERSATION_MSG.alreadyEnded);
  const message = delivered(deps, row, values, true);
  startAlertWork(deps, () => raiseReplyAlert(deps, { conversationId: values.conversationId, messageId: row.id, memberId: row.member_id, message: values.message, at: message.createdAt }));
  return toMessageWire(message, staffPhotoUrl);
}

/** Ends the conversation (Selesai), and tells its member once committed; 409 'Pesan sudah diakhiri' when it already is. */
export async function endConversation({ db, conversations: channel }: { db: Db; conversations: ConversationChannel }, user: SessionUser, id: number): Promise<ConversationWire> {
  const conv = await db.transaction(async (tx) => {
    const conv = await lockedConversation(tx, id);
    if (conv.status === CONVERSATION_ENDED) throw conflict(CONVERSATION_MSG.alreadyEnded);
    await tx.update(conversations).set({ status: CONVERSATION_ENDED, operatorId: conv.operatorId ?? user.userId, updatedAt: sql`now()` }).where(eq(conversations.id, id));
    await audit(tx, { userId: user.userId, action: 'update', entity: 'conversations', entityId: id, before: { status: conv.status }, after: { status: CONVERSATION_ENDED } });
    return conv;
  });
  channel.pushEnded(conv);
  return staffConversation(db, id);
}

/** A photo of any conversation's message. */
export async function staffPhoto(db: Db, id: number, messageId: number) {
  const [row] = await db
    .select({ image: conversationMessages.image, imageType: conversationMessages.imageType })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, id)));
  if (!row?.image || !row.imageType) throw notFound();
  return { image: row.image, imageType: row.imageType };
}
