import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../src/db/client.js';
import { withPgClient } from '../../src/db/pg-client.js';

// Every test file needs a migrated database. Migrating one per file (and, for PGlite, running its
// initdb) was most of a file's start; the suite now migrates once per set of migrations and copies
// the result: PostgreSQL clones a template database, PGlite loads a dump of a migrated data folder.

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const CACHE = fileURLToPath(new URL('../../../../node_modules/.cache/halte-tests', import.meta.url));
/** Serialises suites that build the same template at once (two runs on one server). */
const TEMPLATE_LOCK = 7_261_341;

const PGLITE_PACKAGE = fileURLToPath(new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

/** Names the migrations as they are now (and the PGlite that dumps them): any change gives a new template. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  if (existsSync(PGLITE_PACKAGE)) hash.update((JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 12);
}

export const pgliteDumpPath = (hash: string) => join(CACHE, `pglite-${hash}.tar`);
export const postgresTemplateName = (hash: string) => `halte_tmpl_${hash}`;

/** An open in-memory PGlite database's data folder, as a dump `loadDataDir` takes. */
export function dataDirOf(database: Database): Promise<Blob> {
  return (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
}

/** Writes the migrated PGlite data folder's dump once per set of migrations. */
export async function preparePgliteDump(hash = migrationsHash()): Promise<void> {
  const path = pgliteDumpPath(hash);
  if (existsSync(path)) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const dump = Buffer.from(await (await dataDirOf(database)).arrayBuffer());
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: a reader never sees half a dump.
    const aside = `${path}.${process.pid}`;
    writeFileSync(aside, dump);
    renameSync(aside, path);
  } finally {
    await database.close();
  }
}

/** The migrated dump when one is ready, else nothing (the caller migrates). */
export function pgliteDump(hash = migrationsHash()): Blob | undefined {
  const path = pgliteDumpPath(hash);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/**
 * Creates the migrated template database on `base`'s server once per set of migrations, and drops
 * the templates of earlier migrations. Built under another name and renamed when complete.
 */
export async function preparePostgresTemplate(base: string, hash = migrationsHash()): Promise<void> {
  const name = postgresTemplateName(hash);
  await withPgClient(base, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'halte\\_tmpl\\_%'`);
    for (const { datname } of found.rows) {
      if (datname !== name) await client.query(`drop database if exists "${datname}" with (force)`);
    }
    if (found.rows.some((r) => r.datname === name)) return;
    const building = `${name}_building`;
    await client.query(`create database "${building}"`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 1 });
    await database.close();
    await client.query(`alter database "${building}" rename to "${name}"`);
  });
}

/** Whether the template for these migrations is ready on `base`'s server. */
export async function postgresTemplate(base: string, hash = migrationsHash()): Promise<string | undefined> {
  const name = postgresTemplateName(hash);
  const found = await withPgClient(base, (client) => client.query('select 1 from pg_database where datname = $1', [name]));
  return found.rowCount ? name : undefined;
}
