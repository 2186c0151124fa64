import { and, eq, isNull, sql } from 'drizzle-orm';
import { roles, sessions, users } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { newToken, tokenHash } from './tokens.js';

export interface SessionUser {
  sessionId: number;
  userId: number;
  roleId: number;
  roleCode: string;
  name: string;
}

interface Cached { user: SessionUser; lastSeen: number; checkedAt: number }

/** Which sessions just ended: one, or all of a user's but perhaps the one in use. */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number };

/** Local cache lifetime: a revocation on another instance takes effect within this. */
const CACHE_MS = 5_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

/** Bearer sessions with inactivity expiry. */
export class SessionStore {
  private cache = new Map<string, Cached>();
  private revokeListeners: ((r: Revocation) => void)[] = [];

  constructor(private db: Db, private idleMs: number) {}

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

  /** The signed-in user behind a token, or undefined when unknown, revoked or idle too long. */
  async resolve(token: string): Promise<SessionUser | undefined> {
    const key = tokenHash(token);
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.checkedAt < CACHE_MS && now - hit.lastSeen < this.idleMs) return this.touch(key, hit, now);
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
      .where(and(eq(sessions.tokenHash, key), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row || now - row.lastSeen.getTime() >= this.idleMs) {
      this.cache.delete(key);
      return undefined;
    }
    const { lastSeen, ...user } = row;
    return this.touch(key, { user, lastSeen: lastSeen.getTime(), checkedAt: now }, now);
  }

  private async touch(key: string, entry: Cached, now: number): Promise<SessionUser> {
    if (now - entry.lastSeen >= TOUCH_MS) {
      entry.lastSeen = now;
      await this.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, entry.user.sessionId));
    }
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(key, entry);
    return entry.user;
  }

  async revoke(token: string) {
    const key = tokenHash(token);
    this.cache.delete(key);
    const rows = await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, key)).returning({ id: sessions.id });
    for (const { id } of rows) this.revoked({ sessionId: id });
  }

  /** Ends every session of a user (password change, user deleted, role changed). */
  async revokeUser(userId: number, exceptSessionId?: number) {
    for (const [k, v] of this.cache) if (v.user.userId === userId && v.user.sessionId !== exceptSessionId) this.cache.delete(k);
    const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(exceptSessionId ? and(mine, sql`${sessions.id} <> ${exceptSessionId}`) : mine);
    this.revoked({ userId, exceptSessionId });
  }

  /** Forget cached entries so the next request re-reads user and role. */
  forgetUser(userId: number) {
    for (const [k, v] of this.cache) if (v.user.userId === userId) this.cache.delete(k);
  }
}
