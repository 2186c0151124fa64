/**
 * Arrival-time bench: a bus driven along a route's line as the demo simulator drives it
 * (`RouteWalk`, a fix every 5 s) but with what makes arrival times hard — each stretch between
 * stops its own road speed (15–35 km/h), each trip ±15 % on the whole, each stretch ±20 % on
 * the day, and 20–40 s standing at every stop. Ten trips make the route's history (recorded as
 * a finished trip is); five more are timed: every 15 s (as the watch does) the stops ahead are
 * predicted, and for each stop the prediction made closest to 5 minutes before the arrival the
 * bus really made is compared with it. Prints p50/p90 of the absolute error
 * and the cost of one prediction and of recording a trip; writes bench/results/arrivals-<engine>.json.
 * Usage: tsx bench/arrivals.ts [postgres] [pglite]   (default: both)
 */
import pino from 'pino';
import type { LonLat } from '@halte/contract';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { perEngine, run } from './lib/per-engine.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { drivers, positions, routePoints, routes, trips, vehicles } from '../packages/server/src/db/schema/index.js';
import { ensurePartitions, monthsAhead } from '../packages/server/src/modules/school/tracking/partitions.js';
import { RouteWalk } from '../packages/server/src/modules/school/tracking/demo/route-walk.js';
import { DEMO_REPORT_MS } from '../packages/server/src/modules/school/tracking/demo/simulator.js';
import { routeGeometry } from '../packages/server/src/modules/school/arrivals/route-geometry.js';
import { tripEtas } from '../packages/server/src/modules/school/arrivals/next-stops.service.js';
import { recordTripHistory } from '../packages/server/src/modules/school/arrivals/trip-history.js';
import { eq } from 'drizzle-orm';

const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HISTORY_TRIPS = 10;
const TIMED_TRIPS = 5;
const EVERY_S = 15;
const AHEAD_S = 300;
const STOPS = 9;

/** A small deterministic random, so every run drives the same trips. */
function randomOf(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** About 9 km through town: a zigzag of blocks, a stop every kilometre or so. */
function townLine(): LonLat[] {
  const line: LonLat[] = [[112.03, -6.88]];
  for (let i = 0; i < 16; i++) {
    const [lon, lat] = line.at(-1)!;
    line.push(i % 2 ? [lon + 0.005, lat] : [lon, lat - 0.004]);
  }
  return line;
}

interface Drive { fixes: { time: Date; latitude: number; longitude: number; speedKmh: number }[]; reached: number[] }

/** One trip along the line from `start`: fixes every 5 s and when it really reached each stop (ms). */
function drive(walk: RouteWalk, stopAlong: number[], roadKmh: number[], random: () => number, start: number): Drive {
  const tripFactor = 0.85 + 0.3 * random();
  const dayFactor = roadKmh.map(() => 0.8 + 0.4 * random());
  const fixes: Drive['fixes'] = [];
  const reached: number[] = [];
  let s = 0;
  let t = start;
  let dwell = 0;
  const step = DEMO_REPORT_MS / 1000;
  while (s < walk.length) {
    const stretch = stopAlong.findIndex((a) => a > s);
    const kmh = roadKmh[stretch === -1 ? roadKmh.length - 1 : stretch] * tripFactor * dayFactor[stretch === -1 ? 0 : stretch];
    if (dwell > 0) dwell -= step;
    else {
      const next = s + (kmh / 3.6) * step;
      const stop = stopAlong.findIndex((a, i) => reached[i] === undefined && a <= next);
      if (stop !== -1) {
        reached[stop] = t + ((stopAlong[stop] - s) / (kmh / 3.6)) * 1000;
        dwell = stop === 0 ? 0 : 20 + 20 * random();
        s = stopAlong[stop];
      } else s = Math.min(walk.length, next);
    }
    t += DEMO_REPORT_MS;
    const { position } = walk.at(s);
    fixes.push({ time: new Date(t), longitude: position[0], latitude: position[1], speedKmh: dwell > 0 ? 0 : Math.round(kmh) });
  }
  return { fixes, reached };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  const database = await store.open();
  try {
    const { db } = database;
    await seedBase(db, { appType: 'school', adminPassword: 'bench-admin-rahasia', log: pino({ level: 'silent' }) });
    await ensurePartitions(db, monthsAhead(Date.now() - 40 * 86_400_000));
    await ensurePartitions(db, monthsAhead(Date.now()));
    const line = townLine();
    const walk = new RouteWalk(line);
    const stopAt = Array.from({ length: STOPS }, (_, i) => Math.round((i / (STOPS - 1)) * (line.length - 1)));
    const [route] = await db.insert(routes).values({ code: 'BENCH', name: 'Rute Bench', path: line }).returning();
    await db.insert(routePoints).values(stopAt.map((p, i) => ({ routeId: route.id, seq: i + 1, name: `Halte ${i + 1}`, latitude: line[p][1], longitude: line[p][0] })));
    const [bus] = await db.insert(vehicles).values({ code: 'B1', name: 'Bus 1', plate: 'S 1 BE', type: 1, routeId: route.id }).returning();
    const [driver] = await db.insert(drivers).values({ code: 'D1', nip: 'N1', fullName: 'Sopir', phone: '0812' }).returning();
    const stopAlong = stopAt.map((p) => walk.distanceTo(p));
    const random = randomOf(7);
    const roadKmh = stopAlong.map(() => 15 + 20 * random());

    const errors: number[] = [];
    const recordMs: number[] = [];
    const predictMs: number[] = [];
    for (let k = 0; k < HISTORY_TRIPS + TIMED_TRIPS; k++) {
      const start = Date.now() - (HISTORY_TRIPS + TIMED_TRIPS - k) * 86_400_000;
      const run = drive(walk, stopAlong, roadKmh, random, start);
      await db.insert(positions).values(run.fixes.map((f) => ({ vehicleId: bus.id, ...f })));
      const end = run.fixes.at(-1)!.time;
      const timed = k >= HISTORY_TRIPS;
      const [trip] = await db.insert(trips).values({ vehicleId: bus.id, driverId: driver.id, routeId: route.id, serviceDate: new Date(start).toISOString().slice(0, 10), status: timed ? 1 : 9, startedAt: new Date(start), stoppedAt: timed ? null : end }).returning();
      if (!timed) {
        const t0 = performance.now();
        await recordTripHistory(db, trip.id);
        recordMs.push(performance.now() - t0);
        continue;
      }
      const geometry = await routeGeometry(db, route.id);
      // Per stop: the prediction made closest to 5 minutes before the real arrival.
      const predicted = new Map<number, { before: number; at: number }>();
      for (let t = start + EVERY_S * 1000; t <= end.getTime(); t += EVERY_S * 1000) {
        const t0 = performance.now();
        const etas = await tripEtas(db, trip, new Date(t), geometry);
        predictMs.push(performance.now() - t0);
        for (const eta of etas) {
          const i = stopAlong.findIndex((_, j) => geometry!.stops[j].pointId === eta.pointId);
          const before = Math.abs(run.reached[i] - t - AHEAD_S * 1000);
          if (before <= EVERY_S * 1000 && before < (predicted.get(i)?.before ?? Infinity)) predicted.set(i, { before, at: t + eta.seconds * 1000 });
        }
      }
      for (const [i, { at }] of predicted) errors.push(Math.abs(at - run.reached[i]) / 1000);
      await db.update(trips).set({ status: 9, stoppedAt: end }).where(eq(trips.id, trip.id));
    }
    const result = {
      predictions: errors.length,
      p50ErrorS: Math.round(pct(errors, 50)),
      p90ErrorS: Math.round(pct(errors, 90)),
      predictionMsP50: Number(pct(predictMs, 50).toFixed(2)),
      recordTripMsP50: Number(pct(recordMs, 50).toFixed(1)),
    };
    console.log(`predictions ${result.predictions}: error p50 ${result.p50ErrorS} s, p90 ${result.p90ErrorS} s (target p90 < 90 s); one prediction ${result.predictionMsP50} ms, recording a trip ${result.recordTripMsP50} ms`);
    return result;
  } finally {
    await database.close();
    await store.drop();
  }
}

run(() => perEngine('Arrival-time bench', 'arrivals', benchEngine));
