import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { summedDataVersion } from './data-version.js';
import { LruCache } from './list-cache.js';
import { perDb } from './per-db.js';

/**
 * Answers computed from a few tables, kept until one of those tables is written (by any instance
 * or tool: the data versions are the database's). One small read then stands for the whole
 * computation — for figures many screens ask for at once, such as the dashboards every open
 * browser fetches again on the same write's event. `tables` must name every table the answer
 * reads; an answer that also depends on the clock must carry the date in its key.
 */
export function keptAnswers<T>(tables: PgTable[], capacity = 64) {
  const caches = perDb(() => new LruCache<{ version: number; value: T }>(capacity));
  return async (db: Db, key: string, compute: () => Promise<T>): Promise<T> => {
    // Read before computing: a write in between leaves the answer under the older version, never the newer.
    const version = await summedDataVersion(db, tables);
    if (version === undefined) return compute();
    const cache = caches(db);
    const kept = cache.get(key);
    if (kept?.version === version) return kept.value;
    const value = await compute();
    cache.set(key, { version, value });
    return value;
  };
}
