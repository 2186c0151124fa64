import type { Redis } from 'ioredis';
import { BoundedMap } from '../lib/data/bounded-map.js';

/**
 * Failed attempts per key (a username at one address, or one account's password check) with a
 * growing delay: the first `freeFailures` cost nothing, then each further failure makes the next
 * attempt wait twice as long (1 s, 2 s, 4 s … up to `maxDelayMs`). A success clears the key;
 * failures are forgotten `windowMs` after the last one. Keyed by username *and* address, a
 * stranger guessing elsewhere cannot lock the real user out, while a guesser here slows to a crawl.
 */
export interface AttemptThrottle {
  /** Milliseconds before the key may try again; 0 when it may now. */
  wait(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  freeFailures: number;
  maxDelayMs: number;
  windowMs: number;
}

/** The wait after `failures` failures, the last at `last` (ms), as seen at `now`. */
export function waitAfter(policy: ThrottlePolicy, failures: number, last: number, now: number): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  const delay = Math.min(policy.maxDelayMs, 1000 * 2 ** Math.min(over - 1, 30));
  return Math.max(0, last + delay - now);
}

/** How long a key is remembered after its last failure: never shorter than the longest wait. */
const memoryOf = (p: ThrottlePolicy) => Math.max(p.windowMs, p.maxDelayMs);

/** Keys one instance remembers at most. */
const MAX_KEYS = 100_000;

export class MemoryAttemptThrottle implements AttemptThrottle {
  /**
   * Full, it lets go first of keys that hold nobody back (forgotten, or still within their free
   * failures): a flood of guesses at new usernames cannot free a username already slowed down.
   */
  private entries: BoundedMap<string, { failures: number; last: number }>;
  constructor(private policy: ThrottlePolicy, private now: () => number = Date.now, capacity = MAX_KEYS) {
    this.entries = new BoundedMap(capacity, (e) => e.failures <= policy.freeFailures || this.now() - e.last >= memoryOf(policy));
  }

  private current(key: string) {
    const e = this.entries.get(key);
    if (e && this.now() - e.last < memoryOf(this.policy)) return e;
    this.entries.delete(key);
    return undefined;
  }
  async wait(key: string) {
    const e = this.current(key);
    return e ? waitAfter(this.policy, e.failures, e.last, this.now()) : 0;
  }
  async fail(key: string) {
    const e = this.current(key) ?? { failures: 0, last: 0 };
    e.failures += 1;
    e.last = this.now();
    this.entries.set(key, e);
  }
  async clear(key: string) {
    this.entries.delete(key);
  }
}

/** The same, shared by every instance through Redis. */
export class RedisAttemptThrottle implements AttemptThrottle {
  constructor(private redis: Redis, private policy: ThrottlePolicy, private now: () => number = Date.now, private prefix = 'halte:throttle:') {}

  async wait(key: string) {
    const [failures, last] = await this.redis.hmget(this.prefix + key, 'failures', 'last');
    return failures ? waitAfter(this.policy, Number(failures), Number(last), this.now()) : 0;
  }
  async fail(key: string) {
    const k = this.prefix + key;
    await this.redis.multi().hincrby(k, 'failures', 1).hset(k, 'last', this.now()).pexpire(k, memoryOf(this.policy)).exec();
  }
  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
