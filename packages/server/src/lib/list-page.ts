import { asc, desc, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, ListResponse } from '@halte/contract';
import type { Db } from '../db/client.js';
import { countOf, envelope, pageOf, totalOver } from './paging.js';
import { summedDataVersion } from './data-version.js';
import { listCacheOf, type ListFinding } from './list-cache.js';

/** One key of a list's order. */
export interface OrderKey {
  column: AnyPgColumn;
  desc: boolean;
}

/** ORDER BY of the keys, the primary key last (in the last key's direction) so ties keep one order. */
export function orderBy(keys: { column: AnyPgColumn | SQL; desc: boolean }[], id: AnyPgColumn | SQL) {
  const last = keys.at(-1)?.desc ?? false;
  return [...keys.map((k) => (k.desc ? desc(k.column) : asc(k.column))), last ? desc(id) : asc(id)];
}

/** A large list's table: the order pages follow, and how the rows of a page are read. */
export interface ListSource<Row> {
  table: PgTable;
  /** The integer primary key; it also breaks ties in the order. */
  id: AnyPgColumn;
  order: OrderKey[];
  /** Other tables the filter reads; a write to them renews kept pages too. */
  alsoReads?: PgTable[];
  /** The full rows (joins included) of these ids, in any order. */
  rows(db: Db, ids: number[]): Promise<Row[]>;
  idOf(row: Row): number;
}

/** Which rows a page is of: the condition on the source's table and a text naming it for the cache. */
export interface ListFilter {
  where: SQL | undefined;
  key: string;
  /** How many rows match, counted apart from them (kept counts): the page is then found without counting its matches. */
  count?: (db: Db) => Promise<number>;
}

/**
 * Which ids form the page and how many rows match. A search keeps its window in a subquery over
 * the matches only: in one level PostgreSQL would cost `count(*) over ()` under a LIMIT as if it
 * stopped early and walk the whole name index instead (see bench/README.md).
 */
async function find(db: Db, source: ListSource<unknown>, { where, count }: ListFilter, query: ListQuery): Promise<ListFinding> {
  const { table, id, order } = source;
  const { page, limit } = query;
  if (!where || count) {
    const [rows, length] = await Promise.all([
      db.select({ id }).from(table).where(where).orderBy(...orderBy(order, id)).limit(limit).offset((page - 1) * limit),
      count ? count(db) : countOf(db, table),
    ]);
    return { ids: rows.map((r) => r.id as number), length };
  }
  const keys = Object.fromEntries(order.map((k, i) => [`k${i}`, k.column]));
  const matches = db.select({ id, ...keys, total: totalOver.as('total') }).from(table).where(where).as('matches');
  const m = matches as unknown as Record<string, AnyPgColumn>;
  const found = await pageOf(
    query,
    (lim, offset) =>
      db.select({ id: m.id, total: m.total }).from(matches).orderBy(...orderBy(order.map((k, i) => ({ column: m[`k${i}`], desc: k.desc })), m.id)).limit(lim).offset(offset),
    () => countOf(db, table, where),
    (r) => r.id as number,
  );
  return { ids: found.data, length: found.length };
}

/**
 * One page of a list in the envelope. Finding the page is the costly part of a search (every
 * match is read to count it and to order it); it is kept, per page and filter asked for, for as
 * long as the table's data version (raised by a trigger on every write, from any instance or
 * tool) has not moved. The rows themselves are always read fresh, so joined names are never
 * stale. A table without a counter (no trigger in the migrations) is searched on every request.
 */
export async function listPage<Row, T>(db: Db, source: ListSource<Row>, query: ListQuery, filter: ListFilter, map: (row: Row) => T): Promise<ListResponse<T>> {
  const cache = listCacheOf(db);
  const key = `${getTableName(source.table)}\u0000${filter.key}\u0000${query.page}\u0000${query.limit}`;

  const answer = (finding: ListFinding, rows: Row[]): ListResponse<T> => {
    const byId = new Map(rows.map((r) => [source.idOf(r), r]));
    return envelope(query, finding.ids.flatMap((id) => (byId.has(id) ? [map(byId.get(id)!)] : [])), finding.length);
  };
  const rowsOf = (ids: number[]) => (ids.length ? source.rows(db, ids) : Promise.resolve([]));

  if (cache.capacity <= 0) {
    const finding = await find(db, source, filter, query);
    return answer(finding, await rowsOf(finding.ids));
  }
  const known = cache.get(key);
  // The version a finding is kept under sums the counters of every table the filter reads.
  const tables = [source.table, ...(source.alsoReads ?? [])];
  // Read before the search: a write in between leaves this finding under the older version, never the newer.
  let version: number | undefined;
  if (known) {
    const [current, rows] = await Promise.all([summedDataVersion(db, tables), rowsOf(known.ids)]);
    if (current === known.version) return answer(known, rows);
    version = current;
  } else {
    version = await summedDataVersion(db, tables);
  }
  const finding = await find(db, source, filter, query);
  if (version !== undefined) cache.set(key, { version, ...finding });
  return answer(finding, await rowsOf(finding.ids));
}
