import { z } from 'zod';
import { conversationMessageWire } from './member-complaints.js';

/**
 * Read state of a conversation. Each side has a last-read time: it has read every message of
 * the other side sent up to then (null: nothing read yet). The operators' side is one side,
 * whichever staff user reads. A message of yours shows 'Dibaca' once its `dtadd` is at or
 * before the other side's time.
 */
export const readTimesWire = z.object({
  /** The member's last-read time of the operators' messages. */
  dtread_member: z.string().nullable(),
  /** The operators' last-read time of the member's messages. */
  dtread_admin: z.string().nullable(),
});
export type ReadTimesWire = z.infer<typeof readTimesWire>;

/**
 * A thread answer (`GET /conversation/message`, `GET /member/complaints/{id}/messages`): the
 * messages, oldest first, and both sides' last-read times after this reading (the reader's own
 * side has just read the whole thread).
 */
export const conversationThreadResponse = readTimesWire.extend({ data: z.array(conversationMessageWire) });
export type ConversationThreadResponse = z.infer<typeof conversationThreadResponse>;

/**
 * Pushed over Socket.IO when one side reads a conversation: the other side hears `read` with
 * its own token of the conversation (`token_admin` for the operators, `token_member` for the
 * member) and the reader's new last-read time.
 */
export const READ_EVENT = 'read';
export const readSignal = z.object({ token: z.string(), dtread: z.string() });
export type ReadSignal = z.infer<typeof readSignal>;

/**
 * Pushed over Socket.IO to the member when the operators end one of their conversations: the
 * conversation's `token_member`. The member's page then shows it ended, without a reload.
 */
export const ENDED_EVENT = 'conversation-ended';
export const endedSignal = z.object({ token: z.string() });
export type EndedSignal = z.infer<typeof endedSignal>;
