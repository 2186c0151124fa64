import { ApiError } from '../../api/client';

/** Something a phone console made while it may be offline: its own id, and how often sending it failed. */
export interface OutboxItem {
  client_id: string;
  attempts: number;
}

/** Where the queue is kept between page loads (asynchronous: IndexedDB). */
export interface OutboxStore<I extends OutboxItem> {
  load(): Promise<I[]>;
  write(items: I[]): Promise<void>;
}

/** How a console's items go to the server. */
export interface OutboxSender<I extends OutboxItem, R> {
  /** The items the next upload takes from the head of the queue: the head alone unless given. */
  batch?(queue: readonly I[]): I[];
  /** Uploads a batch, answering (the head's answer, or null) or throwing an `ApiError`. */
  send(batch: I[]): Promise<R | null>;
}

export interface OutboxState<I extends OutboxItem> {
  readonly items: readonly I[];
  readonly sending: boolean;
}

/** What became of an item once sent: the server's answer, or its refusal (the item is dropped). */
export type Outcome<I, R> = { item: I; result: R } | { item: I; refused: string };

/**
 * A failure worth trying again later: no answer, the server busy or broken, the session
 * ended (the queue waits for the same user to sign in again). Any other refusal is final.
 */
export const isRetryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500;

/**
 * A phone's queue of what it made: kept in storage, uploaded in the order made, each exactly
 * once by its client id. A batch that cannot be sent now stays at the head (nothing after it
 * overtakes it: a check-out never arrives before its check-in, a student's `out` before `in`).
 * The queue lives in memory and every change is written to the store in order; what is added
 * before the store has loaded goes after what the store kept.
 */
export class Outbox<I extends OutboxItem, R> {
  private listeners = new Set<() => void>();
  private outcomeListeners = new Set<(o: Outcome<I, R>) => void>();
  private running: Promise<void> | null = null;
  private state: OutboxState<I> = { items: [], sending: false };
  private loaded = false;
  private writing: Promise<void> = Promise.resolve();
  private readonly ready: Promise<void>;

  constructor(
    private readonly store: OutboxStore<I>,
    private readonly sender: OutboxSender<I, R>,
    private readonly isOnline: () => boolean = () => true,
  ) {
    this.ready = store
      .load()
      .catch(() => [] as I[])
      .then((kept) => {
        this.loaded = true;
        const added = this.state.items;
        const ids = new Set(kept.map((i) => i.client_id));
        const items = [...kept, ...added.filter((i) => !ids.has(i.client_id))];
        if (added.length > 0) this.save(items);
        else this.update({ ...this.state, items });
      });
  }

  /** Resolves once the kept queue is loaded and every change so far is written. */
  async saved(): Promise<void> {
    await this.ready;
    await this.writing;
  }

  /** What is queued and whether an upload is under way (a stable object between changes). */
  getState = (): OutboxState<I> => this.state;

  /** Queues an item; one whose client id is already queued is ignored (false). */
  add(item: I): boolean {
    const items = this.state.items;
    if (items.some((i) => i.client_id === item.client_id)) return false;
    this.save([...items, item]);
    return true;
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  /** Tells each answered batch's head, and each refused item. */
  onOutcome(fn: (o: Outcome<I, R>) => void) {
    this.outcomeListeners.add(fn);
    return () => void this.outcomeListeners.delete(fn);
  }

  /** Sends what is queued; one flush at a time (a second call waits for the one under way). */
  flush(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
      this.setSending(false);
    });
    return this.running;
  }

  private async drain() {
    await this.ready;
    while (this.isOnline()) {
      const queue = this.state.items;
      if (queue.length === 0) return;
      const batch = this.sender.batch?.(queue) ?? [queue[0]];
      this.setSending(true);
      try {
        const result = await this.sender.send(batch);
        this.remove(batch);
        if (result !== null) this.tell({ item: batch[0], result });
      } catch (err) {
        if (isRetryable(err)) {
          this.countAttempt(batch);
          return;
        }
        this.remove(batch);
        const message = err instanceof Error ? err.message : String(err);
        for (const item of batch) this.tell({ item, refused: message });
      }
    }
  }

  private remove(batch: I[]) {
    const sent = new Set(batch.map((i) => i.client_id));
    this.save(this.state.items.filter((i) => !sent.has(i.client_id)));
  }

  private countAttempt(batch: I[]) {
    const tried = new Set(batch.map((i) => i.client_id));
    this.save(this.state.items.map((i) => (tried.has(i.client_id) ? { ...i, attempts: i.attempts + 1 } : i)));
  }

  private tell(outcome: Outcome<I, R>) {
    this.outcomeListeners.forEach((fn) => fn(outcome));
  }

  private setSending(sending: boolean) {
    if (this.state.sending !== sending) this.update({ ...this.state, sending });
  }

  private save(items: I[]) {
    this.update({ ...this.state, items });
    // Written in order; a store that fails keeps the queue in memory for the page's life.
    if (this.loaded) this.writing = this.writing.then(() => this.store.write(items)).catch(() => undefined);
  }

  private update(state: OutboxState<I>) {
    this.state = state;
    this.listeners.forEach((fn) => fn());
  }
}
