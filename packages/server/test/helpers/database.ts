import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

/** 'postgres' when the suite runs against TEST_DATABASE_URL, else embedded PGlite. */
export const engine = process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database per test file: in-memory PGlite, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `halte_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
