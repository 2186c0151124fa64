/**
 * API bench (issue 2): the real server on PostgreSQL and on PGlite with 10,000 generated users.
 *   authenticated GET /api/v1/users?page=1&limit=10&q=santo, 20 connections, 3 × 10 s
 *   the same without q (the users screen as it opens)
 *   POST /api/v1/users/signin (argon2id), 10 connections, 3 × 10 s
 * Prints the median of the runs and writes bench/results/api-<engine>.json.
 * Usage: tsx bench/api.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_LOG_LEVEL (the server's LOG_LEVEL; default: the server's own default, info).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { createBenchDatabase, fillUsers, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';

const USERS = 10_000;
const QUERY = 'santo';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3310, pglite: 3311 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The users list queries as the users service builds them, for EXPLAIN ANALYZE. */
const columns = 'u.id, u.name, u.username, u.email, u.phone, u.role_id, r.name as role_name';
const fromUsers = 'from users u inner join roles r on r.id = u.role_id';
const order = 'order by u.name asc, u.id asc limit 10 offset 0';
/** With q: one query, its count from `count(*) over ()`. */
const searchSql = (q: string) =>
  `select ${columns}, count(*) over () as total\n${fromUsers}\nwhere (lower(u.name) like '%${q}%' or lower(u.username) like '%${q}%')\n${order}`;
/** Without q: the page, and a plain count beside it (pageWithCount). */
const allSql = [`select ${columns}\n${fromUsers}\n${order}`, 'select count(*) from users'];

async function explain(database: Database, query: string): Promise<string> {
  const res = (await database.db.execute(sql.raw(`explain (analyze, buffers, costs off) ${query}`))) as unknown as { rows: Record<string, string>[] };
  return `${query}\n\n${res.rows.map((r) => Object.values(r)[0]).join('\n')}`;
}

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const t0 = Date.now();
    await fillUsers(database, { count: USERS, adminPassword: ADMIN_PASSWORD, userPassword: 'bench-user-rahasia' });
    console.log(`${USERS} users inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Once to warm the caches, then the plan that is kept.
    await explain(database, searchSql(QUERY));
    const plan = await explain(database, searchSql(QUERY));
    const planAll = (await Promise.all(allSql.map((q) => explain(database, q)))).join('\n\n');
    console.log(`${plan}\n\n${planAll}`);
    await database.close();

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD) });
    try {
      const signinBody = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
      const json = { 'content-type': 'application/json' };
      const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });

      const listUrl = `${server.url}/api/v1/users?page=1&limit=10&q=${QUERY}`;
      const sample = (await (await fetch(listUrl, { headers: auth })).json()) as { length: number; data: unknown[] };
      console.log(`GET /users?q=${QUERY}: ${sample.length} matching users, ${sample.data.length} on page 1`);

      const list = await medianOf(RUNS, { url: listUrl, headers: auth, connections: 20, seconds: SECONDS, cpu });
      report(`GET /users?q=${QUERY}`, list);
      // The screen as it opens: no search, the first page of all 10,001 users.
      const listAll = await medianOf(RUNS, { url: `${server.url}/api/v1/users?page=1&limit=10`, headers: auth, connections: 20, seconds: SECONDS, cpu });
      report('GET /users (no q)', listAll);
      const signins = await medianOf(RUNS, {
        url: `${server.url}/api/v1/users/signin`, method: 'POST', headers: json, body: signinBody, connections: 10, seconds: SECONDS, cpu,
      });
      report('POST /users/signin', signins);
      await backends?.close();
      return { engine, users: USERS, query: QUERY, matching: sample.length, list, listAll, signin: signins, plan, planAll };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

async function main() {
  const args = process.argv.slice(2).filter((a): a is Engine => a === 'postgres' || a === 'pglite');
  const engines: Engine[] = args.length ? args : ['postgres', 'pglite'];
  console.log(`API bench: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}`);
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  for (const engine of engines) {
    const result = await benchEngine(engine);
    writeFileSync(join(outDir, `api-${engine}.json`), JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), ...result }, null, 2));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
