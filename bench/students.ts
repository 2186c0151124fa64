/**
 * Students search bench: the real server on PostgreSQL and on PGlite with 100,000
 * students (the demo data's schools, classes and 2,000 students, then generated ones).
 *   authenticated GET /api/v1/students?q=<name part>&page=1&limit=10, the term changing from
 *   request to request (siti, dewi, budi, rahma, nur), 20 connections, 3 × 10 s
 *   the same without q (the students screen as it opens)
 * both with kept list pages (LIST_CACHE_ENTRIES default) and without (LIST_CACHE_ENTRIES=0:
 * every request finds its page in the database, as the first request after a change does).
 * Prints the medians and the plans of the exact SQL the students service runs, and writes
 * bench/results/students-<engine>.json.
 * Usage: tsx bench/students.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_STUDENTS (100000), BENCH_PGLITE_STUDENTS (default: BENCH_STUDENTS), BENCH_LOG_LEVEL.
 */
import os from 'node:os';
import type { Db } from '../packages/server/src/db/client.js';
import { studentsResource } from '../packages/server/src/modules/school/students/students.service.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { fillStudents } from './lib/students.js';
import { apiServerEnv, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { plansOf } from './lib/plans.js';
import { perEngine, run } from './lib/per-engine.js';

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

const listStudents = (q: string) => (db: Db) => studentsResource.list(db, { q, page: 1, limit: 10 } as Parameters<typeof studentsResource.list>[1]);

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine} (load average ${loadAverage()})`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const t0 = Date.now();
    const { students: count, bulkSeconds } = await fillStudents(database, { total: totals[engine], adminPassword: ADMIN_PASSWORD });
    const loadSeconds = (Date.now() - t0) / 1000;
    console.log(`${count} students in ${loadSeconds.toFixed(1)} s (seed, demo data, vacuum analyze; the bulk insert of the generated ones ${bulkSeconds.toFixed(1)} s)`);
    const plans = { search: await plansOf(database, listStudents(TERMS[0])), opens: await plansOf(database, listStudents('')) };
    console.log(`${plans.search}\n\n${plans.opens}`);
    await database.close();

    const pathOf = (q?: string) => `/api/v1/students?${q ? `q=${q}&` : ''}page=1&limit=10`;
    // Kept pages on (the shipped default), then off: every request finds its page in the database.
    const scenarios = async (listCache: string) => {
      const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), LIST_CACHE_ENTRIES: listCache });
      try {
        const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
        const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
        const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
        const matching: Record<string, number> = {};
        for (const term of TERMS) {
          const res = await fetch(`${server.url}${pathOf(term)}`, { headers: auth });
          if (!res.ok) throw new Error(`GET ${pathOf(term)}: ${res.status}`);
          matching[term] = ((await res.json()) as { length: number }).length;
        }
        console.log(`LIST_CACHE_ENTRIES=${listCache}; matching students: ${JSON.stringify(matching)}; load average ${loadAverage()}`);
        const search = await medianOf(RUNS, { url: server.url, paths: TERMS.map(pathOf), headers: auth, connections: 20, seconds: SECONDS, cpu });
        report(`GET /students?q=${TERMS.join('|')} (LIST_CACHE_ENTRIES=${listCache})`, search);
        const opens = await medianOf(RUNS, { url: `${server.url}${pathOf()}`, headers: auth, connections: 20, seconds: SECONDS, cpu });
        report(`GET /students, no q (LIST_CACHE_ENTRIES=${listCache})`, opens);
        await backends?.close();
        return { matching, search, opens };
      } finally {
        await server.stop();
      }
    };
    const kept = await scenarios('2000');
    const cold = await scenarios('0');
    return { engine, students: count, loadSeconds, bulkSeconds, terms: TERMS, ...kept, cold, plans, loadavgAfter: os.loadavg() };
  } finally {
    await store.drop();
  }
}

run(() => perEngine('Students bench', 'students', benchEngine));
