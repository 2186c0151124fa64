import { GroupCommit } from '../../../lib/data/group-commit.js';

/** Items one pass takes at most: a busy morning's scans of a second or two. */
const MAX_ITEMS = 2000;
/**
 * The pause after a pass before the next may start: an alert alone goes at once, those that
 * follow within it go together. A parent hears of a boarding at most this much later; the
 * engine spends a pass's statements on a quarter second's alerts instead of each scan's.
 */
const PAUSE_MS = 250;

/**
 * A line of alert work per dependency object (each app passes itself): items submitted while a
 * pass is under way (or in the pause after it) are handled together by the next one, one pass at
 * a time. Under a burst of scans the
 * parents' notices cost a few large statements instead of a few small ones per scan batch, and
 * the alert work never takes more than one database connection from the field intake.
 */
export function alertLine<D extends object, I>(pass: (deps: D, items: I[]) => Promise<void>): (deps: D, items: I[]) => Promise<void> {
  const lines = new WeakMap<D, GroupCommit<I, void>>();
  return async (deps, items) => {
    let line = lines.get(deps);
    if (!line) {
      line = new GroupCommit<I, void>(async (batch) => {
        await pass(deps, batch);
        return batch.map(() => undefined);
      }, { maxItems: MAX_ITEMS, concurrency: 1, pauseMs: PAUSE_MS });
      lines.set(deps, line);
    }
    await line.submit(items);
  };
}
