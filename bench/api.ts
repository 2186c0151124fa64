/**
 * API bench: the real server on PostgreSQL and on PGlite with 10,000 generated users.
 *   authenticated GET /api/v1/users?page=1&limit=10&q=santo, 20 connections, 3 × 10 s
 *   the same without q (the users screen as it opens)
 *   POST /api/v1/users/signin (argon2id), 10 connections, 3 × 10 s
 * the two lists again with LIST_CACHE_ENTRIES=0 (every request finds its page in the database).
 * Prints the median of the runs and writes bench/results/api-<engine>.json.
 * Usage: tsx bench/api.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_LOG_LEVEL (the server's LOG_LEVEL; default: the server's own default, info).
 */
import type { Db } from '../packages/server/src/db/client.js';
import { usersResource } from '../packages/server/src/modules/platform/users/users.service.js';
import { createBenchDatabase, fillUsers, type Engine } from './lib/database.js';
import { apiServerEnv, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { plansOf } from './lib/plans.js';
import { perEngine, run } from './lib/per-engine.js';

const USERS = 10_000;
const QUERY = 'santo';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3310, pglite: 3311 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const listUsers = (q: string) => (db: Db) => usersResource.list(db, { q, page: 1, limit: 10 } as Parameters<typeof usersResource.list>[1]);

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const t0 = Date.now();
    await fillUsers(database, { count: USERS, adminPassword: ADMIN_PASSWORD, userPassword: 'bench-user-rahasia' });
    console.log(`${USERS} users inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const plan = await plansOf(database, listUsers(QUERY));
    const planAll = await plansOf(database, listUsers(''));
    console.log(`${plan}\n\n${planAll}`);
    await database.close();

    // Kept pages on (the shipped default), then off: every request finds its page in the database.
    const scenarios = async (listCache: string, withSignin: boolean) => {
      const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), LIST_CACHE_ENTRIES: listCache });
      try {
        const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
        const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
        const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
        const listUrl = `${server.url}/api/v1/users?page=1&limit=10&q=${QUERY}`;
        const sample = (await (await fetch(listUrl, { headers: auth })).json()) as { length: number; data: unknown[] };
        console.log(`LIST_CACHE_ENTRIES=${listCache}; GET /users?q=${QUERY}: ${sample.length} matching users, ${sample.data.length} on page 1; load average ${loadAverage()}`);

        const list = await medianOf(RUNS, { url: listUrl, headers: auth, connections: 20, seconds: SECONDS, cpu });
        report(`GET /users?q=${QUERY} (LIST_CACHE_ENTRIES=${listCache})`, list);
        // The screen as it opens: no search, the first page of all 10,001 users.
        const listAll = await medianOf(RUNS, { url: `${server.url}/api/v1/users?page=1&limit=10`, headers: auth, connections: 20, seconds: SECONDS, cpu });
        report(`GET /users, no q (LIST_CACHE_ENTRIES=${listCache})`, listAll);
        const signin = withSignin
          ? await medianOf(RUNS, {
              url: `${server.url}/api/v1/users/signin`, method: 'POST', headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }), connections: 10, seconds: SECONDS, cpu,
            })
          : undefined;
        if (signin) report('POST /users/signin', signin);
        await backends?.close();
        return { matching: sample.length, list, listAll, signin };
      } finally {
        await server.stop();
      }
    };
    const kept = await scenarios('2000', true);
    const cold = await scenarios('0', false);
    return { engine, users: USERS, query: QUERY, ...kept, cold, plan, planAll };
  } finally {
    await store.drop();
  }
}

run(() => perEngine('API bench', 'api', benchEngine));
