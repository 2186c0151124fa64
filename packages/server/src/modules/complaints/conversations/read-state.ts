import { and, eq, lte, sql } from 'drizzle-orm';
import type { ConversationMessageWire, ReadTimesWire } from '@halte/contract';
import { conversationMessages, conversations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { ConversationChannel, ConversationTarget } from './conversation-channel.js';

/** Who reads: the operators (any staff user) or the conversation's member. */
export type ReadingSide = 'admin' | 'member';

/** The messages of `side` the other side has not read yet: those after the other side's last-read time. */
export function unreadOf(side: ReadingSide) {
  // Named with their table: a select from `conversations` alone would leave them bare, and a bare `id` is the message's here.
  const outer = (column: string) => sql`${sql.identifier('conversations')}.${sql.identifier(column)}`;
  const readAt = outer(side === 'member' ? 'admin_read_at' : 'member_read_at');
  return sql<number>`(select count(*) from ${conversationMessages} where ${conversationMessages.conversationId} = ${outer('id')} and ${conversationMessages.fromOperator} = ${side === 'admin'} and ${conversationMessages.createdAt} > coalesce(${readAt}, '-infinity'))`.mapWith(Number);
}

/** Both sides' last-read times of a conversation, as its columns. */
export const readTimeColumns = { memberReadAt: conversations.memberReadAt, adminReadAt: conversations.adminReadAt };
type ReadTimes = { memberReadAt: Date | null; adminReadAt: Date | null };

export const toReadTimesWire = (r: ReadTimes): ReadTimesWire => ({
  dtread_member: r.memberReadAt?.toISOString() ?? null,
  dtread_admin: r.adminReadAt?.toISOString() ?? null,
});

/**
 * `reader` has been shown `thread`: the other side's messages in it are read. The reader's
 * last-read time moves to the newest of them (compared in the database, at its precision), and
 * the other side hears it once committed. Nothing is written when nothing was unread, so
 * opening a read thread again announces no change.
 */
export async function markThreadRead(
  { db, conversations: channel }: { db: Db; conversations: ConversationChannel },
  conv: ConversationTarget & ReadTimes & { id: number; unread: number },
  reader: ReadingSide,
  thread: ConversationMessageWire[],
): Promise<ReadTimesWire> {
  const lastShown = thread.at(-1)?.intid;
  if (conv.unread === 0 || lastShown === undefined) return toReadTimesWire(conv);
  const fromOther = reader === 'member';
  const shown = and(eq(conversationMessages.conversationId, conv.id), eq(conversationMessages.fromOperator, fromOther), lte(conversationMessages.id, lastShown));
  const readAt = reader === 'admin' ? conversations.adminReadAt : conversations.memberReadAt;
  const newest = sql`(select max(${conversationMessages.createdAt}) from ${conversationMessages} where ${shown})`;
  const { times, dtread } = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(conversations)
      .set({ [reader === 'admin' ? 'adminReadAt' : 'memberReadAt']: sql`greatest(${readAt}, ${newest})` })
      .where(eq(conversations.id, conv.id))
      .returning(readTimeColumns);
    await tx.update(conversationMessages).set({ status: 1 }).where(and(shown, eq(conversationMessages.status, 0)));
    return { times: changed, dtread: (reader === 'admin' ? changed.adminReadAt : changed.memberReadAt)?.toISOString() };
  });
  if (dtread) channel.pushRead(conv, reader, dtread);
  return toReadTimesWire(times);
}
