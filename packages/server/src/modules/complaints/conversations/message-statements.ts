import { sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_ENDED } from '@halte/contract';
import { conversations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { auditOfRows } from '../../../lib/data/audit.js';
import { conflict, notFound } from '../../../lib/http/http-error.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import { regroupStatement, toNotificationWire } from '../../../lib/data/notification-store.js';
import type { NotificationPusher } from '../../../realtime/notification-pusher.js';
import { staffWithScreensQuery } from '../../../lib/data/staff-notice.js';
import { photoColumns, type MessageRow } from './message-parts.js';
import { COMPLAINT_SCREENS, complaintNotice, deliver } from './staff-notice.js';
import type { ConversationChannel } from './conversation-channel.js';

// Types, not interfaces: a prepared statement's values must be a plain record.
type MessageValues = { conversationId: number; senderId: number; message: string; image: Buffer | null; imageType: string | null };
type MemberMessageValues = MessageValues & { noticeKind: string; noticeTitle: string; noticeBody: string; noticeUrl: string; noticeGroup: string };

/** A notification the member's message stored, with what the statement alone knows of it. */
export interface StoredNotice { id: number; user_id: number; title: string; created_at: string }

/** What a sending statement answers: one row when the message was stored, none when the conversation is missing or ended. */
export interface SentRow {
  member_id: number;
  token_admin: string;
  token_member: string;
  id: number;
  status: number;
  created_at: Date | string;
  notices: StoredNotice[] | null;
}

const p = (name: keyof MemberMessageValues) => sql.placeholder(name);

/**
 * One statement, so one round trip and its own transaction: `conversation` (an UPDATE of the
 * conversation that is not ended, returning it, which takes its row lock) moves its last-message
 * time, then the message is inserted and `alsoWith` CTEs run on it (`made`). The conversation's
 * row is the lock two messages or an end wait for, as a SELECT … FOR UPDATE was.
 */
const sending = (conversation: SQL, fromOperator: boolean, alsoWith: SQL, notices: SQL) => sql`
  WITH conv AS (${conversation}),
  made AS (
    INSERT INTO conversation_messages (conversation_id, sender_id, from_operator, message, image, image_type)
    SELECT id, ${p('senderId')}::int, ${fromOperator}, ${p('message')}::text, ${p('image')}::bytea, ${p('imageType')}::text FROM conv
    RETURNING id, conversation_id, message, status, created_at),
  ${alsoWith}
  SELECT conv.member_id, conv.token_admin, conv.token_member, made.id, made.status, made.created_at, ${notices} AS notices
  FROM conv JOIN made ON true`;

const notEnded = sql`status <> ${CONVERSATION_ENDED}`;
const moved = sql`last_message_at = now(), updated_at = now()`;
const target = sql`id, code, member_id, operator_id, token_admin, token_member`;

/**
 * An operator's reply; the first reply takes the conversation (its operator, status Diproses).
 * Audited in the same statement.
 */
export const sendOperatorMessage = preparedStatement<SentRow, MessageValues>('conversation_operator_message', sending(
  sql`UPDATE conversations SET ${moved},
      operator_id = CASE WHEN status = 0 THEN ${p('senderId')}::int ELSE operator_id END,
      status = CASE WHEN status = 0 THEN 1 ELSE status END
    WHERE id = ${p('conversationId')}::int AND ${notEnded} RETURNING ${target}`,
  true,
  sql`logged AS (${auditOfRows('made', {
    userId: sql`${p('senderId')}::int`, action: 'create', entity: 'conversation_messages',
    after: sql`jsonb_build_object('conversationId', conversation_id, 'message', message)`,
  })})`,
  sql`NULL::json`,
));

/**
 * A member's message to their own conversation, with its notice stored for the operator who took
 * the conversation or, until one has, for every staff user who answers complaints: a user's
 * unread notice of the conversation is updated rather than another added.
 */
export const sendMemberMessage = preparedStatement<SentRow, MemberMessageValues>('conversation_member_message', sending(
  sql`UPDATE conversations SET ${moved}
    WHERE id = ${p('conversationId')}::int AND member_id = ${p('senderId')}::int AND ${notEnded} RETURNING ${target}`,
  false,
  sql`told AS (
    INSERT INTO notifications (user_id, kind, title, body, url, group_key)
    SELECT r.id, ${p('noticeKind')}::text, ${p('noticeTitle')}::text || conv.code, ${p('noticeBody')}::text, ${p('noticeUrl')}::text, ${p('noticeGroup')}::text
    FROM conv, (
      SELECT operator_id AS id FROM conv WHERE operator_id IS NOT NULL
      UNION ALL
      SELECT staff.id FROM (${staffWithScreensQuery(COMPLAINT_SCREENS)}) staff WHERE (SELECT operator_id FROM conv) IS NULL) r
    ${regroupStatement}
    RETURNING id, user_id, title, created_at)`,
  sql`(SELECT json_agg(told) FROM told)`,
));

/** A checked photo as a sending statement's values, nulls without one. */
export function photoValues(photo: string | null | undefined) {
  const { image, imageType } = photoColumns(photo);
  return { image: image ?? null, imageType: imageType ?? null };
}

/** A member's message's values, with its notice: titled by the conversation's code, which only the statement reads. */
export function memberMessageValues(values: MessageValues, noticeTitle: string): MemberMessageValues {
  const notice = complaintNotice(values.conversationId, { title: noticeTitle, body: values.message.replace(/<[^>]*>/g, '').slice(0, 200) });
  return { ...values, noticeKind: notice.kind, noticeTitle: notice.title, noticeBody: notice.body, noticeUrl: notice.url, noticeGroup: notice.group };
}

/**
 * The message a statement stored (it has committed), pushed to both sides, and the notices it
 * stored pushed to their users.
 */
export interface DeliveryDeps {
  notificationPusher: NotificationPusher;
  conversations: ConversationChannel;
}

export function delivered(deps: DeliveryDeps, row: SentRow, values: MessageValues | MemberMessageValues, fromOperator: boolean): MessageRow {
  if (row.notices && 'noticeKind' in values) {
    const { noticeKind: kind, noticeBody: body, noticeUrl: url, noticeGroup: groupKey } = values;
    deps.notificationPusher.push(row.notices.map((n) => ({
      userId: n.user_id,
      wire: toNotificationWire({ id: n.id, userId: n.user_id, kind, title: n.title, body, url, isRead: false, createdAt: new Date(n.created_at), groupKey }),
    })));
  }
  const message = {
    id: row.id, conversationId: values.conversationId, senderId: values.senderId, fromOperator, message: values.message,
    hasPhoto: values.image !== null, status: row.status, createdAt: new Date(row.created_at),
  };
  deliver(deps, { memberId: row.member_id, tokenAdmin: row.token_admin, tokenMember: row.token_member }, message);
  return message;
}

/** Why a statement stored no message: 404 when there is no such conversation (`where`), else `ended` (409). */
export async function refusalOf(db: Db, where: SQL | undefined, ended: string) {
  const [found] = await db.select({ id: conversations.id }).from(conversations).where(where);
  return found ? conflict(ended) : notFound();
}
