import { and, eq, isNull, sql } from 'drizzle-orm';
import { MEMBER_ACTIVE } from '@halte/contract';
import { memberSessions, members } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { newToken, tokenHash } from './tokens.js';

/** The member behind a member token. */
export interface SessionMember {
  sessionId: number;
  memberId: number;
  name: string;
}

/** Which member sessions just ended: one, or all of a member's but perhaps the one in use. */
export type MemberRevocation = { sessionId: number } | { memberId: number; exceptSessionId?: number };

/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

/**
 * Members' bearer sessions, kept apart from staff sessions: a member token is unknown to the
 * staff store and a staff token to this one. A session ends when revoked, idle too long, or
 * when its account is no longer active (switched off or blocked by staff).
 */
export class MemberSessionStore {
  private revokeListeners: ((r: MemberRevocation) => void)[] = [];
  constructor(private db: Db, private idleMs: number) {}

  /** Told after sessions are revoked, to close their live connections. */
  onRevoke(listener: (r: MemberRevocation) => void) {
    this.revokeListeners.push(listener);
  }

  async create(memberId: number, ip: string): Promise<string> {
    const token = newToken();
    await this.db.insert(memberSessions).values({ tokenHash: tokenHash(token), memberId, ip });
    return token;
  }

  async resolve(token: string): Promise<SessionMember | undefined> {
    const [row] = await this.db
      .select({ sessionId: memberSessions.id, memberId: members.id, name: members.name, lastSeen: memberSessions.lastSeenAt })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(and(eq(memberSessions.tokenHash, tokenHash(token)), isNull(memberSessions.revokedAt), eq(members.status, MEMBER_ACTIVE)))
      .limit(1);
    const idle = row ? Date.now() - row.lastSeen.getTime() : Infinity;
    if (!row || idle >= this.idleMs) return undefined;
    if (idle >= TOUCH_MS) await this.db.update(memberSessions).set({ lastSeenAt: sql`now()` }).where(eq(memberSessions.id, row.sessionId));
    return { sessionId: row.sessionId, memberId: row.memberId, name: row.name };
  }

  async revoke(sessionId: number) {
    await this.db.update(memberSessions).set({ revokedAt: sql`now()` }).where(eq(memberSessions.id, sessionId));
    for (const l of this.revokeListeners) l({ sessionId });
  }

  /** Ends a member's sessions but perhaps the one in use (a changed password). */
  async revokeMember(memberId: number, exceptSessionId?: number) {
    const mine = and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt));
    await this.db
      .update(memberSessions)
      .set({ revokedAt: sql`now()` })
      .where(exceptSessionId ? and(mine, sql`${memberSessions.id} <> ${exceptSessionId}`) : mine);
    for (const l of this.revokeListeners) l({ memberId, exceptSessionId });
  }
}
