import type { Redis } from 'ioredis';
import { MEMBER_LIMIT_MSG, type MemberLimitKind } from '@halte/contract';
import type { Config } from '../config.js';
import { tooManyRequests } from '../lib/http/http-error.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter.js';

/** Who sends: the member once there is one, and the address the request or connection came from. */
export interface Sender { memberId?: number; address: string }

type Limits = Config['memberLimits'];

/**
 * Counts what members send, per member and per address, each kind in its own fixed window. With
 * Redis the counts are shared by every instance, so a message over HTTP on one and over a socket
 * on another count alike.
 */
export class MemberLimits {
  private limiters: Record<MemberLimitKind, RateLimiter>;

  constructor(private limits: Limits, redis?: Redis) {
    const limiterOf = (kind: MemberLimitKind) =>
      redis ? new RedisRateLimiter(redis, limits[kind].windowMs, `halte:member-limit:${kind}:`) : new MemoryRateLimiter(limits[kind].windowMs);
    this.limiters = { messages: limiterOf('messages'), complaints: limiterOf('complaints'), photos: limiterOf('photos'), signups: limiterOf('signups') };
  }

  /**
   * Counts one more `kind` from `sender`, or throws the 429 that tells how long until the window
   * frees. The member is counted first, and the address only when the member was allowed: one
   * member's refused flood does not use up the address other parents behind it share.
   */
  async take(kind: MemberLimitKind, sender: Sender): Promise<void> {
    const limit = this.limits[kind];
    const counted: [string, number][] = [];
    if (sender.memberId !== undefined && 'perMember' in limit) counted.push([`member:${sender.memberId}`, limit.perMember]);
    counted.push([`address:${sender.address}`, limit.perAddress]);
    const limiter = this.limiters[kind];
    for (const [key, max] of counted) {
      if ((await limiter.hit(key)) > max) {
        const waitMs = await limiter.remainingMs(key);
        throw tooManyRequests(MEMBER_LIMIT_MSG[kind](waitMs), waitMs);
      }
    }
  }
}
