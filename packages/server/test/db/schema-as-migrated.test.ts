import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import { rowsOf } from '../../src/lib/data/sql-rows.js';
import { freshDatabase } from '../helpers/database.js';

// The Drizzle schema is the data model the code reads and what `npm run db:generate` diffs
// against; the migrations are what a database really gets. This holds them equal, on each engine.

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableConfig(t));
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

/** Drizzle's type names as PostgreSQL's format_type writes them. */
function typeOf(column: PgColumn): string {
  const type = column.getSQLType().replace(/, /g, ',');
  const named: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint', timestamptz: 'timestamp with time zone' };
  return named[type] ?? type.replace(/^varchar/, 'character varying');
}

/** Each table of the public schema (not a partition of one) as `name: [column type null|not null default?|generated?]`. */
async function migratedColumns() {
  const rows = await query<{ table: string; column: string; type: string; not_null: boolean; has_default: boolean; generated: boolean }>(sql`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
      ((a.atthasdef and a.attgenerated = '') or a.attidentity <> '') as has_default, a.attgenerated <> '' as generated
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped`);
  return rows.map((r) => `${r.table}.${r.column} ${r.type}${r.not_null ? ' not null' : ''}${r.has_default ? ' default' : ''}${r.generated ? ' generated' : ''}`).sort();
}

const declaredColumns = () =>
  tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name} ${typeOf(c)}${c.notNull ? ' not null' : ''}${c.hasDefault ? ' default' : ''}${c.generated ? ' generated' : ''}`)).sort();

/** Indexes and constraints by name: `table kind name`. */
async function migratedNames() {
  const indexes = await query<{ table: string; name: string; is_constraint: boolean }>(sql`
    select t.relname as table, i.relname as name, exists (select 1 from pg_constraint k where k.conindid = i.oid and k.conrelid = t.oid) as is_constraint
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and not t.relispartition`);
  const constraints = await query<{ table: string; name: string; kind: string; target: string | null; on_delete: string }>(sql`
    select t.relname as table, k.conname as name, k.contype as kind, r.relname as target, k.confdeltype as on_delete
    from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace left join pg_class r on r.oid = k.confrelid
    where n.nspname = 'public' and not t.relispartition and k.contype in ('p', 'u', 'f', 'c') and k.conparentid = 0`);
  const actions: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
  return [
    ...indexes.filter((i) => !i.is_constraint).map((i) => `${i.table} index ${i.name}`),
    ...constraints.map((k) => `${k.table} ${{ p: 'primary key', u: 'unique', f: 'foreign key', c: 'check' }[k.kind]} ${k.name}${k.kind === 'f' ? ` → ${k.target} on delete ${actions[k.on_delete]}` : ''}`),
  ].sort();
}

function declaredNames() {
  return tables.flatMap((t) => {
    const inlinePrimary = t.columns.filter((c) => c.primary).map(() => `${t.name} primary key ${t.name}_pkey`);
    const inlineUnique = t.columns.filter((c) => c.isUnique).map((c) => `${t.name} unique ${c.uniqueName ?? `${t.name}_${c.name}_unique`}`);
    return [
      ...inlinePrimary,
      ...t.primaryKeys.map((k) => `${t.name} primary key ${k.getName()}`),
      ...inlineUnique,
      ...t.uniqueConstraints.map((u) => `${t.name} unique ${u.getName()}`),
      ...t.indexes.map((i) => `${t.name} index ${i.config.name}`),
      ...t.checks.map((c) => `${t.name} check ${c.name}`),
      ...t.foreignKeys.map((f) => `${t.name} foreign key ${f.getName()} → ${getTableConfig(f.reference().foreignTable).name} on delete ${f.onDelete ?? 'no action'}`),
    ];
  }).sort();
}

describe('the Drizzle schema is the migrated database', () => {
  it('has the same tables, each with the same columns, types, nullability and defaults', async () => {
    expect(declaredColumns()).toEqual(await migratedColumns());
  });

  it('has the same indexes, primary keys, unique and check constraints, and foreign keys with their targets and actions', async () => {
    expect(declaredNames()).toEqual(await migratedNames());
  });
});
