import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COMPLAINT_MSG, CONVERSATION_MSG, type ComplaintBody, type ConversationMessageBody, type ConversationMessageWire,
  type ConversationThreadResponse, type ListQuery, type MemberConversationWire, calendarDateIn,
} from '@halte/contract';
import { conversationMessages, conversations, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { newToken } from '../../../auth/tokens.js';
import { notFound } from '../../../lib/http/http-error.js';
import { transactionWithAfterCommit, type AfterCommitHost } from '../../../lib/data/after-commit.js';
import { memberPhotoUrl, messageColumns, photoColumns, safeMessage, toMessageWire } from '../conversations/message-parts.js';
import { noticeNewComplaint } from '../conversations/staff-notice.js';
import { delivered, memberMessageValues, photoValues, refusalOf, sendMemberMessage, type DeliveryDeps } from '../conversations/message-statements.js';
import { listOf } from '../../../lib/data/list.js';
import { markThreadRead, readTimeColumns, unreadOf } from '../conversations/read-state.js';
import { headColumns, headWire, operatorJoin, type HeadRow } from '../conversations/conversation-head.js';
import type { Sender } from '../../../auth/member-limits.js';
import { allowSending, type SendAllowanceDeps } from './send-allowance.js';
import type { ConversationChannel } from '../conversations/conversation-channel.js';

/** A signed-in member sending, from their address. */
type MemberSender = Sender & { memberId: number };

/** What sending a member's message uses, over HTTP or the socket. */
export type MemberMessageDeps = SendAllowanceDeps & DeliveryDeps;

const columns = headColumns('admin');
const toWire = headWire;

/** A member's own conversations, the latest activity first; `member` is set from the session. */
export const memberComplaintsList = listOf<HeadRow, MemberConversationWire, ListQuery & { member?: number }>({
  table: conversations,
  id: conversations.id,
  columns,
  joins: [operatorJoin],
  search: [conversations.title, conversations.code],
  order: [{ desc: conversations.lastMessageAt }],
  filters: { member: (id) => eq(conversations.memberId, id) },
  map: toWire,
});

export async function conversationOf(db: Db, memberId: number, id: number): Promise<MemberConversationWire> {
  const [row] = await db
    .select(columns)
    .from(conversations)
    .leftJoin(users, operatorJoin.on)
    .where(and(eq(conversations.id, id), eq(conversations.memberId, memberId)));
  // Another member's conversation is as absent as one that does not exist.
  if (!row) throw notFound();
  return toWire(row);
}

/**
 * Opens a conversation with the complaint as its first message. The code numbers the
 * conversations of the service day; a lock on that day makes two complaints at once take
 * consecutive numbers rather than the same one.
 */
export async function createComplaint(app: AfterCommitHost, sender: MemberSender, body: ComplaintBody): Promise<MemberConversationWire> {
  const { memberId } = sender;
  const message = safeMessage(body.vcmessage);
  const photo = photoColumns(body.vcphoto);
  await allowSending(app, sender, 'complaints', photo.image);
  const day = calendarDateIn(app.config.timeZone);
  const id = await transactionWithAfterCommit(app, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation-day:${day}`}))`);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${conversations.dayNumber}), 0) + 1`.mapWith(Number) })
      .from(conversations)
      .where(eq(conversations.serviceDate, day));
    const code = `PGD-${day.replaceAll('-', '')}-${String(next).padStart(4, '0')}`;
    const [row] = await tx
      .insert(conversations)
      .values({ code, serviceDate: day, dayNumber: next, title: body.vcname, memberId, tokenAdmin: newToken(), tokenMember: newToken() })
      .returning({ id: conversations.id });
    await tx.insert(conversationMessages).values({ conversationId: row.id, senderId: memberId, message, ...photo });
    await noticeNewComplaint(app, tx, row.id, { title: `${CONVERSATION_MSG.newComplaint}: ${code}`, body: body.vcname });
    return row.id;
  });
  return conversationOf(app.db, memberId, id);
}

/** The thread, oldest first; reading it marks the operators' messages read for the member, and tells the operators. */
export async function memberMessages(deps: { db: Db; conversations: ConversationChannel }, memberId: number, id: number): Promise<ConversationThreadResponse> {
  const { db } = deps;
  const [conv] = await db
    .select({ id: conversations.id, memberId: conversations.memberId, tokenAdmin: conversations.tokenAdmin, tokenMember: conversations.tokenMember, unread: unreadOf('admin'), ...readTimeColumns })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.memberId, memberId)));
  if (!conv) throw notFound();
  const rows = await db.select(messageColumns).from(conversationMessages).where(eq(conversationMessages.conversationId, id)).orderBy(asc(conversationMessages.id));
  const data = rows.map((m) => toMessageWire(m, memberPhotoUrl));
  return { data, ...(await markThreadRead(deps, conv, 'member', data)) };
}

/**
 * The member's message, over HTTP or the socket alike (one count of messages); 409 once the
 * conversation is ended. Stored with the staff's notice in one statement, then pushed.
 */
export async function postMemberMessage(deps: MemberMessageDeps, sender: MemberSender, id: number, body: ConversationMessageBody): Promise<ConversationMessageWire> {
  const { memberId } = sender;
  const values = memberMessageValues({ conversationId: id, senderId: memberId, message: safeMessage(body.vcmessage), ...photoValues(body.vcphoto) }, `${CONVERSATION_MSG.newMessage}: `);
  await allowSending(deps, sender, 'messages', values.image);
  const [row] = await sendMemberMessage(deps.db, values);
  if (!row) throw await refusalOf(deps.db, and(eq(conversations.id, id), eq(conversations.memberId, memberId)), COMPLAINT_MSG.ended);
  return toMessageWire(delivered(deps, row, values, false), memberPhotoUrl);
}

/** A photo of the member's own conversation. */
export async function memberPhoto(db: Db, memberId: number, id: number, messageId: number) {
  const [row] = await db
    .select({ image: conversationMessages.image, imageType: conversationMessages.imageType })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationMessages.id, messageId), eq(conversations.id, id), eq(conversations.memberId, memberId)));
  if (!row?.image || !row.imageType) throw notFound();
  return { image: row.image, imageType: row.imageType };
}
