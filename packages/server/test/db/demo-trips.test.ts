import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo, type DemoCounts } from '../../src/db/seed/demo.js';
import { RUNS, planDay, type FleetVehicle } from '../../src/db/seed/demo/trip-runs.js';
import { SeededRandom } from '../../src/db/seed/demo/random.js';
import { zonedInstant } from '../../src/lib/zoned-time.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

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
  it('fills 60 school days before today, two runs of every vehicle a day, no weekend', async () => {
    expect(counts?.trips).toMatchObject({ days: 61, trips: 60 * 24 + 12, running: 12 });
    console.info(`demo trips: ${counts?.trips?.trips} trips, ${counts?.trips?.boardings} boardings written in ${counts?.trips?.ms} ms`);
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

  it('in the afternoon: the morning run stopped with everyone off at school, the afternoon one running', () => {
    const { trips, boardings } = day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 15, minute: 0 }, TZ), ['pagi', 'siang']);
    expect(trips.map((x) => x.status)).toEqual([9, 1]);
    expect(boardings.filter((b) => b.tripId === 1).every((b) => b.outAt && b.outPosition)).toBe(true);
    expect(trips[1].stoppedAt).toBeNull();
  });

  it('before dawn: the running trip starts no later than ten minutes before now, not before the day', () => {
    const now = zonedInstant({ year: 2026, month: 11, day: 18, hour: 0, minute: 20 }, TZ);
    const { trips } = day(now, ['pagi']);
    expect(trips[0].startedAt.getTime()).toBe(now.getTime() - 10 * 60_000);
    const early = day(zonedInstant({ year: 2026, month: 11, day: 18, hour: 0, minute: 5 }, TZ), ['pagi']);
    expect(early.trips[0].startedAt).toEqual(zonedInstant({ year: 2026, month: 11, day: 18 }, TZ));
  });
});
