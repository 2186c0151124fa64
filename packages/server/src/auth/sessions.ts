import { and, eq, isNull, sql } from 'drizzle-orm';
import { roles, sessions, users } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { newToken, tokenHash } from './tokens.js';
import { CachedSessions, type FoundSession } from './cached-sessions.js';

export interface SessionUser {
  sessionId: number;
  userId: number;
  roleId: number;
  roleCode: string;
  name: string;
}

/** Which sessions just ended: one, or all of a user's but perhaps the one in use. */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number };

/** Staff bearer sessions with inactivity expiry. */
export class SessionStore extends CachedSessions<SessionUser> {
  private revokeListeners: ((r: Revocation) => void)[] = [];

  constructor(private db: Db, idleMs: number) {
    super(idleMs);
  }

  /** Told after sessions are revoked, e.g. to close their live connections. */
  onRevoke(listener: (r: Revocation) => void) {
    this.revokeListeners.push(listener);
  }

  private revoked(r: Revocation) {
    for (const l of this.revokeListeners) l(r);
  }

  async create(userId: number, ip: string): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({ tokenHash: tokenHash(token), userId, ip });
    return token;
  }

  protected async find(hash: string): Promise<FoundSession<SessionUser> | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        lastSeen: sessions.lastSeenAt,
        roleId: users.roleId,
        roleCode: roles.code,
        name: users.name,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row) return undefined;
    const { lastSeen, ...session } = row;
    return { session, lastSeen };
  }

  protected async touch(sessionId: number) {
    await this.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }

  async revoke(token: string) {
    this.forgetToken(token);
    const rows = await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash(token))).returning({ id: sessions.id });
    for (const { id } of rows) this.revoked({ sessionId: id });
  }

  /** Ends every session of a user (password change, user deleted, role changed). */
  async revokeUser(userId: number, exceptSessionId?: number) {
    this.forget((s) => s.userId === userId && s.sessionId !== exceptSessionId);
    const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(exceptSessionId ? and(mine, sql`${sessions.id} <> ${exceptSessionId}`) : mine);
    this.revoked({ userId, exceptSessionId });
  }

  /** Forget cached entries so the next request re-reads user and role. */
  forgetUser(userId: number) {
    this.forget((s) => s.userId === userId);
  }
}
