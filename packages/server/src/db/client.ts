import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { serveBackups } from './backup/pglite.js';
import type { PoolUse } from '../lib/ops/metrics.js';
import { rowsOf } from '../lib/data/sql-rows.js';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite (embedded) or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Migrations this start applied (0 when another instance or an earlier start had). */
  applied: number;
  /** The pool's connections now (PostgreSQL only). */
  poolUse?: () => PoolUse;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Thrown when the schema could not be brought up to date; the database is as it was before. */
export class MigrationFailedError extends Error {
  constructor(cause: unknown) {
    // The database's own words, not the wrapper's (which repeats the whole statement).
    let root = cause;
    while (root instanceof Error && root.cause) root = root.cause;
    super(`Migrasi database gagal; database dibiarkan seperti sebelumnya dan server tidak dijalankan: ${root instanceof Error ? root.message : String(root)}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

/** Migrations recorded as applied so far. */
async function appliedCount(db: { execute(query: SQL): Promise<unknown> }): Promise<number> {
  const [table] = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`));
  if (!table?.t) return 0;
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n;
}

/** Runs the pending migrations (in one transaction) and answers how many there were. */
async function migrateCounting<D extends { execute(query: SQL): Promise<unknown> }>(db: D, migrate: (db: D) => Promise<void>): Promise<number> {
  const before = await appliedCount(db);
  try {
    await migrate(db);
  } catch (err) {
    throw new MigrationFailedError(err);
  }
  return (await appliedCount(db)) - before;
}

/** The advisory lock every instance takes to migrate: one migrates, the others wait and find nothing left to do. */
const MIGRATION_LOCK = 7_261_340;

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** PGlite: an empty data folder is filled from this dump (a restore) before migrating. */
  loadDataDir?: Blob;
  /** PGlite on disk: answer backup requests on `<dataDir>.sock` (the server does; the tools do not). */
  serveBackups?: boolean;
  /** Another migrations folder (tests of a failing upgrade). */
  migrationsFolder?: string;
}

/**
 * Opens the database and brings its schema up to date. The migrations not yet applied run in one
 * transaction: one that fails undoes them all, and the error stops the start. `dataDir`
 * 'memory://' keeps nothing.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS;
  if (opts.databaseUrl) {
    const pg = await import('pg');
    // bigint counts come back as text by default; rupiah sums and counts fit in a double.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    pg.default.types.setTypeParser(1700, (v: string) => Number(v));
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 8 });
    // pool.end() resolves once it has asked its connections to close, not once they have; close()
    // waits for each to be gone, so whatever follows (a database dropped, the process leaving)
    // cannot cut one off halfway.
    const open = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      const gone: Promise<void> = new Promise((resolve) => client.once('end', () => (open.delete(gone), resolve())));
      open.add(gone);
    });
    // A lost idle connection (database restart) is dropped by the pool and replaced on demand.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    const close = async () => {
      await pool.end();
      await Promise.all(open);
    };
    // The lock is held on a connection of its own, so a pool of one still has one to migrate with.
    const lock = new pg.default.Client({ connectionString: opts.databaseUrl });
    let applied: number;
    try {
      await lock.connect();
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      applied = await migrateCounting(db, (d) => migrate(d, { migrationsFolder }));
    } catch (err) {
      await close();
      throw err;
    } finally {
      // Ending the session releases its advisory lock.
      await lock.end().catch(() => undefined);
    }
    return { db: db as unknown as Db, kind: 'postgres', close, applied, poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const embedded = await openPglite(opts.dataDir, opts.loadDataDir);
  try {
    const db = drizzle(embedded.client, { schema });
    const applied = await migrateCounting(db, (d) => migrate(d, { migrationsFolder }));
    const stopBackups =
      embedded.onDisk && opts.serveBackups
        ? serveBackups(embedded.client, opts.dataDir, (err) => console.error('backup socket:', err instanceof Error ? err.message : err))
        : async () => undefined;
    const close = async () => {
      await stopBackups();
      await embedded.close();
    };
    return { db: db as unknown as Db, kind: 'pglite', close, applied };
  } catch (err) {
    await embedded.close();
    throw err;
  }
}

/**
 * The embedded database as it is, without migrating it: what the server opens, and what the backup
 * and copy tools read. Holds the data folder's lock until closed.
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second server on it must not even read it.
  const unlock = onDisk ? lockDataDir(dataDir) : () => undefined;
  try {
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      loadDataDir,
      parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
    });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { client, onDisk, close };
  } catch (err) {
    unlock();
    throw err;
  }
}
