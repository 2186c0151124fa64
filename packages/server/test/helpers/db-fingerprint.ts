import { sql } from 'drizzle-orm';
import type { TestApp } from './app.js';

/**
 * Columns a refused request may still touch: a session's last use is written while its token is
 * checked, at most once a minute, whatever the request then turns out to be.
 */
const TOUCHED = new Set(['sessions.last_seen_at']);

interface TableColumns { table: string; columns: string[] }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const known = new WeakMap<TestApp, TableColumns[]>();

/** The stored tables and their columns, read once per app (migrations do not run in between). */
async function tablesOf(t: TestApp): Promise<TableColumns[]> {
  const cached = known.get(t);
  if (cached) return cached;
  const rows = (await t.database.db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as { rows?: { table: string; column: string }[] } | { table: string; column: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  const tables = new Map<string, string[]>();
  for (const { table, column } of list) {
    if (TOUCHED.has(`${table}.${column}`)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  const found = [...tables].map(([table, columns]) => ({ table, columns }));
  known.set(t, found);
  return found;
}

/**
 * A fingerprint of everything stored: each table's row count and a hash of its rows (the data
 * versions among them). Equal fingerprints before and after a request mean it wrote nothing.
 */
export async function dbFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await tablesOf(t);
  const parts = tables.map(({ table, columns }) => {
    const cols = columns.map(quote).join(', ');
    // A sum of row hashes does not depend on row order, so no sort is needed.
    return `select '${table}' as t, count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as f from (select ${cols} from ${quote(table)}) r`;
  });
  const result = (await t.database.db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows?: { t: string; f: string }[] } | { t: string; f: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]).sort();

/**
 * A cheap mark that moves whenever any transaction that wrote (or tried to) was started: the
 * next transaction id, which reading never takes. While it stands still, nothing was written
 * and the fingerprint need not be read again; the PostgreSQL server's other databases may move
 * it too, which only costs a fingerprint.
 */
export async function writeMark(t: TestApp): Promise<string> {
  const result = (await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as { rows?: { x: string }[] } | { x: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows[0].x;
}
