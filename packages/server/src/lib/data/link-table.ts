import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { fieldError } from '../http/http-error.js';

export interface LinkTable<T extends PgTable> {
  /** The id column of the linked records; every id given must be one of them. */
  target: PgColumn;
  /** The wire field and message of the 400 when an id is not found. */
  field: string;
  missing: string;
  /** The link table, which of its rows belong to the owner, and the row linking one id. */
  table: T;
  owned: SQL;
  row(id: number): PgInsertValue<T>;
}

/**
 * Replaces an owner's rows in a link table with the given ids: undefined keeps them as they
 * are, duplicates count once, and an unknown id is a field error before anything is written.
 */
export async function replaceLinks<T extends PgTable>(db: Db, ids: number[] | undefined, link: LinkTable<T>): Promise<void> {
  if (ids === undefined) return;
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await db.select({ id: link.target }).from(link.target.table).where(inArray(link.target, unique));
    if (found.length !== unique.length) throw fieldError(link.field, link.missing);
  }
  await db.delete(link.table).where(link.owned);
  if (unique.length) await db.insert(link.table).values(unique.map((id) => link.row(id)));
}
