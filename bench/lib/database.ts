import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../packages/server/src/db/client.js';
import { withPgClient } from '../../packages/server/src/db/pg-client.js';
import { seedBase } from '../../packages/server/src/db/seed/base.js';
import { hashPassword } from '../../packages/server/src/auth/password.js';
import { roles, users } from '../../packages/server/src/db/schema/index.js';
import { person } from './people.js';

export type Engine = 'postgres' | 'pglite';

/** Where a bench server keeps its data: the env that points it there, and how to clean up. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  /** Opens it from the bench process (only while no server holds a PGlite directory). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A new PostgreSQL database beside `adminUrl`'s, or a temporary PGlite directory. */
export async function createBenchDatabase(engine: Engine, adminUrl: string): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'halte-bench-'));
    return {
      engine,
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `halte_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

const adminQuery = (url: string, text: string) => withPgClient(url, (client) => client.query(text));

/**
 * Migrates, seeds roles/menus/admin as main.ts would, and inserts `count` operators in
 * batches. One argon2 hash serves every generated user: only the row count matters here.
 */
export async function fillUsers(database: Database, opts: { count: number; adminPassword: string; userPassword: string }) {
  const { db } = database;
  await seedBase(db, { appType: 'school', adminPassword: opts.adminPassword, log: pino({ level: 'silent' }) });
  const [operator] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.code} = 'OPERATOR'`);
  const passwordHash = await hashPassword(opts.userPassword);
  const batch = 1000;
  for (let start = 0; start < opts.count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, opts.count); i++) rows.push({ ...person(i), passwordHash, roleId: operator.id });
    await db.insert(users).values(rows);
  }
  // What autovacuum does soon after a bulk load: statistics, and the GIN trigram indexes'
  // pending lists merged (until then each search scans every pending entry; see bench/README.md).
  await db.execute(sql`vacuum analyze`);
}
