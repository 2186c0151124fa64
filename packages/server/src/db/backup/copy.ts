import pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per round trip: a few MB of JSON at most for the widest tables. */
const BATCH = 2000;

/** Counters the data-version triggers raise at commit; copied last, as they stood in the source. */
const RAISED_AT_COMMIT = 'data_versions';

interface Table {
  name: string;
  columns: string[];
  /** A partition's table and bounds (the server creates monthly partitions as time goes by). */
  partition?: { parent: string; bound: string };
}

export interface CopyResult {
  tables: number;
  rows: number;
  sequences: number;
}

/** Leaf tables of the public schema (a partitioned table holds no rows of its own), with their stored columns. */
async function tablesOf(tx: Transaction): Promise<Table[]> {
  const { rows } = await tx.query<{ name: string; columns: string[]; parent: string | null; bound: string | null }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns,
           p.relname as parent,
           pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    left join pg_inherits i on i.inhrelid = c.oid
    left join pg_class p on p.oid = i.inhparent
    where c.relkind = 'r'
    group by c.relname, p.relname, c.relpartbound, c.oid
    order by c.relname`);
  return rows.map((r) => ({
    name: r.name,
    columns: r.columns,
    partition: r.parent && r.bound ? { parent: r.parent, bound: r.bound } : undefined,
  }));
}

/**
 * Tables in an order where each comes after the tables its foreign keys point at (a partition
 * follows its parent's keys). Rows referring to their own table are fine within one statement.
 */
async function inDependencyOrder(tx: Transaction, tables: Table[]): Promise<Table[]> {
  const { rows } = await tx.query<{ child: string; parent: string }>(`
    select distinct coalesce(cp.relname, c.relname) as child, coalesce(pp.relname, p.relname) as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    left join pg_inherits ci on ci.inhrelid = c.oid left join pg_class cp on cp.oid = ci.inhparent
    left join pg_inherits pi on pi.inhrelid = p.oid left join pg_class pp on pp.oid = pi.inhparent
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    where k.contype = 'f'`);
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of rows) if (child !== parent) parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  const group = (t: Table) => t.partition?.parent ?? t.name;
  const done = new Set<string>();
  const ordered: Table[] = [];
  let rest = [...tables];
  while (rest.length) {
    const groupsLeft = new Set(rest.map(group));
    const ready = rest.filter((t) => [...(parentsOf.get(group(t)) ?? [])].every((p) => done.has(p) || !groupsLeft.has(p)));
    // A cycle of keys cannot be ordered; copy the rest as they are and let the keys judge.
    const next = ready.length ? ready : rest;
    ordered.push(...next);
    for (const t of next) done.add(group(t));
    rest = rest.filter((t) => !next.includes(t));
  }
  return ordered;
}

/**
 * Copies every row of an embedded database into a migrated PostgreSQL database whose tables hold
 * nothing but what the migrations put there: those rows are replaced, the source's monthly
 * partitions created, sequences set to where the source's stand, all in one transaction, so a
 * failure leaves the target as it was.
 */
export async function copyPgliteToPostgres(source: PGlite, targetUrl: string, progress: (line: string) => void = () => undefined): Promise<CopyResult> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    // The source's transaction is its one snapshot, and holds off any other use of it meanwhile.
    return await source.transaction(async (tx) => {
      const tables = await inDependencyOrder(tx, await tablesOf(tx));
      const { rows: sequences } = await tx.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' where c.relkind = 'S' order by 1`,
      );
      await target.query('begin');
      try {
        for (const { name, partition } of tables) {
          if (partition) await target.query(`create table if not exists ${quote(name)} partition of ${quote(partition.parent)} ${partition.bound}`);
        }
        await target.query(`truncate ${tables.map((t) => quote(t.name)).join(', ')} restart identity cascade`);
        let total = 0;
        const copy = async (t: Table) => {
          const cols = t.columns.map(quote).join(', ');
          const cursor = `copy_${t.name.replace(/\W/g, '_')}`;
          await tx.query(`declare ${quote(cursor)} no scroll cursor for select row_to_json(r)::text as j from (select ${cols} from ${quote(t.name)}) r`);
          let count = 0;
          for (;;) {
            const { rows } = await tx.query<{ j: string }>(`fetch ${BATCH} from ${quote(cursor)}`);
            if (!rows.length) break;
            await target.query(
              `insert into ${quote(t.name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${quote(t.name)}, $1::json)`,
              [`[${rows.map((r) => r.j).join(',')}]`],
            );
            count += rows.length;
          }
          await tx.query(`close ${quote(cursor)}`);
          total += count;
          progress(`${t.name}: ${count}`);
        };
        for (const t of tables) if (t.name !== RAISED_AT_COMMIT) await copy(t);
        // The copy itself raised the counters (deferred to commit); have that happen now, then
        // put the source's counters in their place.
        await target.query('set constraints all immediate');
        const counters = tables.find((t) => t.name === RAISED_AT_COMMIT);
        if (counters) {
          await target.query(`delete from ${quote(counters.name)}`);
          await copy(counters);
        }
        for (const { name } of sequences) {
          const { rows } = await tx.query<{ last_value: string | number; is_called: boolean }>(`select last_value, is_called from ${quote(name)}`);
          await target.query('select setval($1::regclass, $2, $3)', [quote(name), rows[0].last_value, rows[0].is_called]);
        }
        await target.query('commit');
        return { tables: tables.length, rows: total, sequences: sequences.length };
      } catch (err) {
        await target.query('rollback').catch(() => undefined);
        throw err;
      }
    });
  } finally {
    await target.end();
  }
}
