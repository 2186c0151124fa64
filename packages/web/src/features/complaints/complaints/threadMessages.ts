import type { ConversationMessageWire, ConversationThreadResponse } from '@halte/contract';

/**
 * The thread with one more message, oldest first. A message already there (the sender's own
 * answer and its push both arrive) replaces itself instead of showing twice.
 */
export function withMessage(thread: readonly ConversationMessageWire[], message: ConversationMessageWire): ConversationMessageWire[] {
  const at = thread.findIndex((m) => m.intid === message.intid);
  if (at >= 0) return thread.map((m, i) => (i === at ? message : m));
  return [...thread, message].sort((a, b) => a.intid - b.intid);
}

/** The later of two last-read times (a late or repeated signal never moves it back); null: nothing read. */
export function laterRead(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * A thread read again, with what was already known: a message pushed while the reading was on
 * its way (newer than the answer's newest) stays, and a last-read time never moves back.
 */
export function mergeThread(fresh: ConversationThreadResponse, known: ConversationThreadResponse | undefined): ConversationThreadResponse {
  if (!known) return fresh;
  const newest = fresh.data.at(-1)?.intid ?? 0;
  return {
    ...fresh,
    data: [...fresh.data, ...known.data.filter((m) => m.intid > newest)],
    dtread_member: laterRead(fresh.dtread_member, known.dtread_member),
    dtread_admin: laterRead(fresh.dtread_admin, known.dtread_admin),
  };
}

/** The operators' newest message when the member has read it (their last-read time is at or after it): it shows 'Dibaca'. */
export function readOwnMessage(thread: readonly ConversationMessageWire[], dtreadMember: string | null): number | undefined {
  const own = [...thread].reverse().find((m) => m.intis_admin === 1);
  return own && dtreadMember !== null && Date.parse(dtreadMember) >= Date.parse(own.dtadd) ? own.intid : undefined;
}
