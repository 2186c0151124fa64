/** Values read per key, kept for a while: a route's line and its children change rarely. */
export class TimedCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly read: (key: K) => Promise<V>,
  ) {}

  get(key: K, now: number): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.read(key);
    this.entries.set(key, { at: now, value });
    // A failed read is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
