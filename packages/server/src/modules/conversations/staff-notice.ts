import type { FastifyInstance } from 'fastify';
import { screenOf, type ScreenKey } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../lib/after-commit.js';
import { noticeStaff, noticeUsers } from '../../lib/staff-notice.js';
import { memberPhotoUrl, staffPhotoUrl, toMessageWire, type MessageRow } from './message-parts.js';
import type { ConversationTarget } from '../../realtime/conversation-channel.js';
import type { ScreenAccess } from '../../auth/access.js';

/** The screens that answer complaints: their roles may read and reply, and hear each message. */
export const COMPLAINT_SCREENS: readonly [ScreenKey, ...ScreenKey[]] = ['operations.complaints', 'operations.chat'];
/** Where a notice opens: the complaints list (its calls are open to both screens' roles). */
const NOTICE_SCREEN = 'operations.complaints';
/** The Chatting Member inbox: its role chats in any conversation, as the complaints screen's does. */
export const INBOX_SCREENS: ScreenAccess = ['operations.chat'];

/**
 * Tells the staff of a member's complaint or message: the operator who took the conversation,
 * once one has; until then everyone who answers complaints (Pesan Pengaduan or Chatting Member).
 * The others still see the conversation move in their live lists.
 */
export function noticeComplaintStaff(app: FastifyInstance, tx: Db, operatorId: number | null, n: { title: string; body: string }) {
  const notice = { kind: 'complaint', ...n, url: screenOf(NOTICE_SCREEN)?.path ?? '' };
  return operatorId === null ? noticeStaff(app, tx, COMPLAINT_SCREENS, notice) : noticeUsers(app, tx, [operatorId], notice);
}

/**
 * Pushes a message stored in `tx` to both sides once committed; each side gets the photo's
 * address of its own API.
 */
export function deliverOnCommit(tx: Db, target: ConversationTarget, row: MessageRow) {
  afterCommit(tx, (a) => a.ctx.conversations.push(target, { staff: toMessageWire(row, staffPhotoUrl), member: toMessageWire(row, memberPhotoUrl) }));
}
