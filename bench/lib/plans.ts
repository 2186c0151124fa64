import * as schema from '../../packages/server/src/db/schema/index.js';
import type { Database, Db } from '../../packages/server/src/db/client.js';
import { useListCache } from '../../packages/server/src/lib/data/list-cache.js';

interface Query { sql: string; params: unknown[] }
type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * The statements a list service sends for one request that finds its page (nothing kept yet),
 * caught by a Drizzle logger on the same connection.
 */
async function serviceQueries(database: Database, list: (db: Db) => Promise<unknown>): Promise<Query[]> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const seen: Query[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => seen.push({ sql: text, params }) };
  const { drizzle } = database.kind === 'postgres' ? await import('drizzle-orm/node-postgres') : await import('drizzle-orm/pglite');
  const db = (drizzle as (c: unknown, o: object) => unknown)(client, { schema, logger }) as Db;
  useListCache(db, 0);
  await list(db);
  return seen;
}

/** EXPLAIN ANALYZE of each statement with its bound parameters, as the service sends it. */
export async function plansOf(database: Database, list: (db: Db) => Promise<unknown>): Promise<string> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const out: string[] = [];
  for (const { sql: text, params } of await serviceQueries(database, list)) {
    await client.query(`explain (analyze, buffers, costs off) ${text}`, params); // warm-up
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
    out.push(`${text}\n-- params: ${JSON.stringify(params)}\n\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  return out.join('\n\n');
}
