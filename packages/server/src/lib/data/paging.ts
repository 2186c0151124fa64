import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { pageTotal, type ListQuery, type ListResponse } from '@halte/contract';

/** The user's term lower-cased for LIKE, its % and _ taken literally. */
export const likeLiteral = (q: string) => q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE, with the user's % and _ taken literally. */
export const likePattern = (q: string) => `%${likeLiteral(q)}%`;

/**
 * A search term matched otherwise than by LIKE on a column, e.g. through another table (the
 * member's name): gets the LIKE pattern and the keyword as typed (trimmed), answers the condition.
 */
export interface SearchVia {
  match(pattern: string, keyword: string): SQL;
}

export type SearchTerm = AnyColumn | SQL | SearchVia;

const isVia = (t: SearchTerm): t is SearchVia => typeof (t as SearchVia).match === 'function';

/** `lower(col) LIKE %q%` over any of the terms (served by the trigram indexes); undefined when q is empty. */
export function searchAny(q: string, terms: SearchTerm[]): SQL | undefined {
  if (!q.trim()) return undefined;
  const pattern = likePattern(q);
  return sql`(${sql.join(terms.map((t) => (isVia(t) ? t.match(pattern, q.trim()) : sql`lower(${t}) like ${pattern}`)), sql` or `)})`;
}

/**
 * Builds the list envelope. `fetch` gets limit/offset and answers rows carrying `total`
 * from `count(*) over ()`, so one query serves the page and its count; only past the last
 * page is `count` asked. `map` turns a row into its wire shape.
 */
export async function pageOf<Row extends { total: number }, T>(
  query: ListQuery,
  fetch: (limit: number, offset: number) => PromiseLike<Row[]>,
  count: () => Promise<number>,
  map: (row: NoInfer<Row>) => T,
): Promise<ListResponse<T>> {
  const { page, limit } = query;
  const rows = await fetch(limit, (page - 1) * limit);
  const length = rows.length > 0 ? Number(rows[0].total) : page > 1 ? await count() : 0;
  return envelope(query, rows.map(map), length);
}

/** The list envelope around one page of data and the number of matching rows (or, not `exact`, at least so many). */
export const envelope = <T>({ page, limit }: ListQuery, data: T[], length: number, exact = true): ListResponse<T> => ({
  data,
  length,
  ...(exact ? {} : { length_exact: false as const }),
  page_total: pageTotal(length, limit),
  page,
  limit,
});

/** The `total` column for `pageOf`. */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/** Rows of a table matching a condition. */
export async function countOf(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where);
  return row.n;
}
