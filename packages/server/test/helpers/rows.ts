import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './app.js';

/** Rows in a table: read before and after a refused call to show nothing was written. */
export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row.n;
}

/** Row counts of several tables at once, for `expect(await counts(...)).toEqual(before)`. */
export async function counts(t: TestApp, tables: Record<string, PgTable>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = await rowCount(t, table);
  return out;
}

/** A JSON body a little over 10 MB. */
export const hugeBody = (field = 'vcname') => JSON.stringify({ [field]: 'a'.repeat(10 * 1024 * 1024) });
