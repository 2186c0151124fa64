import { and, Column, getTableName, gte, is, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, ListResponse, PeriodQuery } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { envelope, pageOf, searchAny, totalOver, type SearchTerm } from './paging.js';
import { listPage, orderBy, type ListFilter, type ListSource, type OrderKey } from './list-page.js';
import { periodRange } from './period.js';
import { perDb } from './per-db.js';
import { hourCountOf, type HourCounts } from './hour-counts.js';

/** A key of the order: a column ascending, or `{ desc: column }`. */
export type ListOrder = AnyPgColumn | { desc: AnyPgColumn };

/** A table joined to the listed one (inner unless `left`). */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  left?: boolean;
}

/** What a list call knows beyond its query. */
export interface ListContext {
  /** The zone a period's dates are days of (`TZ`). */
  timeZone: string;
}

/** A list's own filters: the query's keys beyond `q`, `page`, `limit` and the period. */
type ExtraKey<Q> = Exclude<keyof Q, keyof ListQuery | keyof PeriodQuery>;

/** One list, declared: what it reads, what `q` searches, its order and its filters. */
export interface ListDeclaration<Row extends { id: number }, T, Q extends ListQuery> {
  table: PgTable;
  /** The integer primary key; it also breaks ties in the order. */
  id: AnyPgColumn;
  /** The row's columns, `id` among them; joined columns come from `joins`. */
  columns: Record<string, AnyPgColumn | SQL | SQL.Aliased>;
  joins?: ListJoin[];
  /** Columns `q` matches any part of, or terms matched through another table. */
  search: SearchTerm[];
  /**
   * Other tables a kept list's search reads (through a `SearchVia`): their writes renew the kept
   * pages as the list's own table's do.
   */
  searchReads?: PgTable[];
  order: ListOrder[];
  /** The time column the period filter (`rt`, `from`, `to`, `m`, `y`) limits; for queries declared with a period. */
  period?: AnyPgColumn;
  /**
   * The table's rows counted per hour of `period` by triggers (lib/data/hour-counts.ts), for a kept
   * list: a page without search or extra filter takes its total from them instead of counting.
   */
  periodCounts?: HourCounts;
  /** The condition of each declared extra filter, applied when the query carries it. */
  filters?: { [K in ExtraKey<Q>]-?: (value: NonNullable<Q[K]>) => SQL };
  /**
   * A large table: its pages are found on the table alone (search, order and filters on its own
   * columns), kept while the table is unchanged, and their rows read by id (lib/data/list-page.ts).
   * Small tables are read in one query with their total.
   */
  kept?: boolean;
  map(row: Row): T;
  /** Adds what a page's rows need from elsewhere (a role's menus), in one query per page. */
  complete?(db: Db, data: T[]): Promise<T[]>;
}

export type ListService<T, Q extends ListQuery = ListQuery> = (db: Db, query: Q, context: ListContext) => Promise<ListResponse<T>>;

/** The declared order as keys with their directions. */
export const orderKeys = (order: ListOrder[]): OrderKey[] => order.map((o) => (is(o, Column) ? { column: o, desc: false } : { column: (o as { desc: AnyPgColumn }).desc, desc: true }));

/** The rows of the declaration with their joins, before WHERE. */
function selectFrom(db: Db, table: PgTable, fields: Record<string, AnyPgColumn | SQL | SQL.Aliased>, joins: ListJoin[]): PgSelect {
  let query: PgSelect = db.select(fields).from(table).$dynamic();
  for (const join of joins) query = join.left ? query.leftJoin(join.table, join.on) : query.innerJoin(join.table, join.on);
  return query;
}

/**
 * The query's search, extra filters and period as one condition, a text naming them for kept
 * pages, and how to count its rows apart when the declared counts can.
 */
function filterOf<Q extends ListQuery>(d: ListDeclaration<{ id: number }, unknown, Q>, query: Q, context: ListContext): ListFilter {
  const conditions: (SQL | undefined)[] = [searchAny(query.q, d.search)];
  const names = [query.q.trim().toLowerCase()];
  // A search or a filter beyond the period, of which the counts know nothing.
  let narrowed = names[0] !== '';
  for (const [name, condition] of Object.entries(d.filters ?? {}) as [string, (value: unknown) => SQL][]) {
    const value = (query as Record<string, unknown>)[name];
    if (value === undefined || value === '') continue;
    conditions.push(condition(value));
    names.push(`${name}=${String(value)}`);
    narrowed = true;
  }
  const range = d.period ? periodRange(query as PeriodQuery, context.timeZone) : undefined;
  if (d.period && range) {
    conditions.push(gte(d.period, range.start), lt(d.period, range.end));
    names.push(`period=${range.start.toISOString()}/${range.end.toISOString()}`);
  }
  const count = d.periodCounts && !narrowed ? hourCountOf(d.periodCounts, range) : undefined;
  return { where: and(...conditions), key: names.join('\u0000'), count, searching: names[0] !== '' };
}

/**
 * The list service of a declaration: `GET <resource>?q&page&limit[&period][&filters]` answered
 * in the list envelope. Every list goes through here; see `kept` for the two paths.
 */
export function listOf<Row extends { id: number }, T, Q extends ListQuery = ListQuery>(d: ListDeclaration<Row, T, Q>): ListService<T, Q> {
  const joins = d.joins ?? [];
  const order = orderKeys(d.order);
  const complete = async (db: Db, page: ListResponse<T>) => (d.complete ? { ...page, data: await d.complete(db, page.data) } : page);

  if (d.kept) {
    // The page's rows by id: one prepared statement per database handle.
    const rowsByIds = perDb((db) =>
      selectFrom(db, d.table, d.columns, joins).where(sql`${d.id} = any(${sql.placeholder('ids')})`).prepare(`${getTableName(d.table)}_by_ids`),
    );
    const source: ListSource<Row> = {
      table: d.table,
      id: d.id,
      order,
      alsoReads: d.searchReads,
      rows: async (db, ids) => (await rowsByIds(db).execute({ ids })) as Row[],
      idOf: (row) => row.id,
    };
    return async (db, query, context) => complete(db, await listPage(db, source, query, filterOf(d, query, context), d.map));
  }

  return async (db, query, context) => {
    const { where } = filterOf(d, query, context);
    const page = await pageOf(
      query,
      async (limit, offset) =>
        (await selectFrom(db, d.table, { ...d.columns, total: totalOver }, joins).where(where).orderBy(...orderBy(order, d.id)).limit(limit).offset(offset)) as (Row & {
          total: number;
        })[],
      async () => {
        const [row] = (await selectFrom(db, d.table, { n: sql<number>`count(*)`.mapWith(Number) }, joins).where(where)) as { n: number }[];
        return row.n;
      },
      (row) => d.map(row),
    );
    return complete(db, page);
  };
}

/** An empty page, for a list that cannot hold the rows asked for. */
export const emptyPage = <T>(query: ListQuery): ListResponse<T> => envelope(query, [], 0);
