import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/db/client.js';
import { withPgClient } from '../../src/db/pg-client.js';
import { pgliteDump, postgresTemplate } from './migrated-template.js';

/** 'postgres' when the suite runs against TEST_DATABASE_URL, else embedded PGlite. */
export const engine = process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

const onServer = (base: string, statement: string) => withPgClient(base, (client) => client.query(statement));

const testServer = () => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return base;
};

/** A new PostgreSQL database on TEST_DATABASE_URL's server, a copy of `template` or empty, and its removal. */
async function newPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<unknown> }> {
  const base = testServer();
  const name = `halte_t_${randomBytes(6).toString('hex')}`;
  await onServer(base, `create database ${name}${template ? ` template "${template}"` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(base, `drop database if exists ${name} with (force)`) };
}

/** A new, empty PostgreSQL database (nothing migrated) on TEST_DATABASE_URL's server, and its removal. */
export const emptyPostgresDatabase = () => newPostgresDatabase();

/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new PostgreSQL database; a copy
 * of the suite's migrated template when there is one (test/global-setup.ts), else migrated here.
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteDump() });
  const empty = await newPostgresDatabase(await postgresTemplate(testServer()));
  const db = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
  return {
    ...db,
    url: empty.url,
    async close() {
      await db.close();
      await empty.drop();
    },
  };
}
