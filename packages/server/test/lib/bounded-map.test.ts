import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/lib/data/bounded-map.js';
import { MemoryRateLimiter } from '../../src/auth/rate-limiter.js';

describe('a bounded map', () => {
  it('drops the oldest entry past its capacity, never all of them', () => {
    const m = new BoundedMap<string, number>(3);
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) m.set(k, i);
    expect(m.size).toBe(3);
    expect([...m.entries()].map(([k]) => k)).toEqual(['b', 'c', 'd']);
  });

  it('counts a rewritten key as new', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.set('a', 3);
    m.set('c', 4);
    expect([...m.entries()]).toEqual([['a', 3], ['c', 4]]);
  });

  it('lets expendable entries go before older ones that are not', () => {
    const m = new BoundedMap<string, { held: boolean }>(3, (v) => !v.held);
    m.set('held', { held: true });
    m.set('x1', { held: false });
    m.set('x2', { held: false });
    for (let i = 0; i < 1000; i++) m.set(`flood${i}`, { held: false });
    expect(m.get('held')).toEqual({ held: true });
    expect(m.size).toBe(3);
  });
});

describe('the in-memory rate limiter at capacity', () => {
  it('keeps counting a busy key while single hits from new keys flood in', async () => {
    // One instance keeps 100,000 keys.
    const limiter = new MemoryRateLimiter(60_000);
    for (let i = 0; i < 10; i++) await limiter.hit('203.0.113.9');
    for (let i = 0; i < 120_000; i++) await limiter.hit(`key${i}`);
    expect(await limiter.count('203.0.113.9')).toBe(10);
    expect(await limiter.count('key119999')).toBe(1);
    expect(await limiter.count('key0')).toBe(0);
  });
});
