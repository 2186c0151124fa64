import { and, count, eq, ne, sql } from 'drizzle-orm';
import { PUSH_MSG, PUSH_SUBSCRIPTIONS_PER_MEMBER, type PushSubscriptionBody } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { memberPushSubscriptions, members } from '../../../db/schema/index.js';
import { conflict } from '../../../lib/http/http-error.js';
import { checkedEndpoint, checkedKeys } from './push-endpoint.js';

/**
 * Subscribes a member's phone, or renews it: the same endpoint again takes the new keys and the
 * new member (a phone that changed hands). True when the phone was not subscribed before.
 * The member's row is locked while counting, so two subscribes at once cannot pass the limit.
 */
export async function subscribe(db: Db, memberId: number, body: PushSubscriptionBody, allowedHosts: readonly string[]): Promise<boolean> {
  const endpoint = checkedEndpoint(body.endpoint, allowedHosts);
  const keys = checkedKeys(body.keys);
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [others] = await tx.select({ n: count() }).from(memberPushSubscriptions)
      .where(and(eq(memberPushSubscriptions.memberId, memberId), ne(memberPushSubscriptions.endpoint, endpoint)));
    if (others!.n >= PUSH_SUBSCRIPTIONS_PER_MEMBER) throw conflict(PUSH_MSG.tooMany);
    const [row] = await tx.insert(memberPushSubscriptions).values({ memberId, endpoint, ...keys })
      .onConflictDoUpdate({
        target: memberPushSubscriptions.endpoint,
        set: { memberId, ...keys, failures: 0, updatedAt: sql`now()` },
      })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    return row!.inserted;
  });
}

/** Stops pushes to one of the member's own phones; another member's endpoint is left as it is. */
export async function unsubscribe(db: Db, memberId: number, endpoint: string): Promise<void> {
  await db.delete(memberPushSubscriptions).where(and(eq(memberPushSubscriptions.endpoint, endpoint), eq(memberPushSubscriptions.memberId, memberId)));
}
