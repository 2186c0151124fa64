import { BoundedMap } from '../lib/data/bounded-map.js';
import { tokenHash } from './tokens.js';

/** What a store reads of a session: who it is, and when it was last used. */
export interface FoundSession<S> { session: S; lastSeen: Date }

interface Cached<S> { session: S; lastSeen: number; checkedAt: number }

/** Local cache lifetime: a revocation on another instance takes effect within this. */
const CACHE_MS = 5_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;
/** Sessions cached at most; past it, the one least recently used leaves. */
const MAX_CACHED = 50_000;

/**
 * Bearer sessions that expire after `idleMs` unused, each resolved from the database at most
 * once per few seconds per instance: every request carries its token, and the phones of a
 * chat or a busy office send many. A revocation on this instance forgets the sessions at once.
 */
export abstract class CachedSessions<S extends { sessionId: number }> {
  private cache: BoundedMap<string, Cached<S>>;

  constructor(private idleMs: number, capacity = MAX_CACHED) {
    this.cache = new BoundedMap(capacity);
  }

  /** The live (not revoked) session of a token's hash, whatever its idle time. */
  protected abstract find(hash: string): Promise<FoundSession<S> | undefined>;
  /** Marks the session used now. */
  protected abstract touch(sessionId: number): Promise<void>;

  /** The session behind a token, or undefined when unknown, revoked or idle too long. */
  async resolve(token: string): Promise<S | undefined> {
    const key = tokenHash(token);
    const now = Date.now();
    let entry = this.cache.get(key);
    if (!entry || now - entry.checkedAt >= CACHE_MS || now - entry.lastSeen >= this.idleMs) {
      const found = await this.find(key);
      if (!found || now - found.lastSeen.getTime() >= this.idleMs) {
        this.cache.delete(key);
        return undefined;
      }
      entry = { session: found.session, lastSeen: found.lastSeen.getTime(), checkedAt: now };
    }
    if (now - entry.lastSeen >= TOUCH_MS) {
      entry.lastSeen = now;
      await this.touch(entry.session.sessionId);
    }
    this.cache.set(key, entry);
    return entry.session;
  }

  /** Forgets one token's session: the next request reads it again. */
  protected forgetToken(token: string) {
    this.cache.delete(tokenHash(token));
  }

  /** Forgets the cached sessions `which` picks. */
  protected forget(which: (session: S) => boolean) {
    for (const [key, entry] of this.cache.entries()) if (which(entry.session)) this.cache.delete(key);
  }
}
