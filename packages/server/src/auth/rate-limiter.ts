import type { Redis } from 'ioredis';
import { BoundedMap } from '../lib/data/bounded-map.js';

/** Counts events per key in a fixed window; shared through Redis when the app runs on several instances. */
export interface RateLimiter {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the key's window ends and its count starts again; 0 when it has none. */
  remainingMs(key: string): Promise<number>;
}

/**
 * Keys one instance remembers at most. Past it, keys whose window is over or that came once
 * leave first, then the oldest: a flood of new keys cannot free a key that is near its limit.
 */
const MAX_KEYS = 100_000;

export class MemoryRateLimiter implements RateLimiter {
  private windows: BoundedMap<string, { n: number; until: number }>;
  constructor(private windowMs: number, capacity = MAX_KEYS) {
    this.windows = new BoundedMap(capacity, (w) => w.n <= 1 || w.until <= Date.now());
  }

  private current(key: string) {
    const w = this.windows.get(key);
    if (w && w.until > Date.now()) return w;
    this.windows.delete(key);
    return undefined;
  }
  async count(key: string) {
    return this.current(key)?.n ?? 0;
  }
  async hit(key: string) {
    const w = this.current(key) ?? { n: 0, until: Date.now() + this.windowMs };
    w.n += 1;
    this.windows.set(key, w);
    return w.n;
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  async remainingMs(key: string) {
    const w = this.current(key);
    return w ? w.until - Date.now() : 0;
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(private redis: Redis, private windowMs: number, private prefix = 'halte:rl:') {}
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async hit(key: string) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).pexpire(k, this.windowMs, 'NX').exec()) as [[null, number]];
    return n;
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async remainingMs(key: string) {
    // -2 without the key, -1 without an expiry: neither holds anything back.
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }
}

/** A limiter shared by every instance through Redis when there is one, else this instance's own. */
export const rateLimiterOf = (redis: Redis | undefined, windowMs: number, prefix?: string): RateLimiter =>
  redis ? new RedisRateLimiter(redis, windowMs, prefix) : new MemoryRateLimiter(windowMs);
