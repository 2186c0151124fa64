import type { ConversationMessageWire } from '@halte/contract';

/**
 * The thread with one more message, oldest first. A message already there (the sender's own
 * answer and its push both arrive) replaces itself instead of showing twice.
 */
export function withMessage(thread: readonly ConversationMessageWire[], message: ConversationMessageWire): ConversationMessageWire[] {
  const at = thread.findIndex((m) => m.intid === message.intid);
  if (at >= 0) return thread.map((m, i) => (i === at ? message : m));
  return [...thread, message].sort((a, b) => a.intid - b.intid);
}
