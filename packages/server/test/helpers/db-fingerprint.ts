import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { offPathWorkSettled } from '../../src/lib/data/off-path-work.js';

/** Anything holding an open database: a test app, or a database opened by itself. */
type Holder = { database: { db: Db }; app?: FastifyInstance };

/**
 * Waits for the work earlier requests started off their path (parents' alerts, a finished trip's
 * history): it is those requests' writes, not the measured one's.
 */
const earlierWorkDone = async (t: Holder) => {
  if (t.app) await offPathWorkSettled(t.app);
};

/**
 * Columns a refused request may still touch: a session's last use is written while its token is
 * checked, at most once a minute, whatever the request then turns out to be.
 */
const TOUCHED = new Set(['sessions.last_seen_at']);

interface TableColumns { table: string; columns: string[] }

/** The rows of `db.execute`, which node-postgres wraps in `{ rows }` and PGlite's driver may not. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const known = new WeakMap<Holder, TableColumns[]>();

/** The stored tables and their columns, read once per app (migrations do not run in between). */
async function tablesOf(t: Holder): Promise<TableColumns[]> {
  const cached = known.get(t);
  if (cached) return cached;
  const list = await rowsOf<{ table: string; column: string }>(t.database.db, sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
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
export async function dbFingerprint(t: Holder): Promise<Record<string, string>> {
  await earlierWorkDone(t);
  const tables = await tablesOf(t);
  const parts = tables.map(({ table, columns }) => {
    const cols = columns.map(quote).join(', ');
    // A sum of row hashes does not depend on row order, so no sort is needed.
    return `select '${table}' as t, count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as f from (select ${cols} from ${quote(table)}) r`;
  });
  const rows = await rowsOf<{ t: string; f: string }>(t.database.db, sql.raw(parts.join(' union all ')));
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
export async function writeMark(t: Holder): Promise<string> {
  await earlierWorkDone(t);
  const rows = await rowsOf<{ x: string }>(t.database.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return rows[0].x;
}

/** Where each sequence stands: a restored database must hand out the next ids, not old ones. */
export async function sequences(db: Db) {
  const rows = await rowsOf<{ name: string; last_value: number | null }>(db, sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.last_value)]));
}
