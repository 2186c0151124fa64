/**
 * Parents' alerts bench: 20 buses × 50 children (1,000), each child of its own member whose one
 * phone is subscribed on a loopback Web Push service run in this process (it verifies each push's
 * VAPID signature; the payload is decrypted afterwards, as the phone would), the real server on
 * PostgreSQL and on PGlite, its `TZ` at noon (no quiet hours); 20 more buses whose 1,000 children
 * no member follows carry the scans that push nothing:
 *   without:  POST /driver/trips/{id}/scans, 20 connections, the 20 unfollowed buses (bench/trips.ts's
 *             scans scenario) before any child has a member
 *   boarding: every followed child boards once, the 1,000 scans spread evenly over a minute: pushes
 *             received per second, time from the scan sent to its Naik push received (p50/p99)
 *   during:   the `without` load again while the followed children board as in `boarding`: scans/s
 *             with the minute's pushes under way, and the boarding's scan → push meanwhile
 *   stress:   the `without` load on the followed buses: a push for every scan, thousands a second
 * The members are linked while the server is stopped between `without` and the rest; `during` ÷
 * `without` is the pushes' cost to scans (target ≥ 0.9), `stress` ÷ `without` what a push costs
 * when every scan of a saturated server makes one.
 * Usage: tsx bench/parent-alerts.ts [postgres] [pglite]   (default: both)
 * Env: BENCH_PG_URL, BENCH_SECONDS (10), BENCH_BOARDING_SECONDS (60), BENCH_LOG_LEVEL.
 */
import { eq, inArray } from 'drizzle-orm';
import { calendarDateIn } from '@halte/contract';
import { memberPushSubscriptions, members, schoolVehicles, students } from '../packages/server/src/db/schema/index.js';
import { startPushService, PUSH_SERVICE_CERT_FILE, type PushService } from '../packages/server/test/helpers/push-service.js';
import { noonZone } from '../packages/server/test/helpers/alert-fixtures.js';
import { createBenchDatabase, type BenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, startServer, type RunningServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { fillYear } from './lib/trips.js';
import { scanCrews } from './lib/scan-crews.js';
import { paced, sleep, summary } from './lib/latency.js';
import { perEngine, run } from './lib/per-engine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BOARDING_SECONDS = Number(process.env.BENCH_BOARDING_SECONDS ?? 60);
const RUNS = 3;
const BUSES = 20;
const CHILDREN_PER_BUS = 50;
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const DRIVER_PASSWORD = 'bench-sopir-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3161, pglite: 3162 };
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TZ = noonZone();

/** Waits until the push service has received nothing for a second (the queue has drained). */
async function drained(service: PushService) {
  let seen = -1;
  while (seen !== service.received.length) {
    seen = service.received.length;
    await sleep(1_000);
  }
}

/** A member for each child, each with one phone subscribed on `service`; answers each phone's child. */
async function followers(store: BenchDatabase, service: PushService, studentIds: number[]) {
  const database = await store.open();
  try {
    const rows = await database.db.insert(members).values(studentIds.map((id) => ({ name: `Wali ${id}`, email: `wali.${id}@bench.example`, passwordHash: 'x' }))).returning({ id: members.id });
    const phones = rows.map((m) => ({ memberId: m.id, ...service.subscription() }));
    await database.db.insert(memberPushSubscriptions).values(phones.map((p) => ({ memberId: p.memberId, endpoint: p.endpoint, p256dh: p.keys.p256dh, auth: p.keys.auth })));
    for (const [i, id] of studentIds.entries()) await database.db.update(students).set({ memberId: rows[i].id }).where(eq(students.id, id));
    return new Map(phones.map((p, i) => [p.endpoint, studentIds[i]]));
  } finally {
    await database.close();
  }
}

type Crews = Awaited<ReturnType<typeof scanCrews>>;

/**
 * Every followed child boards once, `order` spread evenly over `seconds`, a bus's child in turn:
 * scan sent → its push received, and the scans' own answers.
 */
async function boardAll(server: RunningServer, service: PushService, { crews, scanRequest }: Crews, endpointOf: Map<number, string>, seconds: number, label: string) {
  const order = Array.from({ length: CHILDREN_PER_BUS }, (_, i) => crews.flatMap((c) => (c.riders[i] ? [{ crew: c, child: c.riders[i] }] : []))).flat();
  const sentAt = new Map<string, number>();
  const answered: number[] = [];
  const from = service.received.length;
  console.log(`${label}: ${order.length} scans over ${seconds} s; load average ${loadAverage()}`);
  const began = performance.now();
  await paced(order.length / seconds, seconds, async (tick) => {
    if (tick >= order.length) return;
    const { crew, child } = order[tick]!;
    const req = scanRequest(crew, child, 'in', `board-${crew.trip}-${child}`);
    const at = performance.now();
    sentAt.set(endpointOf.get(child)!, at);
    const res = await fetch(`${server.url}${req.path}`, { method: 'POST', headers: req.headers, body: req.body });
    if (res.status !== 201) throw new Error(`scan: ${res.status} ${await res.text()}`);
    answered.push(performance.now() - at);
  });
  await drained(service);
  const pushes = service.received.slice(from).filter((p) => p.status === 201 && sentAt.has(p.endpoint) && p.at >= sentAt.get(p.endpoint)!);
  const naik = pushes.filter((p) => (JSON.parse(p.payload!) as { kind: string }).kind === 'boarded');
  const span = (Math.max(...naik.map((p) => p.at)) - began) / 1000;
  const pushed = summary(`${label}, scan sent → Naik push received`, naik.map((p) => p.at - sentAt.get(p.endpoint)!), {
    scans: order.length,
    naik: naik.length,
    pushesPerSecond: Number((naik.length / span).toFixed(1)),
  });
  return { pushed, answers: summary(`${label}, the scans’ answers`, answered) };
}

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const service = await startPushService();
  const store = await createBenchDatabase(engine, pgAdminUrl);
  let server: RunningServer | undefined;
  try {
    const database = await store.open();
    const year = await fillYear(database, {
      vehicles: 2 * BUSES, schoolDays: 1, ridersPerVehicle: CHILDREN_PER_BUS, accounts: 2 * BUSES, driverPassword: DRIVER_PASSWORD, adminPassword: ADMIN_PASSWORD, today: calendarDateIn(TZ), timeZone: TZ,
    });
    // Exactly 50 children a bus: the generated ones dealt out again, each to its bus's school.
    const children = year.fleet.flatMap((v) => v.riders.map((r) => r.studentId)).sort((a, b) => a - b).slice(0, 2 * BUSES * CHILDREN_PER_BUS);
    const schoolOf = new Map((await database.db.select().from(schoolVehicles)).map((l) => [l.vehicleId, l.schoolId]));
    for (const [i, v] of year.fleet.entries()) {
      const mine = children.slice(i * CHILDREN_PER_BUS, (i + 1) * CHILDREN_PER_BUS);
      v.riders = mine.map((studentId) => ({ studentId, stop: 0 }));
      await database.db.update(students).set({ schoolId: schoolOf.get(v.vehicleId)!, memberId: null }).where(inArray(students.id, mine));
    }
    await database.close();
    // The first 20 buses' children are followed; the other 20 buses carry scans that push nothing.
    const followed = year.fleet.slice(0, BUSES);
    const unfollowed = year.fleet.slice(BUSES);
    console.log(`${followed.length} buses of followed children and ${unfollowed.length} of unfollowed, 50 each; TZ ${TZ}`);

    const env = { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), DEMO_TRACKING: '0', TZ, PUSH_SERVICE_HOSTS: service.host, NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT_FILE };
    const scansAt20 = async (label: string, { newTrips, endTrips, nextScan }: Crews, beforeRun: () => Promise<void>) => {
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      const cpu = async () => ({ server: cpuMsOf(server!.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const before = service.received.length;
      console.log(`scans ${label}, 20 connections; load average ${loadAverage()}`);
      const r = await medianOf(RUNS, { url: `${server!.url}/api/v1/driver/trips/scans`, method: 'POST', nextRequest: nextScan, connections: 20, seconds: SECONDS, cpu }, async () => {
        await newTrips();
        await beforeRun();
      });
      await endTrips();
      await backends?.close();
      report(`POST /driver/trips/{id}/scans ${label}, 20 drivers, 20 connections`, r);
      const pushed = service.received.slice(before).filter((p) => p.status === 201).length;
      console.log(`  pushes delivered: ${pushed}`);
      return { ...r, pushed };
    };
    // Each run of the stress starts on new trips once the pushes of the one before (and the trips' ends) have gone.
    const quiet = () => drained(service);
    const nothing = async () => {};

    server = await startServer(PORTS[engine], env);
    // Drivers sopir.bench1…20 drive the followed buses, 21…40 the others.
    const without = await scansAt20('without members', await scanCrews(server.url, unfollowed, DRIVER_PASSWORD, year.nisn, BUSES + 1), nothing);
    await server.stop();

    const phones = await followers(store, service, followed.flatMap((v) => v.riders.map((r) => r.studentId)));
    const endpointOf = new Map([...phones].map(([endpoint, child]) => [child, endpoint]));
    server = await startServer(PORTS[engine], env);
    const pushing = await scanCrews(server.url, followed, DRIVER_PASSWORD, year.nisn);
    await pushing.newTrips();
    const boarding = await boardAll(server, service, pushing, endpointOf, BOARDING_SECONDS, 'boarding');

    await pushing.newTrips();
    await drained(service);
    const silent = await scanCrews(server.url, unfollowed, DRIVER_PASSWORD, year.nisn, BUSES + 1);
    const boardingMeanwhile = boardAll(server, service, pushing, endpointOf, BOARDING_SECONDS, 'boarding during the scans');
    await sleep(1_000);
    const during = await scansAt20('while 1,000 followed children board', silent, nothing);
    const duringBoarding = await boardingMeanwhile;

    const stress = await scansAt20('with a push each', pushing, quiet);
    await drained(service);
    const ratio = during.reqPerSec / without.reqPerSec;
    const stressRatio = stress.reqPerSec / without.reqPerSec;
    console.log(`scans/s while the children board ÷ without: ${ratio.toFixed(2)} (target ≥ 0.9); with a push each ÷ without: ${stressRatio.toFixed(2)}`);
    return { engine, children: BUSES * CHILDREN_PER_BUS, timeZone: TZ, boarding, without, during, duringBoarding, stress, ratio, stressRatio };
  } finally {
    await server?.stop();
    await store.drop();
    await service.close();
  }
}

run(() => perEngine('Parents’ alerts bench', 'parent-alerts', benchEngine));
