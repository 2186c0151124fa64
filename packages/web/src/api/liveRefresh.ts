import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveTable } from '@halte/contract';

/**
 * The tables a query's answer shows: those its endpoint declares (`reads` in the contract), set
 * as the query's meta by the hooks that make it. Empty for one no announcement concerns.
 */
export const tablesRead = (query: Pick<Query, 'meta'>): readonly LiveTable[] => query.meta?.reads ?? [];

/** Fetches again every query that shows one of `tables` (the ones on screen at once, the rest when next shown). */
export function refreshTables(client: QueryClient, tables: readonly string[]) {
  if (tables.length === 0) return Promise.resolve();
  return client.invalidateQueries({ predicate: (q) => tablesRead(q).some((t) => tables.includes(t)) });
}
