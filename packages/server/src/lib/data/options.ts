import { and, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { idsOf, type Option, type OptionQuery } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { searchAny } from './paging.js';
import { orderBy } from './list-page.js';
import { orderKeys, type ListOrder } from './list.js';

/** What every option is; a list may say more of its own. */
type OptionShape = Pick<Option, 'value' | 'label'>;

/** One option list (`/lists/*`), declared: its table, value, label, further fields and order. */
export interface OptionsDeclaration {
  table: PgTable;
  /** The integer id an option stands for. */
  value: AnyPgColumn;
  label: AnyPgColumn | SQL;
  /** Further fields of each option a form reads (a school's level). */
  fields?: Record<string, AnyPgColumn | SQL>;
  /** Columns `q` matches any part of; the label by default. */
  search?: (AnyPgColumn | SQL)[];
  order: ListOrder[];
}

export type OptionsService<T extends OptionShape = Option> = (db: Db, query: OptionQuery, scope?: SQL) => Promise<{ data: T[] }>;

/**
 * The service of an option list: the options whose search columns hold `q`, at most `limit`, in
 * the declared order; or with `ids` exactly those (the values a form already holds, whatever
 * `q` says). `scope` narrows the list further (a school level's classes, this mode's menus).
 */
export function optionsOf<T extends OptionShape = Option>(d: OptionsDeclaration): OptionsService<T> {
  const fields = { value: d.value, label: d.label, ...d.fields };
  const keys = orderKeys(d.order);
  return async (db, query, scope) => {
    const ids = idsOf(query.ids);
    const where = ids.length ? and(inArray(d.value, ids), scope) : and(searchAny(query.q, d.search ?? [d.label]), scope);
    const rows = await db
      .select(fields)
      .from(d.table)
      .where(where)
      .orderBy(...orderBy(keys, d.value))
      .limit(ids.length ? ids.length : query.limit);
    return { data: rows as T[] };
  };
}
