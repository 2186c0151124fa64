/**
 * What one room is told, at most once per window: the first item after a quiet window goes out
 * at once (so a lone position arrives without delay), the items arriving within the window wait
 * for its end and go out together, the newest per key winning.
 */
export class WindowedBatch<K, V> {
  private pending = new Map<K, V>();
  private timer?: NodeJS.Timeout;
  private sentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly send: (items: V[]) => void,
    /** Whether `a` should replace `b` (an older item arriving late does not). */
    private readonly replaces: (a: V, b: V) => boolean,
  ) {}

  add(key: K, item: V) {
    const held = this.pending.get(key);
    if (!held || this.replaces(item, held)) this.pending.set(key, item);
    if (this.timer) return;
    const wait = this.sentAt + this.windowMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Nothing waiting and the window over: a new batch in its place would behave the same. */
  get idle(): boolean {
    return !this.timer && this.pending.size === 0 && Date.now() - this.sentAt >= this.windowMs;
  }

  close() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private flush() {
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const items = [...this.pending.values()];
    this.pending.clear();
    this.sentAt = Date.now();
    this.send(items);
  }
}
