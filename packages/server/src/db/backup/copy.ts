import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per round trip: a few MB of JSON at most for the widest tables. */
const BATCH = 2000;

/** Counters the data-version triggers raise at commit. */
const RAISED_AT_COMMIT = 'data_versions';

/**
 * Tables that triggers write as the copy inserts other tables' rows (the counters; the parking
 * summary, which inserted stays forget; the conversations counted per hour): copied last,
 * emptied first, as they stood in the source.
 */
const DERIVED = ['parking_summary_days', 'parking_daily_totals', 'parking_daily_plate_totals', 'conversation_hour_counts', RAISED_AT_COMMIT];

/** What reads a database: a PGlite transaction, or a node-postgres client inside one. */
export interface Reader {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

interface Table {
  name: string;
  columns: string[];
  /** A partition's table and bounds (the server creates monthly partitions as time goes by). */
  partition?: { parent: string; bound: string };
}

interface Sequence {
  name: string;
  last_value: string | number;
  is_called: boolean;
}

/**
 * A database's contents as a stream: its tables (in an order its foreign keys accept, the
 * counters last), then each table's rows as JSON arrays of `row_to_json` objects, then where
 * its sequences stand. Read from a database, written to PostgreSQL or to a logical dump file.
 */
type Part = { tables: Table[] } | { table: string; rows: string } | { sequences: Sequence[] };

export interface CopyResult {
  tables: number;
  rows: number;
  sequences: number;
}

/** Leaf tables of the public schema (a partitioned table holds no rows of its own), with their stored columns. */
async function tablesOf(tx: Reader): Promise<Table[]> {
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
async function inDependencyOrder(tx: Reader, tables: Table[]): Promise<Table[]> {
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

/** Reads everything through `tx`, which must be one transaction (one snapshot). */
async function* contentsOf(tx: Reader): AsyncGenerator<Part> {
  const ordered = await inDependencyOrder(tx, await tablesOf(tx));
  const derivedLast = (t: Table) => DERIVED.indexOf(t.partition?.parent ?? t.name);
  const tables = [...ordered.filter((t) => derivedLast(t) < 0), ...ordered.filter((t) => derivedLast(t) >= 0).sort((a, b) => derivedLast(a) - derivedLast(b))];
  yield { tables };
  for (const t of tables) {
    const cols = t.columns.map(quote).join(', ');
    const cursor = quote(`copy_${t.name.replace(/\W/g, '_')}`);
    await tx.query(`declare ${cursor} no scroll cursor for select row_to_json(r)::text as j from (select ${cols} from ${quote(t.name)}) r`);
    for (;;) {
      const { rows } = await tx.query<{ j: string }>(`fetch ${BATCH} from ${cursor}`);
      if (!rows.length) break;
      yield { table: t.name, rows: `[${rows.map((r) => r.j).join(',')}]` };
    }
    await tx.query(`close ${cursor}`);
  }
  const { rows: names } = await tx.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' where c.relkind = 'S' order by 1`,
  );
  const sequences: Sequence[] = [];
  for (const { name } of names) {
    const { rows } = await tx.query<{ last_value: string | number; is_called: boolean }>(`select last_value, is_called from ${quote(name)}`);
    sequences.push({ name, ...rows[0] });
  }
  yield { sequences };
}

/**
 * Writes a stream of contents into a migrated PostgreSQL database whose tables hold nothing but
 * what the migrations put there: those rows are replaced, the source's partitions created,
 * sequences set to where the source's stood, all in one transaction, so a failure leaves the
 * target as it was.
 */
async function writeToPostgres(parts: AsyncIterable<Part>, targetUrl: string, progress: (line: string) => void): Promise<CopyResult> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  const counts = new Map<string, number>();
  const result: CopyResult = { tables: 0, rows: 0, sequences: 0 };
  let tables = new Map<string, Table>();
  let current: string | undefined;
  const finishTable = () => {
    if (current !== undefined) progress(`${current}: ${counts.get(current) ?? 0}`);
  };
  try {
    await target.query('begin');
    for await (const part of parts) {
      if ('tables' in part) {
        tables = new Map(part.tables.map((t) => [t.name, t]));
        result.tables = part.tables.length;
        for (const { name, partition } of part.tables) {
          if (partition) await target.query(`create table if not exists ${quote(name)} partition of ${quote(partition.parent)} ${partition.bound}`);
        }
        await target.query(`truncate ${part.tables.map((t) => quote(t.name)).join(', ')} restart identity cascade`);
      } else if ('table' in part) {
        const t = tables.get(part.table);
        if (!t) throw new Error(`Tabel ${part.table} tidak ada dalam daftar tabel cadangan.`);
        if (part.table !== current) {
          finishTable();
          current = part.table;
          if (part.table === RAISED_AT_COMMIT) {
            // The copy itself raised the counters (deferred to commit); have that happen now.
            await target.query('set constraints all immediate');
          }
          if (DERIVED.includes(part.table)) await target.query(`delete from ${quote(part.table)}`);
        }
        const cols = t.columns.map(quote).join(', ');
        const { rowCount } = await target.query(
          `insert into ${quote(t.name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${quote(t.name)}, $1::json)`,
          [part.rows],
        );
        counts.set(t.name, (counts.get(t.name) ?? 0) + (rowCount ?? 0));
        result.rows += rowCount ?? 0;
      } else {
        finishTable();
        current = undefined;
        for (const s of part.sequences) await target.query('select setval($1::regclass, $2, $3)', [quote(s.name), s.last_value, s.is_called]);
        result.sequences = part.sequences.length;
      }
    }
    await target.query('commit');
    return result;
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await target.end();
  }
}

/** migrate-to-postgres: an embedded database's rows into a migrated, otherwise empty PostgreSQL database. */
export function copyPgliteToPostgres(source: PGlite, targetUrl: string, progress: (line: string) => void = () => undefined): Promise<CopyResult> {
  // The source's transaction is its one snapshot, and holds off any other use of it meanwhile.
  return source.transaction((tx) => writeToPostgres(contentsOf(tx), targetUrl, progress));
}

/** The first line of a logical dump (the backup used when pg_dump is not installed). */
export const LOGICAL_HEADER = 'halte-logical-dump 1';

/**
 * A PostgreSQL database's rows as a gzip'd text file, for machines without pg_dump: a line per
 * part (`T` tables, `R` a batch of one table's rows, `S` sequences) holding JSON. The database's
 * schema is not in it: a restore migrates the target first, so the file fits this version.
 */
export async function logicalDump(databaseUrl: string, file: string): Promise<CopyResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file));
  const result: CopyResult = { tables: 0, rows: 0, sequences: 0 };
  const write = async (line: string) => {
    // JSON strings never hold a raw line break; one could only come from a json column's spacing.
    if (!gzip.write(`${line.replace(/\n/g, ' ')}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('begin isolation level repeatable read, read only');
    const reader: Reader = { query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)) as unknown as { rows: T[] } };
    await write(LOGICAL_HEADER);
    for await (const part of contentsOf(reader)) {
      if ('tables' in part) {
        result.tables = part.tables.length;
        await write(`T\t${JSON.stringify(part.tables)}`);
      } else if ('table' in part) {
        await write(`R\t${part.table}\t${part.rows}`);
      } else {
        result.sequences = part.sequences.length;
        await write(`S\t${JSON.stringify(part.sequences)}`);
      }
    }
    await client.query('commit');
    gzip.end();
    await once(out, 'finish');
    return result;
  } finally {
    await client.end();
  }
}

async function* logicalParts(file: string): AsyncGenerator<Part> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    if (first) {
      if (line !== LOGICAL_HEADER) throw new Error('Berkas cadangan logis tidak dikenal.');
      first = false;
      continue;
    }
    const kind = line.slice(0, 2);
    const rest = line.slice(2);
    if (kind === 'T\t') yield { tables: JSON.parse(rest) as Table[] };
    else if (kind === 'R\t') yield { table: rest.slice(0, rest.indexOf('\t')), rows: rest.slice(rest.indexOf('\t') + 1) };
    else if (kind === 'S\t') yield { sequences: JSON.parse(rest) as Sequence[] };
    else throw new Error('Berkas cadangan logis rusak.');
  }
}

/** A logical dump into a migrated, otherwise empty PostgreSQL database. */
export function logicalRestore(file: string, targetUrl: string, progress: (line: string) => void = () => undefined): Promise<CopyResult> {
  return writeToPostgres(logicalParts(file), targetUrl, progress);
}
