import type { FastifyInstance } from 'fastify';
import { screenOf, type ScreenKey } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../lib/after-commit.js';
import { noticeStaff } from '../../lib/staff-notice.js';
import { memberPhotoUrl, staffPhotoUrl, toMessageWire, type MessageRow } from './message-parts.js';
import type { ConversationTarget } from '../../realtime/conversation-channel.js';
import type { ScreenAccess } from '../../auth/access.js';

/** The screens that answer complaints: their roles may read and reply, and hear each message. */
export const COMPLAINT_SCREENS: readonly [ScreenKey, ...ScreenKey[]] = ['operations.complaints', 'operations.chat'];
/** Where a notice opens: the complaints list (its calls are open to both screens' roles). */
const NOTICE_SCREEN = 'operations.complaints';
/** The Chatting Member inbox: its role chats in any conversation, as the complaints screen's does. */
export const INBOX_SCREENS: ScreenAccess = ['operations.chat'];

/** Tells the staff who answer complaints (Pesan Pengaduan or Chatting Member) of a member's complaint or message. */
export function noticeComplaintStaff(app: FastifyInstance, tx: Db, n: { title: string; body: string }) {
  return noticeStaff(app, tx, COMPLAINT_SCREENS, { kind: 'complaint', ...n, url: screenOf(NOTICE_SCREEN)?.path ?? '' });
}

/**
 * Pushes a message stored in `tx` to both sides once committed; each side gets the photo's
 * address of its own API.
 */
export function deliverOnCommit(tx: Db, target: ConversationTarget, row: MessageRow) {
  afterCommit(tx, (a) => a.ctx.conversations.push(target, { staff: toMessageWire(row, staffPhotoUrl), member: toMessageWire(row, memberPhotoUrl) }));
}
