import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryAttemptThrottle, RedisAttemptThrottle, type AttemptThrottle, type ThrottlePolicy } from '../../src/auth/attempt-throttle.js';

const policy: ThrottlePolicy = { freeFailures: 5, maxDelayMs: 300_000, windowMs: 15 * 60_000 };
let clock = 1_000_000;
const now = () => clock;

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.disconnect());

const kinds: [string, () => AttemptThrottle][] = [
  ['in memory', () => new MemoryAttemptThrottle(policy, now)],
  ['in Redis', () => new RedisAttemptThrottle(redis, policy, now, `halte:test:${randomBytes(4).toString('hex')}:`)],
];

describe.each(kinds)('the attempt throttle %s', (_name, make) => {
  it('lets five failures pass, then doubles the wait up to five minutes', async () => {
    const th = make();
    const waits: number[] = [];
    for (let i = 0; i < 15; i++) {
      await th.fail('budi@203.0.113.9');
      waits.push(await th.wait('budi@203.0.113.9'));
      clock += waits[waits.length - 1];
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000]);
  });

  it('keeps keys apart, counts down, clears on success, forgets after the window', async () => {
    const th = make();
    for (let i = 0; i < 7; i++) await th.fail('a');
    expect(await th.wait('a')).toBe(2000);
    expect(await th.wait('b')).toBe(0);
    clock += 500;
    expect(await th.wait('a')).toBe(1500);
    await th.clear('a');
    expect(await th.wait('a')).toBe(0);
    for (let i = 0; i < 7; i++) await th.fail('c');
    clock += 15 * 60_000;
    if (th instanceof MemoryAttemptThrottle) {
      await th.fail('c');
      expect(await th.wait('c')).toBe(0);
    }
  });
});

describe('the in-memory attempt throttle at capacity', () => {
  it('keeps slowing a held username while a flood of other usernames fills the map', async () => {
    const th = new MemoryAttemptThrottle(policy, now);
    for (let i = 0; i < 7; i++) await th.fail('admin@203.0.113.9');
    const held = await th.wait('admin@203.0.113.9');
    expect(held).toBeGreaterThan(0);
    // More new keys than one instance keeps (100,000), each within its free failures.
    for (let i = 0; i < 120_000; i++) await th.fail(`user${i}@198.51.100.${i % 250}`);
    expect(await th.wait('admin@203.0.113.9')).toBe(held);
    // The flood's own keys are bounded, and its newest are still counted.
    expect(await th.wait('user119999@198.51.100.249')).toBe(0);
  });
});
