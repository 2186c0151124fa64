/**
 * Push latency: from a tracker sending a position (OsmAnd GET) to `vehicle:position` arriving at
 * each of 200 Socket.IO clients subscribed to every vehicle, on the real server, PostgreSQL and
 * PGlite, 1,000 vehicles with trackers.
 *   quiet:  one position every 1.5 s (longer than the batching window): the leading edge, each
 *           position pushed at once.
 *   steady: 50 positions a second over random vehicles for BENCH_SECONDS: most positions land
 *           inside a window and wait for its end (at most one emit a second per client by design).
 * Latency is measured in this process from just before the HTTP request to the event's arrival at
 * each client (so it includes the intake and its commit), p50 and p99 over every (position, client);
 * also how far apart the first and the last of the 200 clients got the same position (the fan-out,
 * which this one process receiving for all 200 browsers stretches), and how many pushes arrived
 * before the tracker had its own 200.
 * On PostgreSQL it runs once more with two instances sharing the database and Redis: the trackers
 * report to instance A, the 200 clients are connected to instance B.
 * Usage: tsx bench/push-latency.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL, BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_SECONDS (10), BENCH_LOG_LEVEL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { TRACKING_SUBSCRIBE, VEHICLE_POSITION, type TrackingAck, type VehicleLocationWire } from '../packages/contract/src/index.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { routes, vehicles } from '../packages/server/src/db/schema/index.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer } from './lib/server.js';
import { loadAverage } from './lib/report.js';
import { paced, percentile, sleep, summary } from './lib/latency.js';

const VEHICLES = 1_000;
const CLIENTS = 200;
const QUIET_SAMPLES = 30;
const QUIET_GAP_MS = 1_500;
const STEADY_RATE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3510, pglite: 3511 };
const SECOND_INSTANCE_PORT = 3512;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const device = (i: number) => `bench-${i}`;

interface Sent { at: number; accepted?: number; first?: number; last?: number }

/** Positions sent, by vehicle and latitude (each position of a run has its own latitude). */
const keyOf = (vehicleId: number, lat: number) => `${vehicleId}:${lat.toFixed(6)}`;

async function fleet(engine: Engine, store: Awaited<ReturnType<typeof createBenchDatabase>>) {
  const database = await store.open();
  await seedBase(database.db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
  const [route] = await database.db.insert(routes).values({ code: 'BENCH', name: 'Rute Bench' }).returning({ id: routes.id });
  const rows = Array.from({ length: VEHICLES }, (_, i) => ({
    code: `BB${i}`, name: `Bus Bench ${i}`, plate: `B ${i} ENC`, type: 1, routeId: route.id, deviceId: device(i),
  }));
  const made = await database.db.insert(vehicles).values(rows).returning({ id: vehicles.id, deviceId: vehicles.deviceId });
  await database.close();
  console.log(`${engine}: ${VEHICLES} vehicles with trackers`);
  return new Map(made.map((v) => [v.deviceId!, v.id]));
}

function connectClient(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      socket.emit(TRACKING_SUBSCRIBE, {}, (ack: TrackingAck) => (ack.ok ? resolve(socket) : reject(new Error(ack.message)))),
    );
    socket.once('connect_error', reject);
  });
}

/** Sends one position as a tracker does and notes when it was sent and accepted. */
async function send(url: string, deviceId: string, lat: number, sent: Map<string, Sent>, vehicleId: number) {
  const entry: Sent = { at: performance.now() };
  sent.set(keyOf(vehicleId, lat), entry);
  const res = await fetch(`${url}/api/v1/tracking/osmand?id=${deviceId}&lat=${lat.toFixed(6)}&lon=112.05&speed=15&timestamp=${Date.now()}`);
  if (res.status !== 200) throw new Error(`intake answered ${res.status}: ${await res.text()}`);
  entry.accepted = performance.now();
}

/** One engine; with `redis`, two instances: positions to the first, clients on the second. */
async function benchEngine(engine: Engine, redis?: string) {
  console.log(`\n## ${engine}${redis ? ', two instances with Redis' : ''}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  try {
    const ids = await fleet(engine, store);
    const env = { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), ...(redis ? { REDIS_URL: redis } : {}) };
    const server = await startServer(PORTS[engine], env);
    const watched = redis ? await startServer(SECOND_INSTANCE_PORT, env) : server;
    const sockets: Socket[] = [];
    try {
      const auth = await signIn(watched.url, 'admin', ADMIN_PASSWORD);
      const token = auth.authorization.slice('Bearer '.length);
      for (let i = 0; i < CLIENTS; i++) sockets.push(await connectClient(watched.url, token));
      console.log(`${CLIENTS} clients subscribed to every vehicle; load average ${loadAverage()}`);

      const sent = new Map<string, Sent>();
      let latencies: number[] = [];
      let beforeAccepted = 0;
      let emits = 0;
      // The shortest time between two emits to one client: the window says at least a second.
      let shortestGap = Number.POSITIVE_INFINITY;
      for (const s of sockets) {
        let previous = Number.NEGATIVE_INFINITY;
        s.on(VEHICLE_POSITION, (items: VehicleLocationWire[]) => {
          const now = performance.now();
          emits += 1;
          shortestGap = Math.min(shortestGap, now - previous);
          previous = now;
          for (const item of items) {
            const entry = sent.get(keyOf(item.intid, item.declattitude!));
            if (!entry) continue;
            latencies.push(now - entry.at);
            if (entry.accepted === undefined) beforeAccepted += 1;
            entry.first ??= now;
            entry.last = now;
          }
        });
      }
      const devices = [...ids.keys()];
      let lat = -6.9;
      const nextLat = () => (lat += 0.000001);

      // Warm-up: the first positions read the vehicle directory and warm the paths.
      for (let i = 0; i < 3; i++) {
        await send(server.url, devices[i], nextLat(), sent, ids.get(devices[i])!);
        await sleep(QUIET_GAP_MS);
      }
      latencies = [];
      beforeAccepted = 0;
      emits = 0;
      const fanOut = (from: number) =>
        percentile([...sent.values()].slice(from).filter((e) => e.first !== undefined).map((e) => e.last! - e.first!).sort((a, b) => a - b), 50);

      // Quiet: each position after a quiet window goes out at once.
      const intake: number[] = [];
      const quietFrom = sent.size;
      for (let i = 0; i < QUIET_SAMPLES; i++) {
        const d = devices[(i * 37) % devices.length];
        const before = performance.now();
        await send(server.url, d, nextLat(), sent, ids.get(d)!);
        intake.push(performance.now() - before);
        await sleep(QUIET_GAP_MS);
      }
      const quiet = summary('quiet (one position per 1.5 s)', latencies, {
        expected: QUIET_SAMPLES * CLIENTS,
        intakeP50: Number(percentile([...intake].sort((a, b) => a - b), 50).toFixed(1)),
        fanOutP50: Number(fanOut(quietFrom).toFixed(1)),
        beforeTheTracker200: `${((100 * beforeAccepted) / Math.max(1, latencies.length)).toFixed(0)} %`,
      });

      // Steady: 50 positions a second; a client hears at most one emit a second.
      latencies = [];
      beforeAccepted = 0;
      emits = 0;
      shortestGap = Number.POSITIVE_INFINITY;
      const began = performance.now();
      const positions = await paced(STEADY_RATE, SECONDS, () => {
        const d = devices[Math.floor(Math.random() * devices.length)];
        return send(server.url, d, nextLat(), sent, ids.get(d)!);
      });
      await sleep(1_500);
      const seconds = (performance.now() - began) / 1000;
      const steady = summary(`steady (${STEADY_RATE} positions/s for ${SECONDS} s)`, latencies, {
        positions,
        emitsPerClientPerSecond: Number((emits / CLIENTS / seconds).toFixed(2)),
        shortestGapMs: Number(shortestGap.toFixed(0)),
      });
      return { engine, instances: redis ? 2 : 1, vehicles: VEHICLES, clients: CLIENTS, quiet, steady };
    } finally {
      for (const s of sockets) s.close();
      if (watched !== server) await watched.stop();
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

async function main() {
  const args = process.argv.slice(2).filter((a): a is Engine => a === 'postgres' || a === 'pglite');
  const engines: Engine[] = args.length ? args : ['postgres', 'pglite'];
  console.log(`Push latency bench: ${os.cpus().length} cores, load average ${loadAverage()}, node ${process.version}`);
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  for (const engine of engines) {
    const result = await benchEngine(engine);
    writeFileSync(join(outDir, `push-latency-${engine}.json`), JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), ...result }, null, 2));
  }
  if (engines.includes('postgres')) {
    const result = await benchEngine('postgres', redisUrl);
    writeFileSync(join(outDir, 'push-latency-postgres-redis.json'), JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), ...result }, null, 2));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
