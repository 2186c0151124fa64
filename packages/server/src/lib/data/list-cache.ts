import type { Db } from '../../db/client.js';

/** A page of a list as the database last answered it: which ids, in order, and how many rows match. */
export interface ListFinding {
  ids: number[];
  length: number;
  /** False when `length` is a lower bound (a search that stopped counting). */
  exact: boolean;
}

interface Entry extends ListFinding {
  /** The table's data version read before the finding was made. */
  version: number;
}

/** The entries most recently asked for, evicted least recently used first. */
export class LruCache<V> {
  private entries = new Map<string, V>();
  constructor(readonly capacity: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: V) {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

/** The list findings most recently asked for. */
export class ListCache extends LruCache<Entry> {}

const DEFAULT_CAPACITY = 2_000;
const caches = new WeakMap<Db, ListCache>();

/** Gives a database handle its cache, sized from the configuration (0 turns caching off). */
export function useListCache(db: Db, capacity: number): ListCache {
  const cache = new ListCache(capacity);
  caches.set(db, cache);
  return cache;
}

/** The handle's cache; one of the default size when the app did not set one (scripts, benches). */
export function listCacheOf(db: Db): ListCache {
  return caches.get(db) ?? useListCache(db, DEFAULT_CAPACITY);
}
