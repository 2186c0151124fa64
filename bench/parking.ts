/**
 * Rekap Data Parkir bench: the real server in the parking mode on PostgreSQL and on PGlite over
 * generated stays (BENCH_PARKING_ROWS, spread over the two years before today, 15 locations,
 * three vehicle types, written with one generate_series per 250,000 rows).
 *   GET /api/v1/parking?from&to&page=1&limit=10: the first page with its totals, for the last full
 *     month and for the last full year, then the same year searched by a plate part
 *   GET /api/v1/dashboard/parking/target and /location: DASHBOARD PARKIR's two calls
 *   GET /api/v1/report/parking/export/0/0/{from}/{to}: the file of the days before today that hold
 *     about BENCH_EXPORT_ROWS (1,000,000) stays, downloaded whole:
 *     time, rows per second and the server's peak RSS above its RSS before
 * 10 connections, 3 × BENCH_SECONDS after a warm-up; writes bench/results/parking-<engine>.json.
 * Usage: tsx bench/parking.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (5),
 *      BENCH_PARKING_ROWS (postgres 5,000,000; pglite 300,000), BENCH_PARKING_PLATES (vehicles, 250,000;
 *      0: every stay its own plate), BENCH_EXPORT_ROWS, BENCH_LOG_LEVEL.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { calendarDateIn } from '@halte/contract';
import { dateBefore } from '../packages/server/src/modules/school/dashboard/service-day.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, signIn, startServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { perEngine, run } from './lib/per-engine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = 3;
const CONNECTIONS = 10;
const TIME_ZONE = 'Asia/Jakarta';
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3430, pglite: 3431 };
const ROWS: Record<Engine, number> = { postgres: 5_000_000, pglite: 300_000 };
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const CHUNK = 250_000;
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLATE_TERMS = ['s12', 'w 77', 'L-4', 'b98', '345'];
/** Vehicles the stays belong to: a regency's cars and motorbikes come again; 0 gives every stay a plate of its own. */
const PLATES = Number(process.env.BENCH_PARKING_PLATES ?? 250_000);

const two = (n: number) => String(n).padStart(2, '0');
const today = calendarDateIn(TIME_ZONE);
const [thisYear, thisMonth] = today.split('-').map(Number);
const lastMonth = thisMonth === 1 ? { y: thisYear - 1, m: 12 } : { y: thisYear, m: thisMonth - 1 };
const monthDays = { from: `${lastMonth.y}-${two(lastMonth.m)}-01`, to: `${lastMonth.y}-${two(lastMonth.m)}-${two(new Date(Date.UTC(lastMonth.y, lastMonth.m, 0)).getUTCDate())}` };
const yearDays = { from: `${thisYear - 1}-01-01`, to: `${thisYear - 1}-12-31` };

/** Locations, types with a tariff each, and `total` stays of PLATES vehicles over the two years before today, all checked out. */
async function fill(db: Db, total: number) {
  await db.execute(sql`insert into parking_locations (name, address, latitude, longitude) select 'Lokasi ' || g, 'Jl. Bench ' || g, -6.9 - g / 100.0, 112.0 + g / 100.0 from generate_series(1, 15) g`);
  await db.execute(sql`insert into parking_vehicle_types (code, name) values ('MTR', 'Motor'), ('MBL', 'Mobil'), ('BTR', 'Bus / Truk')`);
  await db.execute(sql`insert into parking_tariffs (vehicle_type_id, effective_from, regulation, first_fee, first_minutes, hourly_fee, max_fee)
    values (1, '2020-01-01', 'Perda', 2000, 0, 0, 0), (2, '2020-01-01', 'Perda', 5000, 60, 2000, 20000), (3, '2020-01-01', 'Perda', 10000, 60, 5000, 50000)`);
  const span = 2 * 365 * 86_400;
  // Each stay's vehicle: one of PLATES, spread over the span (a permutation of g), or with 0 a vehicle of its own.
  const vehicleOf = PLATES > 0 ? sql`(g * 104729) % ${PLATES}` : sql`g`;
  const end = Math.floor(Date.now() / 1000);
  for (let first = 1; first <= total; first += CHUNK) {
    const last = Math.min(total, first + CHUNK - 1);
    // Check-ins spread evenly over the span; the type 72 / 24 / 4 %, stays of 10 minutes to 4 hours, the fee roughly the tariff's.
    await db.execute(sql`
      insert into parking_records (license_number, vehicle_type_id, location_id, check_in_at, check_out_at, status, amount, tariff_id)
      select plate, type, 1 + (g % 15), at, at + make_interval(mins => (10 + (g * 37) % 230)::int), 2,
             case type when 1 then 2000 when 2 then 5000 + 2000 * (((g * 37) % 230) / 60) else 10000 + 5000 * (((g * 37) % 230) / 60) end, type
      from (
        select g,
               (array['S','S','S','W','L','B','K','AG'])[(1 + v % 8)::int] || (1 + v % 9999) || chr((65 + (v / 9999) % 23)::int) || chr((65 + (v / 229977) % 23)::int) as plate,
               case when g % 25 < 18 then 1 when g % 25 < 24 then 2 else 3 end as type,
               to_timestamp(${end - span} + (g * ${span}) / ${total}) as at
        from generate_series(${first}::bigint, ${last}::bigint) g, lateral (select ${vehicleOf} as v) vehicle
      ) s`);
    console.log(`  ${last.toLocaleString('en')} stays written (load average ${loadAverage()})`);
  }
}

/** The server's resident memory in kB, from /proc. */
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Downloads the file whole, sampling the server's RSS every 50 ms. */
async function download(url: string, headers: Record<string, string>, pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return { seconds, bytes, rssBeforeMb: before / 1024, peakExtraMb: (peak - before) / 1024 };
}

async function benchEngine(engine: Engine) {
  const total = Number(process.env.BENCH_PARKING_ROWS ?? ROWS[engine]);
  console.log(`\n## ${engine}: ${total.toLocaleString('en')} stays (load average ${loadAverage()})`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const { db } = database;
    const t0 = Date.now();
    await seedBase(db, { appType: 'parking', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
    await fill(db, total);
    await db.execute(sql`vacuum analyze`);
    const loadSeconds = (Date.now() - t0) / 1000;
    console.log(`written and analysed in ${loadSeconds.toFixed(1)} s`);
    await database.close();

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), APP_TYPE: 'parking', TZ: TIME_ZONE });
    try {
      const auth = await signIn(server.url, 'admin', ADMIN_PASSWORD);
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const path = (days: { from: string; to: string }, extra = '') => `/api/v1/parking?from=${days.from}&to=${days.to}&page=1&limit=10${extra}`;
      const probe = async (p: string) => {
        const res = await fetch(`${server.url}${p}`, { headers: auth });
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { total_data: number; total_income: number };
      };
      // The first ask of the two years sums every closed day into the daily summary; timed apart.
      const cold = performance.now();
      // (A request spans at most 366 days: the two years are two requests.)
      await probe(path({ from: dateBefore(today, 731), to: dateBefore(today, 366) }));
      await probe(path({ from: dateBefore(today, 365), to: today }));
      const summariseSeconds = (performance.now() - cold) / 1000;
      const [month, year] = [await probe(path(monthDays)), await probe(path(yearDays))];
      console.log(`daily summary of two years written in ${summariseSeconds.toFixed(1)} s`);
      console.log(`month ${monthDays.from}: ${month.total_data} stays, Rp ${month.total_income}; year ${yearDays.from.slice(0, 4)}: ${year.total_data} stays, Rp ${year.total_income}`);

      const run = (paths: string[]) => medianOf(RUNS, { url: server.url, paths, headers: auth, connections: CONNECTIONS, seconds: SECONDS, cpu });
      const monthPage = await run([path(monthDays)]);
      report(`GET /parking month ${monthDays.from}..${monthDays.to} (page 1 with totals)`, monthPage);
      const yearPage = await run([path(yearDays)]);
      report(`GET /parking year ${yearDays.from}..${yearDays.to} (page 1 with totals)`, yearPage);
      const yearSearch = await run(PLATE_TERMS.map((q) => path(yearDays, `&q=${encodeURIComponent(q)}`)));
      report(`GET /parking year, q=${PLATE_TERMS.join('|')}`, yearSearch);
      const dashboard = await run(['/api/v1/dashboard/parking/target', '/api/v1/dashboard/parking/location']);
      report('GET /dashboard/parking/target + /location', dashboard);

      // The stays are spread evenly over 730 days: the last `days` before today hold about EXPORT_ROWS.
      const days = Math.min(366, Math.ceil((730 * EXPORT_ROWS) / total));
      const exportDays = { from: dateBefore(today, days), to: dateBefore(today, 1) };
      const exported = await probe(path(exportDays));
      const file = await download(`${server.url}/api/v1/report/parking/export/0/0/${exportDays.from}/${exportDays.to}`, auth, server.pid);
      const rowsPerSecond = exported.total_data / file.seconds;
      console.log(
        `export of ${exportDays.from}..${exportDays.to}: ${exported.total_data} rows in ${file.seconds.toFixed(1)} s (${rowsPerSecond.toFixed(0)} rows/s), ${(file.bytes / 1e6).toFixed(1)} MB, ` +
          `server RSS ${file.rssBeforeMb.toFixed(0)} MB before, peak +${file.peakExtraMb.toFixed(0)} MB; load average ${loadAverage()}`,
      );
      await backends?.close();
      return { engine, total, loadSeconds, summariseSeconds, dashboard, monthDays, yearDays, month, year, monthPage, yearPage, yearSearch, export: { days: exportDays, rows: exported.total_data, rowsPerSecond, ...file }, loadavgAfter: os.loadavg() };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

run(() => perEngine('Rekap Data Parkir bench', 'parking', benchEngine));
