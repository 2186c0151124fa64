import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo, type DemoCounts } from '../../src/db/seed/demo.js';
import { RUNS, planDay, type FleetVehicle } from '../../src/db/seed/demo/trip-runs.js';
import { SeededRandom } from '../../src/db/seed/demo/random.js';
import { zonedInstant } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_DRIVER_PASSWORD } from '../../src/db/seed/demo/fleet.js';

const TZ = 'Asia/Jakarta';
// A Wednesday, half past six in the morning: the pagi run is on the road.
const NOW = zonedInstant({ year: 2026, month: 11, day: 18, hour: 6, minute: 30 }, TZ);

let t: TestApp;
let counts: DemoCounts | undefined;
beforeAll(async () => {
  t = await startTestApp();
  counts = await seedDemo(t.database.db, { appType: 'school', log: t.app.log, trips: { timeZone: TZ, now: NOW } });
}, 180_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
};
/** Minutes after midnight in Jakarta. */
const local = (column: string) => sql.raw(`extract(hour from ${column} at time zone '${TZ}') * 60 + extract(minute from ${column} at time zone '${TZ}')`);

describe('the demo trips', () => {
  it('fills 60 school days before today, two runs of every scheduled vehicle a day, no weekend', async () => {
    expect(counts?.trips).toMatchObject({ days: 61, trips: 60 * 24 + 12, running: 12 });
    console.info(`demo trips: ${counts?.trips?.trips} trips, ${counts?.trips?.boardings} boardings, ${counts?.trips?.positions} positions written in ${counts?.trips?.ms} ms`);
    const days = await rows<{ day: string; dow: number; n: number; pagi: number }>(sql`
      select service_date::text as day, extract(isodow from service_date)::int as dow, count(*)::int as n,
        count(*) filter (where ${local('started_at')} < 720)::int as pagi
      from trips group by service_date order by service_date`);
    expect(days).toHaveLength(61);
    expect(days.every((d) => d.dow <= 5)).toBe(true);
    expect(days[0].day).toBe('2026-08-26');
    expect(days.at(-2)!.day).toBe('2026-11-17');
    expect(days.slice(0, -1).every((d) => d.n === 24 && d.pagi === 12)).toBe(true);
    expect(days.at(-1)).toMatchObject({ day: '2026-11-18', n: 12, pagi: 12 });
    // The bulk load dropped the boardings' plain indexes for speed and built them again.
    const indexes = await rows<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'boardings' order by indexname`);
    expect(indexes.map((i) => i.name)).toEqual(['boardings_pkey', 'boardings_student_idx', 'boardings_trip_student_idx']);
  });

  it('runs every trip in school hours of the zone: morning 06:00–07:30, afternoon 13:00–14:30, every boarding inside its trip', async () => {
    const [outside] = await rows<{ trips: number; boardings: number }>(sql`
      with t as (select id, started_at, coalesce(stopped_at, ${NOW.toISOString()}::timestamptz) as stopped_at, ${local('started_at')} as s,
        ${local(`coalesce(stopped_at, '${NOW.toISOString()}'::timestamptz)`)} as e from trips)
      select (select count(*) from t where not ((s >= 360 and e <= 450) or (s >= 780 and e <= 870)))::int as trips,
        (select count(*) from boardings b join t on t.id = b.trip_id
          where b.in_at < t.started_at or b.in_at > t.stopped_at or b.out_at < b.in_at or b.out_at > t.stopped_at)::int as boardings`);
    expect(outside).toEqual({ trips: 0, boardings: 0 });
  });

  it('leaves two buses and the drivers over free: a free demo driver signs in and starts a trip on a free bus', async () => {
    const [free] = await rows<{ vehicles: number; drivers: number; accounts: number }>(sql`
      select (select count(*) from vehicles v where v.type = 1 and not exists (select 1 from trips t where t.vehicle_id = v.id and t.status in (1, 2)))::int as vehicles,
        (select count(*) from drivers d where not exists (select 1 from trips t where t.driver_id = d.id and t.status in (1, 2)))::int as drivers,
        (select count(*) from drivers d where d.user_id is not null and not exists (select 1 from trips t where t.driver_id = d.id and t.status in (1, 2)))::int as accounts`);
    expect(free.vehicles).toBeGreaterThanOrEqual(2);
    expect(free.drivers).toBeGreaterThanOrEqual(2);
    expect(free.accounts).toBeGreaterThanOrEqual(2);

    const token = await t.signin('sopir.heru', DEMO_DRIVER_PASSWORD);
    const me = await t.call('GET', '/api/v1/driver/me', { token });
    expect(me.statusCode).toBe(200);
    const { current, vehicles } = me.json().data as { current: unknown; vehicles: { intid: number; vcnama: string; running: boolean }[] };
    expect(current).toBeNull();
    const idle = vehicles.filter((v) => !v.running);
    expect(idle.map((v) => v.vcnama)).toEqual(['Bus Cadangan 11', 'Bus Cadangan 12']);
    const started = await t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: idle[0].intid } });
    expect(started.statusCode).toBe(201);
  });

  it("answers a past school day's path of a demo bus on Riwayat: reports every 45 s along its route during both runs", async () => {
    const [bus] = await rows<{ id: number; lat: number; lon: number }>(sql`
      select v.id, rp.latitude as lat, rp.longitude as lon from vehicles v join route_points rp on rp.route_id = v.route_id and rp.seq = 0
      where v.code = 'BUS-02'`);
    const res = await t.call('GET', `/api/v1/vehicles/${bus.id}/positions?date=2026-11-17`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const day = res.json().data as { decjarak_km: number; posisi: { declattitude: number; declongitude: number; dtwaktu: string }[] };
    const [trips] = await rows<{ n: number }>(sql`select count(*)::int as n from trips where vehicle_id = ${bus.id} and service_date = '2026-11-17'`);
    expect(trips.n).toBe(2);
    // About 55–70 minutes a run, a report every 45 s.
    expect(day.posisi.length).toBeGreaterThan(2 * 65);
    expect(day.posisi.length).toBeLessThan(2 * 95);
    // Jenu to the town centre and back: some 10 km each way along the stops.
    expect(day.decjarak_km).toBeGreaterThan(15);
    expect(day.decjarak_km).toBeLessThan(30);
    const minutes = day.posisi.map((p) => {
      const d = new Date(p.dtwaktu);
      return Number(d.toLocaleString('en-GB', { timeZone: TZ, hour: '2-digit', hourCycle: 'h23' })) * 60 + d.getUTCMinutes();
    });
    expect(minutes.every((m) => (m >= 360 && m <= 450) || (m >= 780 && m <= 870))).toBe(true);
    // The morning run leaves from the route's first stop.
    expect(Math.abs(day.posisi[0].declattitude - bus.lat)).toBeLessThan(0.001);
    expect(Math.abs(day.posisi[0].declongitude - bus.lon)).toBeLessThan(0.001);
    // A day without school has no path.
    const sunday = await t.call('GET', `/api/v1/vehicles/${bus.id}/positions?date=2026-11-15`, { token: t.adminToken });
    expect(sunday.json().data.posisi).toHaveLength(0);
  });

  it('keeps every past time inside its run, every past trip stopped, a few after a problem', async () => {
    const [outside] = await rows<{ trips: number; boardings: number }>(sql`
      with t as (
        select id, status, ${local('started_at')} as s, ${local('stopped_at')} as e,
          case when ${local('started_at')} < 720 then ${RUNS.pagi.from}::int else ${RUNS.siang.from}::int end as lo,
          case when ${local('started_at')} < 720 then ${RUNS.pagi.to}::int else ${RUNS.siang.to}::int end as hi
        from trips where service_date < '2026-11-18')
      select (select count(*) from t where status <> 9 or s < lo or e > hi or e < s)::int as trips,
        (select count(*) from boardings b join t on t.id = b.trip_id
          where ${local('b.in_at')} < t.lo or ${local('b.out_at')} > t.hi or b.out_at < b.in_at or b.in_at is null or b.out_at is null)::int as boardings`);
    expect(outside).toEqual({ trips: 0, boardings: 0 });
    const [problems] = await rows<{ n: number }>(sql`select count(*)::int as n from trips where note <> '' and status = 9`);
    expect(problems.n).toBeGreaterThanOrEqual(5);
    expect(problems.n).toBeLessThanOrEqual(40);
  });

  it("boards only students of the trip's route, most of them every day", async () => {
    const [stray] = await rows<{ n: number }>(sql`
      select count(*)::int as n from boardings b join trips t on t.id = b.trip_id join students s on s.id = b.student_id
      where s.school_id not in (select sv.school_id from school_vehicles sv join vehicles v on v.id = sv.vehicle_id where v.route_id = t.route_id)`);
    expect(stray.n).toBe(0);
    const perDay = await rows<{ riders: number }>(sql`
      select count(distinct b.student_id)::int as riders from boardings b join trips t on t.id = b.trip_id
      where t.service_date < '2026-11-18' group by t.service_date`);
    expect(perDay).toHaveLength(60);
    expect(Math.min(...perDay.map((d) => d.riders))).toBeGreaterThan(1600);
  });

  it("has today's morning run on the road: running trips, scans up to now only, nobody off yet", async () => {
    const today = await rows<{ status: number; started: string; last_in: string; outs: number; riders: number }>(sql`
      select t.status, t.started_at::text as started, max(b.in_at)::text as last_in, count(b.out_at)::int as outs, count(b.id)::int as riders
      from trips t left join boardings b on b.trip_id = t.id where t.service_date = '2026-11-18' group by t.id`);
    expect(today).toHaveLength(12);
    for (const trip of today) {
      expect(trip.status).toBe(1);
      expect(new Date(trip.started).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(new Date(trip.last_in).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(trip.outs).toBe(0);
      expect(trip.riders).toBeGreaterThan(20);
    }
  });
});

describe('a day of the demo fleet', () => {
  const fleet: FleetVehicle[] = [{ vehicleId: 1, driverId: 1, routeId: 1, stops: [[-6.9, 112], [-6.89, 112.01], [-6.88, 112.02]], riders: [{ studentId: 1, stop: 0 }, { studentId: 2, stop: 1 }] }];
  const day = (now: Date, runs: ('pagi' | 'siang')[]) => {
    let id = 0;
    return planDay(fleet, { serviceDate: '2026-11-18', timeZone: TZ, runs, now, attendance: 1, problemShare: 0, nextTripId: () => ++id, random: new SeededRandom(1) });
  };

  it('in the afternoon: the morning run stopped with everyone off at school, the afternoon one running, then stopped after it', () => {
    const { trips, boardings } = day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 13, minute: 30 }, TZ), ['pagi', 'siang']);
    expect(trips.map((x) => x.status)).toEqual([9, 1]);
    expect(boardings.filter((b) => b.tripId === 1).every((b) => b.outAt && b.outPosition)).toBe(true);
    expect(trips[1].stoppedAt).toBeNull();
    expect(day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 15, minute: 0 }, TZ), ['pagi', 'siang']).trips.map((x) => x.status)).toEqual([9, 9]);
  });

  it('before the run has set off: no trip yet, nothing running at three in the morning', () => {
    expect(day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 3, minute: 0 }, TZ), ['pagi']).trips).toHaveLength(0);
    expect(day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 5, minute: 59 }, TZ), ['pagi']).trips).toHaveLength(0);
    const set = day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 6, minute: 15 }, TZ), ['pagi']).trips;
    expect(set.map((x) => x.status)).toEqual([1]);
    expect(set[0].startedAt.getTime()).toBeGreaterThanOrEqual(zonedInstant({ year: 2026, month: 11, day: 18, hour: 6 }, TZ).getTime());
  });
});
