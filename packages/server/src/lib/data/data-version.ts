import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dataVersions } from '../../db/schema/index.js';
import { perDb } from './per-db.js';
import type { Db } from '../../db/client.js';

/** A table's version: the sum of its counter rows (one, or one per connection for a hot table). */
const summed = sql<string | null>`sum(${dataVersions.version})`;

const readVersion = perDb((db) =>
  db.select({ version: summed }).from(dataVersions).where(eq(dataVersions.name, sql.placeholder('name'))).prepare('data_version'),
);

/**
 * The table's write counter (see db/schema/versions.ts); undefined for a table no trigger
 * counts, whose pages must then not be kept.
 */
export async function dataVersion(db: Parameters<typeof readVersion>[0], table: PgTable): Promise<number | undefined> {
  const [row] = await readVersion(db).execute({ name: getTableName(table) });
  return row?.version === null || row?.version === undefined ? undefined : Number(row.version);
}

const readAllVersions = perDb((db) =>
  db.select({ name: dataVersions.name, version: summed }).from(dataVersions).groupBy(dataVersions.name).prepare('data_versions_all'),
);

/** Every table's write counter, by table name: one small read. */
export async function allDataVersions(db: Db): Promise<Map<string, number>> {
  const rows = await readAllVersions(db).execute();
  return new Map(rows.map((r) => [r.name, Number(r.version)]));
}

/**
 * The sum of the tables' write counters: it moves whenever one of them is written (counters only
 * grow); undefined when one of them has no counter.
 */
export async function summedDataVersion(db: Db, tables: PgTable[]): Promise<number | undefined> {
  const versions = await Promise.all(tables.map((t) => dataVersion(db, t)));
  return versions.some((v) => v === undefined) ? undefined : versions.reduce((sum: number, v) => sum + v!, 0);
}
