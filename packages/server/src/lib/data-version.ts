import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dataVersions } from '../db/schema/index.js';
import { perDb } from './per-db.js';
import type { Db } from '../db/client.js';

const readVersion = perDb((db) =>
  db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, sql.placeholder('name'))).prepare('data_version'),
);

/**
 * The table's write counter (see db/schema/versions.ts); undefined for a table no trigger
 * counts, whose pages must then not be kept.
 */
export async function dataVersion(db: Parameters<typeof readVersion>[0], table: PgTable): Promise<number | undefined> {
  const [row] = await readVersion(db).execute({ name: getTableName(table) });
  return row?.version;
}

const readAllVersions = perDb((db) => db.select().from(dataVersions).prepare('data_versions_all'));

/** Every table's write counter, by table name: one small read. */
export async function allDataVersions(db: Db): Promise<Map<string, number>> {
  const rows = await readAllVersions(db).execute();
  return new Map(rows.map((r) => [r.name, r.version]));
}
