import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { serveBackups } from './backup/pglite.js';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite (embedded) or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** PGlite: an empty data folder is filled from this dump (a restore) before migrating. */
  loadDataDir?: Blob;
  /** PGlite on disk: answer backup requests on `<dataDir>.sock` (the server does; the tools do not). */
  serveBackups?: boolean;
}

/** Opens the database and brings its schema up to date. `dataDir` 'memory://' keeps nothing. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
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
    await migrate(db, { migrationsFolder });
    const close = async () => {
      await pool.end();
      await Promise.all(open);
    };
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const embedded = await openPglite(opts.dataDir, opts.loadDataDir);
  try {
    const db = drizzle(embedded.client, { schema });
    await migrate(db, { migrationsFolder });
    const stopBackups =
      embedded.onDisk && opts.serveBackups
        ? serveBackups(embedded.client, opts.dataDir, (err) => console.error('backup socket:', err instanceof Error ? err.message : err))
        : async () => undefined;
    const close = async () => {
      await stopBackups();
      await embedded.close();
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
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
