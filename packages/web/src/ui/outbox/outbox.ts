import { ApiError } from '../../api/client';

/** Something a phone console made while it may be offline: its own id, and how often sending it failed. */
export interface OutboxItem {
  client_id: string;
  attempts: number;
}

/**
 * Where the queue is kept between page loads (asynchronous: IndexedDB), item by item: no
 * operation rewrites another item, so what another tab queued is never overwritten.
 */
export interface OutboxStore<I extends OutboxItem> {
  /** The queue's items, in the order added. */
  load(): Promise<I[]>;
  /** Adds an item at the end (one whose client id is kept already stays as it is). */
  add(item: I): Promise<void>;
  /** Rewrites a kept item (its attempts); one no longer kept stays gone. */
  update(item: I): Promise<void>;
  remove(clientIds: string[]): Promise<void>;
  /** Calls `fn` when another tab changed the queue; answers how to stop. */
  watch?(fn: () => void): () => void;
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
 * The queue lives in memory and each change is written to the store as its own operation, in
 * order. Every flush first reloads the queue from the store (what the user's other tabs queued is
 * sent too, in order; an item two tabs send is answered once by its client id) and sends nothing
 * until a load has succeeded; an item not yet written, or whose writing failed, stays in memory
 * and its writing is tried again.
 */
export class Outbox<I extends OutboxItem, R> {
  private listeners = new Set<() => void>();
  private outcomeListeners = new Set<(o: Outcome<I, R>) => void>();
  private running: Promise<void> | null = null;
  private state: OutboxState<I> = { items: [], sending: false };
  /** Client ids added here whose record is not written yet (under way, or the store failed). */
  private unwritten = new Set<string>();
  /** Client ids sent or refused here: a load that began before their removal does not bring them back. */
  private gone = new Set<string>();
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: OutboxStore<I>,
    private readonly sender: OutboxSender<I, R>,
    private readonly isOnline: () => boolean = () => true,
  ) {
    void this.reload();
  }

  /** Resolves once every load and change so far is done. */
  async saved(): Promise<void> {
    let last: Promise<unknown>;
    do {
      last = this.writing;
      await last;
    } while (last !== this.writing);
  }

  /** What is queued and whether an upload is under way (a stable object between changes). */
  getState = (): OutboxState<I> => this.state;

  /** Queues an item; one whose client id is already queued is ignored (false). */
  add(item: I): boolean {
    const items = this.state.items;
    if (items.some((i) => i.client_id === item.client_id)) return false;
    this.setItems([...items, item]);
    this.unwritten.add(item.client_id);
    void this.writeAdded();
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

  /** Follows what the user's other tabs do to the queue (where the store tells); answers how to stop. */
  watch(): () => void {
    return this.store.watch?.(() => void this.reload()) ?? (() => undefined);
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
    if (!(await this.reload())) return;
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

  /** Runs store operations one after another; answers whether this one succeeded. */
  private queued(operation: () => Promise<void>): Promise<boolean> {
    const done = this.writing.then(operation).then(
      () => true,
      () => false,
    );
    this.writing = done;
    return done;
  }

  /**
   * Writes the items added here and not written yet, in the order added; one that fails stops the
   * pass, so nothing after it is kept ahead of it (the next pass tries it again).
   */
  private writeAdded(): Promise<boolean> {
    return this.queued(async () => {
      for (const item of this.state.items.filter((i) => this.unwritten.has(i.client_id))) {
        await this.store.add(item);
        this.unwritten.delete(item.client_id);
      }
    });
  }

  /**
   * Takes the queue as the store keeps it, after writing what failed to be written before; what
   * is in memory only because its writing is under way or failed stays, after the kept items, in
   * the order added. An item no longer kept was sent by another tab. Answers whether the load
   * succeeded.
   */
  private async reload(): Promise<boolean> {
    if (this.unwritten.size > 0) void this.writeAdded();
    let kept: I[] = [];
    const loaded = await this.queued(async () => void (kept = await this.store.load()));
    if (!loaded) return false;
    kept = kept.filter((i) => !this.gone.has(i.client_id));
    const ids = new Set(kept.map((i) => i.client_id));
    this.setItems([...kept, ...this.state.items.filter((i) => !ids.has(i.client_id) && this.unwritten.has(i.client_id))]);
    return true;
  }

  private remove(batch: I[]) {
    const sent = new Set(batch.map((i) => i.client_id));
    this.setItems(this.state.items.filter((i) => !sent.has(i.client_id)));
    for (const id of sent) {
      this.unwritten.delete(id);
      this.gone.add(id);
    }
    void this.queued(() => this.store.remove([...sent]));
  }

  private countAttempt(batch: I[]) {
    const tried = new Set(batch.map((i) => i.client_id));
    const items = this.state.items.map((i) => (tried.has(i.client_id) ? { ...i, attempts: i.attempts + 1 } : i));
    this.setItems(items);
    for (const item of items) if (tried.has(item.client_id)) void this.queued(() => this.store.update(item));
  }

  private tell(outcome: Outcome<I, R>) {
    this.outcomeListeners.forEach((fn) => fn(outcome));
  }

  private setSending(sending: boolean) {
    if (this.state.sending !== sending) this.update({ ...this.state, sending });
  }

  private setItems(items: readonly I[]) {
    this.update({ ...this.state, items });
  }

  private update(state: OutboxState<I>) {
    this.state = state;
    this.listeners.forEach((fn) => fn());
  }
}
