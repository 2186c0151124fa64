/**
 * Laporan Siswa bench: the real server on PostgreSQL and on PGlite with the demo data (2,000
 * students, 60 school days of trips, about 210,000 boardings, as a first start writes them).
 *   GET /api/v1/report/student?rt=3&m&y&page=1&limit=10: the screen as it opens (this month)
 *   the same, one school's students (`intsekolah`), the page changing from request to request
 *   the same month searched by a name part (siti, dewi, budi, rahma, nur)
 * 10 connections, 3 × 10 s after a warm-up; prints the medians and the plans of the exact SQL the
 * report's list runs, and writes bench/results/report-students-<engine>.json.
 * Usage: tsx bench/report-students.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10), BENCH_LOG_LEVEL.
 */
import os from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { seedDemo } from '../packages/server/src/db/seed/demo.js';
import { boardings, schools } from '../packages/server/src/db/schema/index.js';
import { calendarDateIn } from '@halte/contract';
import { studentReportPage } from '../packages/server/src/modules/school/reports/student-report.service.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { plansOf } from './lib/plans.js';
import { perEngine, run } from './lib/per-engine.js';

const TERMS = ['siti', 'dewi', 'budi', 'rahma', 'nur'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const CONNECTIONS = 10;
const TIME_ZONE = 'Asia/Jakarta';
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3420, pglite: 3421 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** This month in the zone: the demo's school days end today, so it holds the most recent rides. */
const [year, month] = calendarDateIn(TIME_ZONE).split('-').map(Number);
const period = `rt=3&m=${month}&y=${year}`;

const reportPage = (extra: Record<string, unknown>) => (db: Db) =>
  studentReportPage(db, { q: '', page: 1, limit: 10, rt: 3, m: month, y: year, ...extra } as Parameters<typeof studentReportPage>[1], { timeZone: TIME_ZONE });

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine} (load average ${loadAverage()})`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const { db } = database;
    const t0 = Date.now();
    const log = pino({ level: 'silent' });
    await seedBase(db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log });
    await seedDemo(db, { appType: 'school', log, trips: { timeZone: TIME_ZONE } });
    await db.execute(sql`vacuum analyze`);
    const [{ n: rides }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(boardings);
    const [school] = await db.select({ id: schools.id }).from(schools).orderBy(schools.id).limit(1);
    const loadSeconds = (Date.now() - t0) / 1000;
    console.log(`demo data with ${rides} boardings in ${loadSeconds.toFixed(1)} s; month ${month}/${year}`);
    const plans = { opens: await plansOf(database, reportPage({})), school: await plansOf(database, reportPage({ intsekolah: school.id })) };
    console.log(`${plans.opens}\n\n${plans.school}`);
    await database.close();

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), TZ: TIME_ZONE });
    try {
      const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const path = (query: string) => `/api/v1/report/student?${period}&${query}`;
      const first = await fetch(`${server.url}${path('page=1&limit=10')}`, { headers: auth });
      if (!first.ok) throw new Error(`GET report: ${first.status} ${await first.text()}`);
      const opened = (await first.json()) as { length: number; data: { jmlnaik: number }[] };
      console.log(`students listed: ${opened.length}; rides on page 1: ${opened.data.map((r) => r.jmlnaik).join(', ')}; load average ${loadAverage()}`);

      const run = (paths: string[]) => medianOf(RUNS, { url: server.url, paths, headers: auth, connections: CONNECTIONS, seconds: SECONDS, cpu });
      const opens = await run([path('page=1&limit=10')]);
      report(`GET /report/student?${period} (the screen opens)`, opens);
      const bySchool = await run([1, 2, 3, 4, 5].map((p) => path(`intsekolah=${school.id}&page=${p}&limit=10`)));
      report(`GET /report/student?${period}&intsekolah=${school.id}&page=1..5`, bySchool);
      const searched = await run(TERMS.map((q) => path(`q=${q}&page=1&limit=10`)));
      report(`GET /report/student?${period}&q=${TERMS.join('|')}`, searched);
      await backends?.close();
      return { engine, boardings: rides, loadSeconds, month, year, opens, bySchool, searched, plans, loadavgAfter: os.loadavg() };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

run(() => perEngine('Laporan Siswa bench', 'report-students', benchEngine));
