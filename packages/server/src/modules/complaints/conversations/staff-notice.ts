import { CONVERSATIONS_API, screenOf } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { noticeStaff, type NoticeDeps } from '../../../lib/data/staff-notice.js';
import type { NewNotification } from '../../../lib/data/notification-store.js';
import { memberPhotoUrl, staffPhotoUrl, toMessageWire, type MessageRow } from './message-parts.js';
import type { ConversationChannel, ConversationTarget } from './conversation-channel.js';

/** The screens that answer complaints: their roles may read and reply (the conversations' calls), and hear each message. */
export const COMPLAINT_SCREENS = CONVERSATIONS_API.list.access;
/** Where a notice opens: the complaints list (its calls are open to both screens' roles). */
const NOTICE_SCREEN = 'operations.complaints';

/**
 * A notice of a conversation: it opens the complaints list (its calls are open to both screens'
 * roles). All of one conversation's notices are one group: a staff user has at most one of them
 * unread, whatever the member sends until it is read.
 */
export const complaintNotice = (conversationId: number, n: { title: string; body: string }): Required<NewNotification> => ({
  kind: 'complaint',
  ...n,
  url: screenOf(NOTICE_SCREEN)?.path ?? '',
  group: `conversation:${conversationId}`,
});

/**
 * Tells everyone who answers complaints (Pesan Pengaduan or Chatting Member) of a new one. A
 * member's later messages tell only the operator who took the conversation, once one has (see
 * `sendMemberMessage`).
 */
export function noticeNewComplaint(deps: NoticeDeps, tx: Db, conversationId: number, n: { title: string; body: string }) {
  return noticeStaff(deps, tx, COMPLAINT_SCREENS, complaintNotice(conversationId, n));
}

/** Pushes a stored message to both sides; each side gets the photo's address of its own API. */
export function deliver({ conversations }: { conversations: ConversationChannel }, target: ConversationTarget, row: MessageRow) {
  conversations.push(target, { staff: toMessageWire(row, staffPhotoUrl), member: toMessageWire(row, memberPhotoUrl) });
}
