import { describe, expect, it } from 'vitest';
import { CachedSessions, type FoundSession } from '../../src/auth/cached-sessions.js';
import { tokenHash } from '../../src/auth/tokens.js';

/** Sessions that are all live, counting how often the store is read for each token. */
class CountingSessions extends CachedSessions<{ sessionId: number }> {
  reads = new Map<string, number>();
  protected async find(hash: string): Promise<FoundSession<{ sessionId: number }>> {
    this.reads.set(hash, (this.reads.get(hash) ?? 0) + 1);
    return { session: { sessionId: this.reads.size }, lastSeen: new Date() };
  }
  protected async touch() {}
  readsOf(token: string) {
    return this.reads.get(tokenHash(token)) ?? 0;
  }
}

describe('the session cache when full', () => {
  it('lets the least recently used sessions go, not every session at once', async () => {
    const sessions = new CountingSessions(3_600_000);
    // One instance caches 50,000 sessions; the operator keeps using theirs during a flood of others.
    for (let i = 0; i < 60_000; i++) {
      if (i % 1_000 === 500) await sessions.resolve('token-of-the-operator');
      await sessions.resolve(`flood-${i}`);
    }
    expect(sessions.readsOf('token-of-the-operator')).toBe(1);
    await sessions.resolve('flood-59999');
    expect(sessions.readsOf('flood-59999')).toBe(1);
    await sessions.resolve('flood-0');
    expect(sessions.readsOf('flood-0')).toBe(2);
  });
});
