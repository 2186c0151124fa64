import type { Redis } from 'ioredis';

/** Counts events per key in a fixed window; shared through Redis when the app runs on several instances. */
export interface RateLimiter {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { n: number; until: number }>();
  constructor(private windowMs: number) {}

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
    if (this.windows.size > 100_000) this.windows.clear();
    this.windows.set(key, w);
    return w.n;
  }
  async reset(key: string) {
    this.windows.delete(key);
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
}
