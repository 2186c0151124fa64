/**
 * Tracking intake bench: the real server on PostgreSQL and on PGlite with 1,000 generated
 * vehicles, each with a tracker id.
 *   OsmAnd: GET /api/v1/tracking/osmand?id&lat&lon&timestamp&speed…, one position per request,
 *           50 connections, every request a new position of one of the 1,000 trackers, 3 × 10 s
 *   batch:  POST /api/v1/driver/positions with 1,000 positions per request (a driver's account),
 *           8 connections, 3 × 10 s
 * After each scenario the server is stopped (so PGlite's folder can be opened) and the positions
 * table counted: every acknowledged (200) position must be stored. Prints the medians and writes
 * bench/results/tracking-<engine>.json.
 * Usage: tsx bench/tracking.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 *      BENCH_LOG_LEVEL (the server's LOG_LEVEL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { hashPassword } from '../packages/server/src/auth/password.js';
import { drivers, positions, roles, routes, trips, users, vehicles } from '../packages/server/src/db/schema/index.js';
import { TRIP_STATUS } from '@halte/contract';
import { createBenchDatabase, type BenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer } from './lib/server.js';
import { medianOf, type LoadOptions, type LoadResult } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';

const VEHICLES = 1_000;
const BATCH = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const DRIVER = { username: 'sopir.bench', password: 'bench-sopir-rahasia' };
const PORTS: Record<Engine, number> = { postgres: 3312, pglite: 3313 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const deviceOf = (i: number) => `BENCH-${String(i).padStart(4, '0')}`;
/** The batch scenario's positions start 2 hours ago; the trips they belong to ran from 3 hours ago to 1 hour ago. */
const BATCH_HOURS_AGO = 2;
const BATCH_TRIP_FROM_HOURS = 3;
const BATCH_TRIP_TO_HOURS = 1;

/**
 * Roles, menus and admin as main.ts seeds them; one route, 1,000 vehicles with trackers, a driver
 * with an account and, on each vehicle, a finished trip spanning the hours the batch scenario's
 * positions are stamped in (a driver sends positions only for their own trips: here, as phones
 * uploading their offline queues once the trips ended).
 */
async function fillFleet(database: Database) {
  const { db } = database;
  await seedBase(db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
  const [route] = await db.insert(routes).values({ code: 'RB01', name: 'Rute Bench' }).returning({ id: routes.id });
  await db.insert(vehicles).values(Array.from({ length: VEHICLES }, (_, i) => ({
    code: `VB${i}`, name: `Bus Bench ${i}`, plate: `S ${1000 + i} BN`, type: 1, routeId: route.id, deviceId: deviceOf(i),
  })));
  const [driverRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DRIVER'));
  const [user] = await db.insert(users).values({ name: 'Sopir Bench', username: DRIVER.username, passwordHash: await hashPassword(DRIVER.password), roleId: driverRole.id })
    .returning({ id: users.id });
  const [driver] = await db.insert(drivers).values({ code: 'DRVB', nip: '198001010000', fullName: 'Sopir Bench', phone: '081200000000', userId: user.id })
    .returning({ id: drivers.id });
  const ids = (await db.select({ id: vehicles.id }).from(vehicles).orderBy(vehicles.id)).map((v) => v.id);
  const now = Date.now();
  await db.insert(trips).values(ids.map((vehicleId) => ({
    vehicleId, driverId: driver.id, routeId: route.id, serviceDate: new Date(now).toISOString().slice(0, 10), status: TRIP_STATUS.finished,
    startedAt: new Date(now - BATCH_TRIP_FROM_HOURS * 3_600_000), stoppedAt: new Date(now - BATCH_TRIP_TO_HOURS * 3_600_000),
  })));
  return ids;
}

/**
 * Positions that are all different: the n-th is tracker n mod 1,000 at a time 1 ms after the
 * previous one, starting `hoursAgo` hours ago (so none is a duplicate, in the future or filtered;
 * each scenario starts at another hour, so they do not meet either).
 */
function positionSource(hoursAgo: number) {
  const start = Date.now() - hoursAgo * 3_600_000;
  let n = 0;
  return {
    next() {
      const i = n++;
      return { vehicle: i % VEHICLES, time: start + i, lat: -6.88 + (i % 997) * 1e-5, lon: 112.04 + (i % 991) * 1e-5 };
    },
    get issued() {
      return n;
    },
  };
}

async function countPositions(store: BenchDatabase): Promise<number> {
  const database = await store.open();
  try {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(positions);
    return row.n;
  } finally {
    await database.close();
  }
}

type Measured = LoadResult & { runs: LoadResult[]; warmup: LoadResult };

/** Every answer the scenario got a 200 for, warm-up included, against the rows stored. */
function storedCheck(label: string, result: Measured, perRequest: number, issued: number, before: number, after: number) {
  const acknowledged = [result.warmup, ...result.runs].reduce((n, r) => n + r.acknowledged, 0) * perRequest;
  const stored = after - before;
  const ok = stored >= acknowledged && stored <= issued;
  console.log(`  ${label}: ${acknowledged} positions acknowledged, ${stored} stored, ${issued} sent → ${ok ? 'every acknowledged position is stored' : 'MISSING POSITIONS'}`);
  return { acknowledged, stored, issued, ok };
}

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const database = await store.open();
    const vehicleIds = await fillFleet(database);
    await database.close();

    const scenario = async (run: (url: string, cpu: LoadOptions['cpu']) => Promise<{ result: Measured; perRequest: number; issued: number }>, label: string) => {
      const before = await countPositions(store);
      const server = await startServer(PORTS[engine], { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), DEMO_TRACKING: '0' });
      let measured: Awaited<ReturnType<typeof run>>;
      try {
        const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
        const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
        console.log(`${label}; load average ${loadAverage()}`);
        measured = await run(server.url, cpu);
        await backends?.close();
      } finally {
        // A stopped server has answered everything it took in; PGlite's folder is free to count.
        await server.stop();
      }
      const check = storedCheck(label, measured.result, measured.perRequest, measured.issued, before, await countPositions(store));
      return { ...measured.result, positionsPerSec: measured.result.reqPerSec * measured.perRequest, check };
    };

    const osmand = await scenario(async (url, cpu) => {
      const source = positionSource(3);
      const nextRequest = () => {
        const p = source.next();
        return { path: `/api/v1/tracking/osmand?id=${deviceOf(p.vehicle)}&lat=${p.lat.toFixed(6)}&lon=${p.lon.toFixed(6)}&timestamp=${p.time}&speed=12.5&bearing=90&batt=80` };
      };
      const result = await medianOf(RUNS, { url: `${url}/api/v1/tracking/osmand`, nextRequest, connections: 50, seconds: SECONDS, cpu });
      report('OsmAnd GET, 1 position per request, 50 connections', result);
      return { result, perRequest: 1, issued: source.issued };
    }, 'OsmAnd GET');

    const batch = await scenario(async (url, cpu) => {
      const auth = await signIn(url, DRIVER.username, DRIVER.password);
      const source = positionSource(BATCH_HOURS_AGO);
      let request = 0;
      const nextRequest = () => {
        // One vehicle per request, its positions all new (a phone's buffer).
        const vehicle = vehicleIds[request++ % VEHICLES];
        const list = Array.from({ length: BATCH }, () => {
          const p = source.next();
          return { dttime: new Date(p.time).toISOString(), declattitude: p.lat, declongitude: p.lon, speed: 25, heading: 90, battery: 80 };
        });
        return { body: JSON.stringify({ intvehicle_id: vehicle, positions: list }) };
      };
      const result = await medianOf(RUNS, {
        url: `${url}/api/v1/driver/positions`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
        nextRequest, connections: 8, seconds: SECONDS, cpu,
      });
      report(`POST /driver/positions, ${BATCH} positions per request, 8 connections`, result);
      console.log(`  = ${(result.reqPerSec * BATCH).toFixed(0)} positions/s`);
      return { result, perRequest: BATCH, issued: source.issued };
    }, 'driver batch');

    return { engine, vehicles: VEHICLES, osmand, batch };
  } finally {
    await store.drop();
  }
}

async function main() {
  const args = process.argv.slice(2).filter((a): a is Engine => a === 'postgres' || a === 'pglite');
  const engines: Engine[] = args.length ? args : ['postgres', 'pglite'];
  console.log(`Tracking bench: ${os.cpus().length} cores, load average ${loadAverage()}, node ${process.version}`);
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  let missing = false;
  for (const engine of engines) {
    const result = await benchEngine(engine);
    missing ||= !result.osmand.check.ok || !result.batch.check.ok;
    writeFileSync(join(outDir, `tracking-${engine}.json`), JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), ...result }, null, 2));
  }
  if (missing) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
