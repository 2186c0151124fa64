/** How many of the oldest entries a full map looks through for one it may drop before dropping the oldest. */
const LOOK_AHEAD = 64;

/**
 * A Map that holds at most `capacity` entries. Writing a key makes it the newest; when a write
 * goes past the capacity, one entry leaves: the oldest that `expendable` lets go (among the
 * oldest few), else the oldest of all. A flood of new keys so pushes out other new keys and
 * spent ones first, and never empties the map at once (a throttle that forgot everything
 * would let the flood's real target go free).
 */
export class BoundedMap<K, V> {
  private map = new Map<K, V>();

  constructor(
    readonly capacity: number,
    private expendable: (value: V) => boolean = () => true,
  ) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
  }

  get size() {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Stores `value` as the newest entry, dropping one entry when the map is then over capacity. */
  set(key: K, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.dropOne(key);
  }

  delete(key: K) {
    return this.map.delete(key);
  }

  entries() {
    return this.map.entries();
  }

  private dropOne(kept: K) {
    let oldest: K | undefined;
    let looked = 0;
    for (const [key, value] of this.map) {
      if (key === kept) continue;
      oldest ??= key;
      if (this.expendable(value)) {
        this.map.delete(key);
        return;
      }
      if (++looked >= LOOK_AHEAD) break;
    }
    if (oldest !== undefined) this.map.delete(oldest);
  }
}
