import { describe, expect, it } from 'vitest';
import { ListCache } from '../../src/lib/data/list-cache.js';

const finding = (version: number, ids: number[]) => ({ version, ids, length: ids.length, exact: true });

describe('ListCache', () => {
  it('keeps the most recently used pages and lets the oldest go first', () => {
    const cache = new ListCache(2);
    cache.set('a', finding(1, [1]));
    cache.set('b', finding(1, [2]));
    expect(cache.get('a')?.ids).toEqual([1]); // 'a' is now the most recent
    cache.set('c', finding(1, [3]));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.ids).toEqual([1]);
    expect(cache.get('c')?.ids).toEqual([3]);
    expect(cache.size).toBe(2);
  });

  it('replaces a page found again at a newer version', () => {
    const cache = new ListCache(5);
    cache.set('a', finding(1, [1, 2]));
    cache.set('a', finding(2, [2]));
    expect(cache.get('a')).toEqual(finding(2, [2]));
    expect(cache.size).toBe(1);
  });

  it('keeps nothing at capacity 0', () => {
    const cache = new ListCache(0);
    cache.set('a', finding(1, [1]));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
