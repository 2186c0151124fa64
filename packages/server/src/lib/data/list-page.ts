import { asc, desc, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_UP_TO, type ListQuery, type ListResponse } from '@halte/contract';
import type { Db } from '../../db/client.js';
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
  /** A search term is among the conditions: past `EXACT_TOTAL_UP_TO` matches the total may be a lower bound. */
  searching?: boolean;
}

/** The page of a filter's rows and their exact count. */
async function counted(db: Db, { table, id, order }: ListSource<unknown>, where: SQL | undefined, query: ListQuery): Promise<ListFinding> {
  // The window is kept in a subquery over the matches only: in one level PostgreSQL would cost
  // `count(*) over ()` under a LIMIT as if it stopped early and walk the whole order's index instead.
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
  return { ids: found.data, length: found.length, exact: true };
}

/**
 * A search's page: the ids of its matches in the list's order, read only as far as needed (the
 * page, and one row past `EXACT_TOTAL_UP_TO`, or past the page when deeper). Fewer found than
 * asked for means every match was seen and the total is exact; otherwise it is the number seen,
 * a lower bound. The database stops at the limit: a common term walks the order's index until
 * it is reached, a rare one sorts its few matches, and neither counts every match. The ids come
 * back rather than a page and a window's count over them: under an outer LIMIT PostgreSQL plans
 * the inner one as if few rows were wanted and walks the order's index for a rare term too.
 */
async function searched(db: Db, { table, id, order }: ListSource<unknown>, where: SQL, query: ListQuery): Promise<ListFinding> {
  const offset = (query.page - 1) * query.limit;
  const reach = Math.max(EXACT_TOTAL_UP_TO + 1, offset + query.limit + 1);
  const seen = await db.select({ id }).from(table).where(where).orderBy(...orderBy(order, id)).limit(reach);
  return { ids: seen.slice(offset, offset + query.limit).map((r) => r.id as number), length: seen.length, exact: seen.length < reach };
}

/** Which ids form the page and how many rows match (a search's: at least how many). */
async function find(db: Db, source: ListSource<unknown>, { where, count, searching }: ListFilter, query: ListQuery): Promise<ListFinding> {
  if (where && searching && !count) return searched(db, source, where, query);
  if (where && !count) return counted(db, source, where, query);
  const { table, id, order } = source;
  const [rows, length] = await Promise.all([
    db.select({ id }).from(table).where(where).orderBy(...orderBy(order, id)).limit(query.limit).offset((query.page - 1) * query.limit),
    count ? count(db) : countOf(db, table),
  ]);
  return { ids: rows.map((r) => r.id as number), length, exact: true };
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
    return envelope(query, finding.ids.flatMap((id) => (byId.has(id) ? [map(byId.get(id)!)] : [])), finding.length, finding.exact);
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
