/**
 * A province's parents following their children's buses: the real server with BENCH_MEMBERS
 * (10,000) members signed in (sessions inserted in bulk), each with a child at one of 500 schools
 * served by one bus each, and a Socket.IO connection that follows its child's bus
 * (`tracking:subscribe` on a member's token). BENCH_BUSES (500) buses report a position every
 * 5 s through the OsmAnd intake (100 positions/s, paced) for BENCH_SECONDS after a warm-up.
 * Measures: the server's resident memory before the connections and after (per connection), from
 * just before a tracker's GET to `vehicle:position` at each follower (p50/p99 over every
 * delivery, and how many arrived), the server's event-loop delay (its /metrics) and CPU.
 * On PostgreSQL it runs once more on two instances with Redis: the trackers report to A, half the
 * members are connected to A and half to B.
 * Usage: tsx bench/province.ts [postgres] [pglite]   (default: postgres)
 * Env: BENCH_PG_URL, BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_MEMBERS (10000), BENCH_BUSES (500),
 *      BENCH_SECONDS (30), BENCH_LOG_LEVEL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { TRACKING_SUBSCRIBE, VEHICLE_POSITION, type TrackingAck, type VehicleLocationWire } from '../packages/contract/src/index.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { newToken, tokenHash } from '../packages/server/src/auth/tokens.js';
import { memberSessions } from '../packages/server/src/db/schema/index.js';
import { rowsOf } from '../packages/server/src/lib/data/sql-rows.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, startServer, type RunningServer } from './lib/server.js';
import { loadAverage } from './lib/report.js';
import { cpuMsOf } from './lib/cpu.js';
import { paced, percentile, sleep } from './lib/latency.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BUSES = Number(process.env.BENCH_BUSES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const REPORT_EVERY_S = 5;
const WARM_UP_S = REPORT_EVERY_S * 2;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const PORTS: Record<Engine, number> = { postgres: 3720, pglite: 3721 };
const SECOND_INSTANCE_PORT = 3722;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Buses with trackers, a school per bus, members each with a child there, and the members' tokens. */
async function fill(store: Awaited<ReturnType<typeof createBenchDatabase>>): Promise<{ tokens: string[]; vehicleOf: Map<string, number> }> {
  const database = await store.open();
  const { db } = database;
  await seedBase(db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
  await db.execute(sql`insert into routes (code, name) values ('PROV', 'Rute Provinsi')`);
  await db.execute(sql`
    insert into vehicles (code, name, plate, type, route_id, device_id)
    select 'PV' || b, 'Bus ' || b, 'W ' || b || ' PV', 1, (select id from routes where code = 'PROV'), 'prov-' || b
    from generate_series(0, ${BUSES - 1}) b`);
  await db.execute(sql`
    insert into schools (code, name, address, level) select 'SP' || b, 'Sekolah ' || b, 'Jl. Provinsi ' || b, 1 from generate_series(0, ${BUSES - 1}) b`);
  await db.execute(sql`
    insert into school_vehicles (school_id, vehicle_id)
    select s.id, v.id from schools s join vehicles v on v.code = 'PV' || substr(s.code, 3) where s.code like 'SP%'`);
  await db.execute(sql`
    insert into members (name, email, phone, password_hash)
    select 'Orang Tua ' || i, 'ortu' || i || '@bench.test', '0813' || lpad(i::text, 8, '0'), 'x' from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`
    insert into students (nisn, full_name, address, sex, school_id, class_id, parent_name, parent_phone, member_id)
    select '8' || lpad(m.n::text, 9, '0'), 'Anak ' || m.n, 'Jl. Provinsi', 1 + m.n % 2,
      (select id from schools where code = 'SP' || (m.n % ${BUSES})), (select min(id) from classes), m.name, m.phone, m.id
    from (select id, name, phone, row_number() over (order by id) as n from members) m`);
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from members order by id`)).map((r) => Number(r.id));
  const tokens = ids.map(() => newToken());
  for (let i = 0; i < ids.length; i += 2_000) {
    await db.insert(memberSessions).values(ids.slice(i, i + 2_000).map((memberId, k) => ({ memberId, tokenHash: tokenHash(tokens[i + k]) })));
  }
  const vehicleRows = rowsOf<{ id: number; device_id: string }>(await db.execute(sql`select id, device_id from vehicles where device_id like 'prov-%'`));
  const vehicleOf = new Map(vehicleRows.map((r) => [r.device_id, Number(r.id)]));
  await db.execute(sql`analyze`);
  await database.close();
  return { tokens, vehicleOf };
}

/** A member's connection following its child's bus. */
function follow(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => socket.emit(TRACKING_SUBSCRIBE, {}, (ack: TrackingAck) => (ack.ok ? resolve(socket) : reject(new Error(ack.message)))));
    socket.once('connect_error', reject);
  });
}

/** `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  }));
  return out;
}

/** Resident memory of a process, MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The server's event-loop delay since its last scrape (p99 and max, ms), from its /metrics. */
async function loopDelay(server: RunningServer) {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number((new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text) ?? [])[1]) * 1000;
  return { p99: Number(value('nodejs_eventloop_lag_p99_seconds').toFixed(1)), max: Number(value('nodejs_eventloop_lag_max_seconds').toFixed(1)) };
}

async function benchEngine(engine: Engine, redis?: string) {
  console.log(`\n## ${engine}${redis ? ', two instances with Redis' : ''} (load average ${loadAverage()})`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const t0 = Date.now();
    const { tokens, vehicleOf } = await fill(store);
    console.log(`${BUSES} buses, ${MEMBERS} members with a child and a session, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const env = { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), METRICS_TOKEN, ...(redis ? { REDIS_URL: redis } : {}) };
    const servers = [await startServer(PORTS[engine], env), ...(redis ? [await startServer(SECOND_INSTANCE_PORT, env)] : [])];
    const sockets: Socket[] = [];
    try {
      await sleep(2_000);
      const idle = servers.map((s) => rssMb(s.pid));
      const began = Date.now();
      // With two instances, the first half of the members follow through A, the rest through B.
      const through = (i: number) => servers[Math.min(servers.length - 1, Math.floor((i * servers.length) / tokens.length))].url;
      sockets.push(...(await inParallel(tokens.map((token, i) => ({ token, url: through(i) })), 100, (m) => follow(m.url, m.token))));
      const connectSeconds = (Date.now() - began) / 1000;
      await sleep(3_000);
      const connected = servers.map((s) => rssMb(s.pid));
      const perSocketKb = servers.map((_, i) => Number((((connected[i] - idle[i]) * 1024) / (sockets.length / servers.length)).toFixed(1)));
      console.log(`${sockets.length} members following in ${connectSeconds.toFixed(1)} s; RSS ${idle.map((m) => m.toFixed(0)).join('/')} → ${connected.map((m) => m.toFixed(0)).join('/')} MB (${perSocketKb.join('/')} kB per connection)`);

      // Each position a bus reports carries its own latitude: deliveries are matched to it.
      const sentAt = new Map<string, number>();
      let latencies: number[] = [];
      for (const s of sockets) {
        s.on(VEHICLE_POSITION, (items: VehicleLocationWire[]) => {
          const now = performance.now();
          for (const item of items) {
            const at = sentAt.get(`${item.intid}:${item.declattitude!.toFixed(6)}`);
            if (at !== undefined) latencies.push(now - at);
          }
        });
      }
      const devices = [...vehicleOf.keys()];
      let n = 0;
      const report = async () => {
        const d = devices[n % devices.length];
        const lat = -6.9 - ++n * 1e-6;
        sentAt.set(`${vehicleOf.get(d)}:${lat.toFixed(6)}`, performance.now());
        const res = await fetch(`${servers[0].url}/api/v1/tracking/osmand?id=${d}&lat=${lat.toFixed(6)}&lon=112.05&speed=20&timestamp=${Date.now()}`);
        if (res.status !== 200) throw new Error(`intake answered ${res.status}`);
      };
      const rate = BUSES / REPORT_EVERY_S;
      await paced(rate, WARM_UP_S, report);
      await sleep(1_000);
      latencies = [];
      await Promise.all(servers.map(loopDelay));
      const cpuBefore = servers.map((s) => cpuMsOf(s.pid));
      const positions = await paced(rate, SECONDS, report);
      await sleep(1_500);
      const cpu = servers.map((s, i) => cpuMsOf(s.pid) - cpuBefore[i]);
      const delay = await Promise.all(servers.map(loopDelay));
      latencies.sort((a, b) => a - b);
      const expected = positions * (MEMBERS / BUSES);
      const result = {
        engine, instances: servers.length, members: MEMBERS, buses: BUSES, positionsPerSecond: rate, positions,
        deliveries: latencies.length, expected, p50Ms: Number(percentile(latencies, 50).toFixed(1)), p99Ms: Number(percentile(latencies, 99).toFixed(1)),
        maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)), rssIdleMb: idle.map(Math.round), rssConnectedMb: connected.map(Math.round), perSocketKb,
        serverCpuPercent: cpu.map((c) => Math.round((100 * c) / (SECONDS * 1000))), cpuMsPerPosition: cpu.map((c) => Number((c / positions).toFixed(2))),
        loopDelayMs: delay, load: loadAverage(),
      };
      console.log(`${positions} positions (${rate}/s), ${latencies.length} of ${expected} deliveries: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ` +
        `server CPU ${result.serverCpuPercent.join('/')} % (${result.cpuMsPerPosition.join('/')} ms per position); event-loop delay ${JSON.stringify(delay)}`);
      return result;
    } finally {
      for (const s of sockets) s.close();
      for (const s of servers.reverse()) await s.stop();
    }
  } finally {
    await store.drop();
  }
}

async function main() {
  const args = process.argv.slice(2).filter((a): a is Engine => a === 'postgres' || a === 'pglite');
  const engines: Engine[] = args.length ? args : ['postgres'];
  console.log(`Province bench: ${os.cpus().length} cores, load average ${loadAverage()}, node ${process.version}`);
  const results = [];
  for (const engine of engines) results.push(await benchEngine(engine));
  if (engines.includes('postgres')) results.push(await benchEngine('postgres', redisUrl));
  const dir = join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'province.json'), JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
