import { describe, expect, it } from 'vitest';
import { AGAIN, ItemIntake, earlierOf, type ItemOutcome } from '../../src/lib/data/item-intake.js';

/** An intake that squares numbers, keeping the batches it was given; `fails` breaks any batch holding it. */
function squares(options: { fails?: number; refuses?: number; again?: (n: number, attempt: number) => boolean } = {}) {
  const batches: number[][] = [];
  const attempts = new Map<number, number>();
  const intake = new ItemIntake<number, number>(async (items) => {
    batches.push(items);
    if (options.fails !== undefined && items.includes(options.fails)) throw new Error(`batch with ${options.fails}`);
    return items.map((n): ItemOutcome<number> => {
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      if (n === options.refuses) return { error: new Error(`refused ${n}`) };
      if (options.again?.(n, attempt)) return AGAIN;
      return { value: n * n };
    });
  }, { maxItems: 10, concurrency: 1, attempts: 3, exhausted: () => new Error('undecided') });
  return { intake, batches };
}

const settled = (promises: Promise<number>[]) =>
  Promise.all(promises.map((p) => p.then((value) => ({ value }), (err: Error) => ({ error: err.message }))));

describe('the intake of field writes', () => {
  it('writes the items submitted together in one batch and answers each its own', async () => {
    const { intake, batches } = squares();
    expect(await Promise.all([1, 2, 3].map((n) => intake.submit(n)))).toEqual([1, 4, 9]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('an item the batch refuses fails alone', async () => {
    const { intake, batches } = squares({ refuses: 2 });
    expect(await settled([1, 2, 3].map((n) => intake.submit(n)))).toEqual([{ value: 1 }, { error: 'refused 2' }, { value: 9 }]);
    expect(batches).toHaveLength(1);
  });

  it('a batch that fails as a whole is written again item by item: only the item at fault gets the error', async () => {
    const { intake, batches } = squares({ fails: 2 });
    expect(await settled([1, 2, 3].map((n) => intake.submit(n)))).toEqual([{ value: 1 }, { error: 'batch with 2' }, { value: 9 }]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('an item its batch could not decide goes again in a later write, and is given up after its last attempt', async () => {
    const once = squares({ again: (n, attempt) => n === 2 && attempt === 1 });
    expect(await Promise.all([1, 2].map((n) => once.intake.submit(n)))).toEqual([1, 4]);
    expect(once.batches).toEqual([[1, 2], [2]]);
    const never = squares({ again: (n) => n === 2 });
    expect(await settled([1, 2].map((n) => never.intake.submit(n)))).toEqual([{ value: 1 }, { error: 'undecided' }]);
    expect(never.batches).toEqual([[1, 2], [2], [2]]);
  });
});

describe('earlierOf', () => {
  it('names for each item the first earlier one sharing a key with it', () => {
    const items = [['a', 'x'], ['b', 'y'], ['c', 'x'], ['a', null], ['d', 'z']] as const;
    expect(earlierOf([...items], (keys) => [...keys])).toEqual([undefined, undefined, 0, 0, undefined]);
  });
});
