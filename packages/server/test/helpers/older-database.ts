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

interface JournalEntry { idx: number; version: string; when: number; tag: string; breakpoints: boolean }
const journalOf = () => JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };

/**
 * A copy of the migrations folder that ends with `lastTag` (default: every migration), then
 * `extra` migrations (tag and SQL, statements split by drizzle's breakpoint comment).
 */
export function migrationsUpTo(lastTag?: string, extra: { tag: string; sql: string }[] = []): string {
  const journal = journalOf();
  const last = lastTag === undefined ? journal.entries.length - 1 : journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const dir = mkdtempSync(join(tmpdir(), 'halte-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const e of entries) cpSync(join(migrations, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  for (const x of extra) {
    const prev = entries[entries.length - 1];
    entries.push({ ...prev, idx: prev.idx + 1, when: prev.when + 1000, tag: x.tag });
    writeFileSync(join(dir, `${x.tag}.sql`), x.sql);
  }
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** How many migrations the real folder holds. */
export const migrationCount = () => journalOf().entries.length;

export interface OlderDatabase {
  /** Runs SQL against the database as the older version left it. */
  execute(query: SQL): Promise<void>;
  /** The rows of a query, through a short connection of its own (once released). */
  rows<T>(text: string): Promise<T[]>;
  /** Where it is, as the server is told: a PGlite folder or a PostgreSQL URL. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  /** Closes the older version's connection (so another process may open it). */
  release(): Promise<void>;
  /** Closes it and opens it as the server does, which runs the later migrations (from `migrationsFolder` when given). */
  upgrade(migrationsFolder?: string): Promise<Database>;
  /** Deletes it (after a failed upgrade; an upgraded one is deleted by its `close`). */
  remove(): Promise<void>;
}

/** Runs `close` once however often it is called. */
const once = (close: () => Promise<void>) => {
  let done: Promise<void> | undefined;
  return () => (done ??= close());
};

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
    rmSync(folder, { recursive: true });
    const release = once(() => client.close());
    const remove = async () => rmSync(dataDir, { recursive: true, force: true });
    return {
      execute: async (query) => void (await db.execute(query)),
      async rows<T>(text: string) {
        const c = await PGlite.create(dataDir, { extensions: { pg_trgm } });
        try {
          return (await c.query<T>(text)).rows;
        } finally {
          await c.close();
        }
      },
      env: { DATA_DIR: dataDir },
      release,
      remove,
      async upgrade(migrationsFolder) {
        await release();
        const opened = await openDatabase({ dataDir, migrationsFolder });
        return { ...opened, close: async () => (await opened.close(), await remove()) };
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
  rmSync(folder, { recursive: true });
  const release = once(() => pool.end());
  const remove = async () => {
    await release();
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return {
    execute: async (query) => void (await db.execute(query)),
    async rows<T>(text: string) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(text)).rows as T[];
      } finally {
        await c.end();
      }
    },
    env: { DATABASE_URL: url.toString() },
    release,
    remove,
    async upgrade(migrationsFolder) {
      await release();
      const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrationsFolder });
      return { ...opened, close: async () => (await opened.close(), await remove()) };
    },
  };
}
