import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { engine } from './database.js';

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const dir = mkdtempSync(join(tmpdir(), 'halte-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const e of entries) cpSync(join(migrations, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

export interface OlderDatabase {
  /** Runs SQL against the database as the older version left it. */
  execute(query: SQL): Promise<void>;
  /** Closes it and opens it as the server does, which runs the later migrations. */
  upgrade(): Promise<Database>;
}

/** A database migrated only up to `lastTag` (e.g. '0003_list_versions'), as an earlier version left it. */
export async function olderDatabase(lastTag: string): Promise<OlderDatabase> {
  const folder = migrationsUpTo(lastTag);
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const dataDir = mkdtempSync(join(tmpdir(), 'halte-older-'));
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    return {
      execute: async (query) => void (await db.execute(query)),
      async upgrade() {
        await client.close();
        rmSync(folder, { recursive: true });
        const opened = await openDatabase({ dataDir });
        return { ...opened, close: async () => (await opened.close(), rmSync(dataDir, { recursive: true, force: true })) };
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `halte_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder: folder });
  return {
    execute: async (query) => void (await db.execute(query)),
    async upgrade() {
      await pool.end();
      rmSync(folder, { recursive: true });
      const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      return {
        ...opened,
        async close() {
          await opened.close();
          const c = new pg.Client({ connectionString: base });
          await c.connect();
          await c.query(`drop database if exists ${name} with (force)`);
          await c.end();
        },
      };
    },
  };
}
