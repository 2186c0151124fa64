/** One caller's items waiting for the next write, and how to answer it. */
interface Waiting<I, R> {
  items: I[];
  resolve(results: R[]): void;
  reject(err: unknown): void;
}

export interface GroupCommitOptions {
  /** Items one write takes at most; a caller's items are never split, so one caller may exceed it. */
  maxItems: number;
  /** Writes in flight at once (1 on an engine that runs one statement at a time). */
  concurrency: number;
  /**
   * How long a write's slot stays taken after its callers are answered, so the items arriving
   * meanwhile make one larger write (work that may wait a moment, to spend fewer statements).
   */
  pauseMs?: number;
}

/**
 * Group commit: callers that submit while a write is under way are written together by the next
 * one, so a burst of small submissions costs a few large writes instead of many small ones. Each
 * caller's promise settles only when the write holding its items has finished (committed, or
 * failed: then every caller of that write gets the error). `write` returns one result per item,
 * in order; each caller receives the results of its own items.
 */
export class GroupCommit<I, R> {
  private queue: Waiting<I, R>[] = [];
  private running = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private write: (items: I[]) => Promise<R[]>, private options: GroupCommitOptions) {}

  submit(items: I[]): Promise<R[]> {
    if (items.length === 0) return Promise.resolve([]);
    return new Promise<R[]>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every item submitted so far has been written (or has failed). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Callers waiting for a write that has not started yet. */
  get waiting() {
    return this.queue.length;
  }

  /**
   * Starts a write on the next turn of the event loop rather than at once, so the requests that
   * arrived together (parsed in the same turn) share it.
   */
  private schedule() {
    if (this.scheduled || this.running >= this.options.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.options.concurrency && this.queue.length) void this.flush(this.take());
    });
  }

  private take(): Waiting<I, R>[] {
    const group: Waiting<I, R>[] = [];
    let count = 0;
    while (this.queue.length && (group.length === 0 || count + this.queue[0].items.length <= this.options.maxItems)) {
      const next = this.queue.shift()!;
      group.push(next);
      count += next.items.length;
    }
    return group;
  }

  private async flush(group: Waiting<I, R>[]) {
    this.running += 1;
    try {
      const results = await this.write(group.flatMap((w) => w.items));
      let at = 0;
      for (const w of group) {
        w.resolve(results.slice(at, at + w.items.length));
        at += w.items.length;
      }
    } catch (err) {
      for (const w of group) w.reject(err);
    } finally {
      if (this.options.pauseMs) await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs));
      this.running -= 1;
      this.schedule();
      if (this.running === 0 && this.queue.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
