/**
 * Trips bench: a larger regency's year — 50 vehicles × 2 trips × 200 school days, about 40
 * boardings a trip (800,000 boardings) — generated as the demo writes its trips, then the real
 * server on PostgreSQL and on PGlite:
 *   report:  GET /api/v1/report/bus for a month and for the year (first page of 10), 4 connections, 3 × 10 s
 *   export:  GET /api/v1/report/bus/export for the year: time to the last byte, size, the
 *            server's peak RSS above what it held before (sampled every 20 ms)
 *   scans:   POST /api/v1/driver/trips/{id}/scans, 20 connections, 20 drivers each on their own
 *            running trip, every scan a new one (in, then out, of the trip's students), 3 × 10 s,
 *            each run (and the warm-up) on new trips
 * The report scenarios are skipped (and said so) while the server has no /report/bus.
 * Prints the medians and writes bench/results/trips-<engine>.json, and the plans of a month's
 * page and of the export's first batch to bench/results/trips-plans-<engine>.txt.
 * Usage: tsx bench/trips.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_LOG_LEVEL (the server's LOG_LEVEL), BENCH_SCHOOL_DAYS (200; fewer for a quick try),
 *      BENCH_SCENARIOS (report,export,scans: the ones to run).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calendarDateIn } from '@halte/contract';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer, type RunningServer } from './lib/server.js';
import { medianOf, type LoadResult } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { fillYear } from './lib/trips.js';
import { plansOf } from './lib/plans.js';
import { scanCrews } from './lib/scan-crews.js';
import { busBoardingRows, busGrid, busReportPage } from '../packages/server/src/modules/school/reports/bus-report.service.js';
import type { ReportQuery } from '@halte/contract';
import { perEngine, run } from './lib/per-engine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCHOOL_DAYS = Number(process.env.BENCH_SCHOOL_DAYS ?? 200);
const RUNS = 3;
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'report,export,scans').split(','));
const TZ = 'Asia/Jakarta';
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const DRIVER_PASSWORD = 'bench-sopir-rahasia';
const SCAN_DRIVERS = 20;
const PORTS: Record<Engine, number> = { postgres: 3151, pglite: 3152 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The first and last calendar day of the month `date` falls in (a past month: reported through its end). */
function monthOf(date: string): { from: string; to: string; through: string } {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${last}`, through: `${y}-${mm}-${last}` };
}

/** Downloads the export to nowhere, timing it and sampling the server's RSS and the CPU it and the database used. */
async function timedExport(server: RunningServer, path: string, auth: Record<string, string>, cpu: () => Promise<Record<string, number>>) {
  const cpuBefore = await cpu();
  const before = rssKb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 20);
  const t0 = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const res = await fetch(`${server.url}${path}`, { headers: auth });
    status = res.status;
    for await (const chunk of res.body ?? []) bytes += (chunk as Uint8Array).length;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, rssKb(server.pid));
  const cpuAfter = await cpu();
  const cpuSeconds = Object.fromEntries(Object.entries(cpuAfter).map(([k, v]) => [k, (v - (cpuBefore[k] ?? 0)) / 1000]));
  return { status, seconds, cpuSeconds, megabytes: bytes / 1e6, rssBeforeMb: before / 1024, rssPeakMb: peak / 1024, extraRssMb: (peak - before) / 1024 };
}

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const today = calendarDateIn(TZ);
    const year = await fillYear(database, {
      vehicles: 50, schoolDays: SCHOOL_DAYS, ridersPerVehicle: 44, accounts: SCAN_DRIVERS, driverPassword: DRIVER_PASSWORD, adminPassword: ADMIN_PASSWORD, today, timeZone: TZ,
    });
    const month = monthOf(year.days[Math.floor(year.days.length / 2)]);
    const span = { from: year.days[0], to: year.days.at(-1)!, through: year.days.at(-1)! };
    // The report's statements as it sends them, EXPLAIN ANALYZEd: a month's page and the export's first batch.
    const plans = await plansOf(database, async (db) => {
      await busReportPage(db, { q: '', page: 1, limit: 10, rt: 2, ...month } as ReportQuery, month);
      await busBoardingRows(db, await busGrid(db, '', span)).next();
    });
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(join(repoRoot, `bench/results/trips-plans-${engine}.txt`), plans);
    await database.close();
    console.log(`generated ${year.trips} trips and ${year.boardings} boardings over ${year.days.length} school days (${year.days[0]} … ${year.days.at(-1)}) in ${year.seconds.toFixed(1)} s`);

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), DEMO_TRACKING: '0', TZ });
    const result: Record<string, unknown> = { engine, trips: year.trips, boardings: year.boardings, generateSeconds: year.seconds };
    try {
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const admin = await signIn(server.url, 'admin', ADMIN_PASSWORD);

      const probe = await fetch(`${server.url}/api/v1/report/bus?rt=2&from=${month.from}&to=${month.to}&page=1&limit=10`, { headers: admin });
      if (probe.status === 404) {
        console.log('GET /report/bus: not on this server yet, report and export skipped');
      } else {
        for (const [label, p] of SCENARIOS.has('report') ? ([['month', month], ['year', span]] as const) : []) {
          const url = `${server.url}/api/v1/report/bus?rt=2&from=${p.from}&to=${p.to}&page=1&limit=10`;
          console.log(`report page, ${label} ${p.from} … ${p.to}; load average ${loadAverage()}`);
          const r = await medianOf(RUNS, { url, headers: admin, connections: 4, seconds: SECONDS, cpu });
          report(`GET /report/bus, ${label}, page 1 of 10, 4 connections`, r);
          result[`report_${label}`] = r;
        }
        if (SCENARIOS.has('export')) {
          console.log(`export, year; load average ${loadAverage()}`);
          const exported = await timedExport(server, `/api/v1/report/bus/export?rt=2&from=${span.from}&to=${span.to}`, admin, cpu);
          const cpuText = Object.entries(exported.cpuSeconds).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ');
          console.log(`  export: ${exported.status}, ${exported.seconds.toFixed(1)} s, ${exported.megabytes.toFixed(1)} MB; CPU ${cpuText}; server RSS ${exported.rssBeforeMb.toFixed(0)} → peak ${exported.rssPeakMb.toFixed(0)} MB (+${exported.extraRssMb.toFixed(0)} MB)`);
          result.export = exported;
        }
      }
      if (!SCENARIOS.has('scans')) {
        await backends?.close();
        return result;
      }

      // Twenty drivers, each with a running trip of today on their own bus. Before each run every
      // trip is stopped and a new one started, so a trip holds one run's rides (hundreds, where a
      // real trip holds dozens), not every run's: a scan reads its trip's rides.
      const { newTrips, nextScan: nextRequest } = await scanCrews(server.url, year.fleet.slice(0, SCAN_DRIVERS), DRIVER_PASSWORD, year.nisn);
      console.log(`scans, 20 connections; load average ${loadAverage()}`);
      const scans: LoadResult = await medianOf(RUNS, { url: `${server.url}/api/v1/driver/trips/scans`, method: 'POST', nextRequest, connections: 20, seconds: SECONDS, cpu }, newTrips);
      report('POST /driver/trips/{id}/scans, 20 drivers, 20 connections', scans);
      result.scans = scans;
      await backends?.close();
    } finally {
      await server.stop();
    }
    return result;
  } finally {
    await store.drop();
  }
}

run(() => perEngine('Trips bench', 'trips', benchEngine));
