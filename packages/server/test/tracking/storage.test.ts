import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';
import { positions, vehiclePositions } from '../../src/db/schema/index.js';
import { existingPartitions, monthOf, partitionName } from '../../src/modules/school/tracking/partitions.js';
import { TrackingService } from '../../src/modules/school/tracking/tracking.service.js';
import type { PositionInput, StoredPosition } from '../../src/modules/school/tracking/positions.js';

let t: TestApp;
let vehicleId: number;
let other: number;

beforeAll(async () => {
  t = await startTestApp();
  const route = await created(t, '/api/v1/routes', routeBody(1));
  vehicleId = (await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid, { vcdevice_id: 'HP-001' }))).intid;
  other = (await created(t, '/api/v1/vehicles', vehicleBody(2, route.intid))).intid;
});
afterAll(() => t.close());

const at = (minutesAgo: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - minutesAgo * 60_000);
const position = (vehicle: number, time: Date, extra: Partial<PositionInput> = {}): PositionInput => ({ vehicleId: vehicle, time, latitude: -6.8837, longitude: 112.0452, ...extra });

const latestOf = async (vehicle: number) => (await t.database.db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, vehicle)))[0];
const historyOf = async (vehicle: number) => t.database.db.select().from(positions).where(eq(positions.vehicleId, vehicle)).orderBy(positions.time);

describe('position storage', () => {
  it('has partitions for this month and the next from the start', async () => {
    const months = await existingPartitions(t.database.db);
    const now = monthOf(Date.now());
    expect(months).toContain(now);
    expect(months.some((m) => m > now)).toBe(true);
  });

  it('stores a position in history and as the latest; an older one goes to history only', async () => {
    const newer = at(5);
    expect(await t.app.tracking.ingest([position(vehicleId, newer, { speedKmh: 30, heading: 90, battery: 80 })], 'demo')).toEqual({ received: 1, stored: 1, duplicates: 0, filtered: 0 });
    expect(await latestOf(vehicleId)).toMatchObject({ time: newer, latitude: -6.8837, longitude: 112.0452, speedKmh: 30, heading: 90, battery: 80 });

    const older = at(10);
    await t.app.tracking.ingest([position(vehicleId, older, { latitude: -6.9 })], 'demo');
    expect((await latestOf(vehicleId)).time).toEqual(newer);
    expect((await historyOf(vehicleId)).map((p) => p.time)).toEqual([older, newer]);
  });

  it('stores an exact duplicate (same vehicle and time) once, in one call or across calls', async () => {
    const time = at(3);
    const twice = await t.app.tracking.ingest([position(other, time), position(other, time, { latitude: -6.89 })], 'demo');
    expect(twice).toEqual({ received: 2, stored: 1, duplicates: 1, filtered: 0 });
    expect(await t.app.tracking.ingest([position(other, time)], 'demo')).toEqual({ received: 1, stored: 0, duplicates: 1, filtered: 0 });
    expect((await historyOf(other)).filter((p) => p.time.getTime() === time.getTime())).toHaveLength(1);
  });

  it('a write holding both new and already stored positions stores the new ones, and tells only them to the listeners', async () => {
    const [known, fresh] = [at(4), at(5)];
    await t.app.tracking.ingest([position(other, known)], 'demo');
    const told: Date[] = [];
    const stop = t.app.tracking.onStored((stored) => told.push(...stored.map((p) => p.time)));
    try {
      expect(await t.app.tracking.ingest([position(other, known), position(other, fresh)], 'demo')).toEqual({ received: 2, stored: 1, duplicates: 1, filtered: 0 });
    } finally {
      stop();
    }
    expect(told).toEqual([fresh]);
    expect((await historyOf(other)).filter((p) => [known.getTime(), fresh.getTime()].includes(p.time.getTime()))).toHaveLength(2);
  });

  it('filters zero and out-of-range coordinates, positions more than a day ahead or older than kept', async () => {
    const before = (await historyOf(other)).length;
    const result = await t.app.tracking.ingest([
      position(other, at(1), { latitude: 0, longitude: 0 }),
      position(other, at(1), { latitude: 91 }),
      position(other, at(1), { longitude: -180.5 }),
      position(other, new Date(Date.now() + 25 * 3_600_000)),
      position(other, new Date(Date.now() - 401 * 86_400_000)),
      position(other, new Date(Number.NaN)),
    ], 'demo');
    expect(result).toEqual({ received: 6, stored: 0, duplicates: 0, filtered: 6 });
    expect(await historyOf(other)).toHaveLength(before);
  });

  it('stores readings a device reports as unknown (negative) or impossible as absent', async () => {
    const time = at(2);
    await t.app.tracking.ingest([position(other, time, { speedKmh: -1, heading: -1, accuracy: -1, battery: 140, altitude: 1e30 })], 'demo');
    expect((await historyOf(other)).find((p) => p.time.getTime() === time.getTime())).toMatchObject({ speedKmh: null, heading: null, accuracy: null, battery: null, altitude: null });
  });

  it('writes positions arriving together in few commits; each caller returns after its commit, listeners hear what was stored', async () => {
    const heard: StoredPosition[][] = [];
    const stop = t.app.tracking.onStored((stored) => heard.push(stored));
    const base = Date.now() - 3_600_000;
    const times = Array.from({ length: 200 }, (_, i) => new Date(base + i * 1000));
    const results = await Promise.all(times.map(async (time) => {
      const result = await t.app.tracking.ingest([position(vehicleId, time)], 'osmand');
      // Acknowledged means committed: a separate read already sees it.
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions).where(sql`${positions.vehicleId} = ${vehicleId} and ${positions.time} = ${time.toISOString()}`);
      return { ...result, seen: row.n };
    }));
    stop();
    expect(results.every((r) => r.stored === 1 && r.seen === 1)).toBe(true);
    expect(heard.flat()).toHaveLength(200);
    expect(heard.length).toBeLessThan(20);
    // All are older than the latest position (5 minutes ago): none moved it.
    expect(heard.flat().filter((p) => p.latest)).toEqual([]);
  });
});

describe('position partitions', () => {
  it('creates a partition for a late position of an older month and drops months older than kept', async () => {
    const month = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 3, 15);
    await t.app.tracking.ingest([position(other, new Date(month))], 'demo');
    expect(await existingPartitions(t.database.db)).toContain(monthOf(month));

    // The same database 120 days later, keeping 60 days: that month goes, rows and all.
    const later = new TrackingService({ db: t.database.db, dbKind: t.database.kind, retentionDays: 60, futureToleranceMs: 120_000, log: t.app.log, now: () => Date.now() + 120 * 86_400_000 });
    await later.maintain();
    const months = await existingPartitions(t.database.db);
    expect(months).not.toContain(monthOf(month));
    expect(months).toContain(monthOf(Date.now() + 120 * 86_400_000));
    const tables = await t.database.db.execute(sql`select to_regclass(${partitionName(monthOf(month))}) as t`);
    expect(((tables as unknown as { rows?: { t: unknown }[] }).rows ?? (tables as unknown as { t: unknown }[]))[0].t).toBeNull();
  });
});
