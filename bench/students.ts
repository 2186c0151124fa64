/**
 * Students search bench (issue 4): the real server on PostgreSQL and on PGlite with 100,000
 * students (the demo data's schools, classes and 2,000 students, then generated ones).
 *   authenticated GET /api/v1/students?q=<name part>&page=1&limit=10, the term changing from
 *   request to request (siti, dewi, budi, rahma, nur), 20 connections, 3 × 10 s
 *   the same without q (the students screen as it opens)
 * Prints the medians and the plans of the exact SQL the students service runs, and writes
 * bench/results/students-<engine>.json.
 * Usage: tsx bench/students.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_STUDENTS (100000), BENCH_PGLITE_STUDENTS (default: BENCH_STUDENTS), BENCH_LOG_LEVEL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import * as schema from '../packages/server/src/db/schema/index.js';
import type { Database, Db } from '../packages/server/src/db/client.js';
import { studentsResource } from '../packages/server/src/modules/students/students.service.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { fillStudents } from './lib/students.js';
import { apiServerEnv, repoRoot, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';

// Common parts of the generated names ('wati', also common in Java, occurs in none of them).
const TERMS = ['siti', 'dewi', 'budi', 'rahma', 'nur'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3410, pglite: 3411 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const totals: Record<Engine, number> = {
  postgres: Number(process.env.BENCH_STUDENTS ?? 100_000),
  pglite: Number(process.env.BENCH_PGLITE_STUDENTS ?? process.env.BENCH_STUDENTS ?? 100_000),
};

interface Query { sql: string; params: unknown[] }
type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The statements the students service sends for one list request, caught by a Drizzle logger. */
async function serviceQueries(database: Database, q: string): Promise<Query[]> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const seen: Query[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => seen.push({ sql: text, params }) };
  const { drizzle } = database.kind === 'postgres' ? await import('drizzle-orm/node-postgres') : await import('drizzle-orm/pglite');
  const db = (drizzle as (c: unknown, o: object) => unknown)(client, { schema, logger }) as Db;
  await studentsResource.list(db, { q, page: 1, limit: 10 } as Parameters<typeof studentsResource.list>[1]);
  return seen;
}

/** EXPLAIN ANALYZE of each statement with its bound parameters, as the service sends it. */
async function plansOf(database: Database, q: string): Promise<string> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const out: string[] = [];
  for (const { sql: text, params } of await serviceQueries(database, q)) {
    await client.query(`explain (analyze, buffers, costs off) ${text}`, params); // warm-up
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
    out.push(`${text}\n-- params: ${JSON.stringify(params)}\n\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  return out.join('\n\n');
}

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine} (load average ${loadAverage()})`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const t0 = Date.now();
    const { students: count, bulkSeconds } = await fillStudents(database, { total: totals[engine], adminPassword: ADMIN_PASSWORD });
    const loadSeconds = (Date.now() - t0) / 1000;
    console.log(`${count} students in ${loadSeconds.toFixed(1)} s (seed, demo data, vacuum analyze; the bulk insert of the generated ones ${bulkSeconds.toFixed(1)} s)`);
    const plans = { search: await plansOf(database, TERMS[0]), opens: await plansOf(database, '') };
    console.log(`${plans.search}\n\n${plans.opens}`);
    await database.close();

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD) });
    try {
      const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const pathOf = (q?: string) => `/api/v1/students?${q ? `q=${q}&` : ''}page=1&limit=10`;

      const matching: Record<string, number> = {};
      for (const term of TERMS) {
        const res = await fetch(`${server.url}${pathOf(term)}`, { headers: auth });
        if (!res.ok) throw new Error(`GET ${pathOf(term)}: ${res.status}`);
        matching[term] = ((await res.json()) as { length: number }).length;
      }
      console.log(`matching students: ${JSON.stringify(matching)}`);

      console.log(`load average before search: ${loadAverage()}`);
      const search = await medianOf(RUNS, { url: server.url, paths: TERMS.map(pathOf), headers: auth, connections: 20, seconds: SECONDS, cpu });
      report(`GET /students?q=${TERMS.join('|')}`, search);
      console.log(`load average before no-q: ${loadAverage()}`);
      const opens = await medianOf(RUNS, { url: `${server.url}${pathOf()}`, headers: auth, connections: 20, seconds: SECONDS, cpu });
      report('GET /students (no q)', opens);
      await backends?.close();
      return { engine, students: count, loadSeconds, bulkSeconds, terms: TERMS, matching, search, opens, plans, loadavgAfter: os.loadavg() };
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
  console.log(`Students bench: ${os.cpus().length} cores, load average ${loadAverage()}, node ${process.version}`);
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  for (const engine of engines) {
    const loadavg = os.loadavg();
    const result = await benchEngine(engine);
    writeFileSync(join(outDir, `students-${engine}.json`), JSON.stringify({ date: new Date().toISOString(), loadavg, ...result }, null, 2));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
