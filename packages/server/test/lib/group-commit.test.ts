import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/lib/data/group-commit.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a group commit with a pause', () => {
  it('answers a lone item at once, then writes the items of the pause together', async () => {
    const writes: number[][] = [];
    const commits = new GroupCommit<number, number>(async (items) => {
      writes.push(items);
      return items.map((n) => n * 10);
    }, { maxItems: 100, concurrency: 1, pauseMs: 200 });

    const began = performance.now();
    expect(await commits.submit([1])).toEqual([10]);
    expect(performance.now() - began).toBeLessThan(150);
    // Arriving one by one during the pause after the first write: one write for all three.
    const later = [2, 3, 4].map(async (n, i) => {
      await sleep(i * 20);
      return commits.submit([n]);
    });
    expect(await Promise.all(later)).toEqual([[20], [30], [40]]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    await commits.idle();
  });
});
