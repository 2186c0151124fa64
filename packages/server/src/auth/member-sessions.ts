import { and, eq, isNull, sql } from 'drizzle-orm';
import { MEMBER_ACTIVE } from '@halte/contract';
import { memberSessions, members } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { newToken, tokenHash } from './tokens.js';
import { CachedSessions, type FoundSession } from './cached-sessions.js';

/** The member behind a member token. */
export interface SessionMember {
  sessionId: number;
  memberId: number;
  name: string;
}

/** Which member sessions just ended: one, or all of a member's but perhaps the one in use. */
export type MemberRevocation = { sessionId: number } | { memberId: number; exceptSessionId?: number };

/**
 * Members' bearer sessions, kept apart from staff sessions: a member token is unknown to the
 * staff store and a staff token to this one. A session ends when revoked, idle too long, or
 * when its account is no longer active (switched off or blocked by staff).
 */
export class MemberSessionStore extends CachedSessions<SessionMember> {
  private revokeListeners: ((r: MemberRevocation) => void)[] = [];

  constructor(private db: Db, idleMs: number) {
    super(idleMs);
  }

  /** Told after sessions are revoked, to close their live connections. */
  onRevoke(listener: (r: MemberRevocation) => void) {
    this.revokeListeners.push(listener);
  }

  async create(memberId: number, ip: string): Promise<string> {
    const token = newToken();
    await this.db.insert(memberSessions).values({ tokenHash: tokenHash(token), memberId, ip });
    return token;
  }

  protected async find(hash: string): Promise<FoundSession<SessionMember> | undefined> {
    const [row] = await this.db
      .select({ sessionId: memberSessions.id, memberId: members.id, name: members.name, lastSeen: memberSessions.lastSeenAt })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(and(eq(memberSessions.tokenHash, hash), isNull(memberSessions.revokedAt), eq(members.status, MEMBER_ACTIVE)))
      .limit(1);
    if (!row) return undefined;
    const { lastSeen, ...session } = row;
    return { session, lastSeen };
  }

  protected async touch(sessionId: number) {
    await this.db.update(memberSessions).set({ lastSeenAt: sql`now()` }).where(eq(memberSessions.id, sessionId));
  }

  async revoke(sessionId: number) {
    this.forget((s) => s.sessionId === sessionId);
    await this.db.update(memberSessions).set({ revokedAt: sql`now()` }).where(eq(memberSessions.id, sessionId));
    for (const l of this.revokeListeners) l({ sessionId });
  }

  /** Ends a member's sessions but perhaps the one in use (a changed password). */
  async revokeMember(memberId: number, exceptSessionId?: number) {
    this.forget((s) => s.memberId === memberId && s.sessionId !== exceptSessionId);
    const mine = and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt));
    await this.db
      .update(memberSessions)
      .set({ revokedAt: sql`now()` })
      .where(exceptSessionId ? and(mine, sql`${memberSessions.id} <> ${exceptSessionId}`) : mine);
    for (const l of this.revokeListeners) l({ memberId, exceptSessionId });
  }
}
