/**
 * Parking attendants bench: the real server in the parking mode on PostgreSQL and on PGlite, 15
 * locations, three vehicle types with a tariff each, 20 JUKIR accounts signed in. Each of 20
 * connections loops: `POST /parking/attendant/check-in` with a new plate, then
 * `POST /parking/attendant/check-out` with the ticket's id (client ids on both, as the console
 * sends them). Counts the pairs completed per second over BENCH_SECONDS after a short warm-up,
 * the latency of a pair (p50/p99), the errors, and the CPU of a pair: the server, PostgreSQL's
 * backends and this process (the load generator: node:http on kept-alive sockets, lighter than
 * fetch, so that it is not what is measured).
 * Usage: tsx bench/parking-attendant.ts [postgres] [pglite]   (default: both)
 * The stays table holds a year of earlier stays (BENCH_HISTORY), analysed, as a department's does:
 * an empty table's plans are not the ones a running service gets.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 * BENCH_HISTORY (200000), BENCH_LOG_LEVEL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { hashPassword } from '../packages/server/src/auth/password.js';
import { roles, users } from '../packages/server/src/db/schema/index.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer } from './lib/server.js';
import { loadAverage } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { percentile } from './lib/latency.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 20;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 200_000);
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const JUKIR_PASSWORD = 'bench-jukir-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3440, pglite: 3441 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Result {
  engine: Engine; pairsPerSecond: number; pairs: number; errors: number; p50Ms: number; p99Ms: number; serverCpuPercent: number;
  /** CPU ms per pair: the server, PostgreSQL's backends (on PostgreSQL), the load generator. */
  cpuMsPerPair: Record<string, number>;
  load: string;
}

/** This process's CPU (user + system, ms) so far: the load generator's share. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(url: string, auth: Record<string, string>, body: unknown): Promise<{ status: number; json: { data?: { intid: number } } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { intid: number } } }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function run(engine: Engine): Promise<Result> {
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const { db } = database;
    await seedBase(db, { appType: 'parking', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
    await db.execute(sql`insert into parking_locations (name, address) select 'Lokasi ' || g, 'Jl. Bench ' || g from generate_series(1, 15) g`);
    await db.execute(sql`insert into parking_vehicle_types (code, name) values ('MTR', 'Motor'), ('MBL', 'Mobil'), ('BTR', 'Bus / Truk')`);
    await db.execute(sql`insert into parking_tariffs (vehicle_type_id, effective_from, regulation, first_fee, first_minutes, hourly_fee, max_fee)
      values (1, '2020-01-01', 'Perda', 2000, 0, 0, 0), (2, '2020-01-01', 'Perda', 5000, 60, 2000, 20000), (3, '2020-01-01', 'Perda', 10000, 60, 5000, 50000)`);
    const [jukir] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'JUKIR'));
    const passwordHash = await hashPassword(JUKIR_PASSWORD);
    await db.insert(users).values(Array.from({ length: CONNECTIONS }, (_, i) => ({ name: `Jukir ${i + 1}`, username: `jukir${i + 1}`, passwordHash, roleId: jukir.id })));
    const attendants = await db.select({ id: users.id }).from(users).where(eq(users.roleId, jukir.id));
    // The past year's closed stays: a plate of 20,000 comes back now and then, as a regency's cars do.
    await db.execute(sql`insert into parking_records (license_number, vehicle_type_id, location_id, attendant_id, check_in_at, check_out_at, status, tariff_id, amount)
      select 'H' || (g % 20000), 1 + g % 3, 1 + g % 15, ${attendants[0].id}, at, at + interval '90 minutes', 2, 1 + g % 3, 2000
      from generate_series(1, ${HISTORY}) g, lateral (select now() - interval '1 day' - (g * interval '365 days') / ${HISTORY} as at) t`);
    await db.execute(sql`analyze`);
    await database.close();

    const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), APP_TYPE: 'parking' });
    try {
      const auths = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signIn(server.url, `jukir${i + 1}`, JUKIR_PASSWORD)));
      const checkIn = `${server.url}/api/v1/parking/attendant/check-in`;
      const checkOut = `${server.url}/api/v1/parking/attendant/check-out`;
      let measuring = false;
      let stop = false;
      let errors = 0;
      const latencies: number[] = [];
      const worker = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const started = performance.now();
          const plate = `B${w}X${n}`;
          const a = await post(checkIn, auths[w], { vclicense_number: plate, intvehicle_type_id: 1 + (n % 3), intparking_location_id: 1 + ((w + n) % 15), client_id: `${w}-in-${n}` });
          const b = a.status === 201 ? await post(checkOut, auths[w], { intid: a.json.data!.intid, client_id: `${w}-out-${n}` }) : a;
          if (!measuring) continue;
          if (a.status !== 201 || b.status !== 200) errors++;
          else latencies.push(performance.now() - started);
        }
      };
      const workers = Array.from({ length: CONNECTIONS }, (_, w) => worker(w));
      await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpuNow = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}), loadgen: ownCpuMs() });
      const cpuBefore = await cpuNow();
      measuring = true;
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      measuring = false;
      const elapsed = (performance.now() - t0) / 1000;
      const cpuAfter = await cpuNow();
      await backends?.close();
      const cpu = cpuAfter.server - cpuBefore.server;
      const load = loadAverage();
      stop = true;
      await Promise.all(workers);
      latencies.sort((x, y) => x - y);
      return {
        engine, pairs: latencies.length, pairsPerSecond: Math.round(latencies.length / elapsed), errors,
        p50Ms: Number(percentile(latencies, 50).toFixed(1)), p99Ms: Number(percentile(latencies, 99).toFixed(1)),
        serverCpuPercent: Math.round((cpu / (elapsed * 1000)) * 100), load,
        cpuMsPerPair: Object.fromEntries(Object.entries(cpuAfter).map(([k, v]) => [k, Number(((v - cpuBefore[k as keyof typeof cpuBefore]!) / Math.max(1, latencies.length)).toFixed(2))])),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

const engines = (process.argv.slice(2).filter((a) => a === 'postgres' || a === 'pglite') as Engine[]);
const results: Result[] = [];
for (const engine of engines.length ? engines : (['postgres', 'pglite'] as Engine[])) {
  const r = await run(engine);
  results.push(r);
  console.log(`${engine}: ${r.pairsPerSecond} check-in + check-out pairs/s (${r.pairs} pairs, ${r.errors} errors), pair p50 ${r.p50Ms} ms p99 ${r.p99Ms} ms, server CPU ${r.serverCpuPercent} %, CPU ms per pair ${JSON.stringify(r.cpuMsPerPair)}, load ${r.load}`);
}
const dir = join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'parking-attendant.json'), JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2));
