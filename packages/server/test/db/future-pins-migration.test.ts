import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { olderDatabase } from '../helpers/older-database.js';
import { monthOf, monthsAhead, partitionName } from '../../src/modules/school/tracking/partitions.js';

const NOW = Date.now();
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const PINNED_AT = at(23 * 60 * MIN);

let t: TestApp;

/**
 * Three buses as the version that kept positions up to a day ahead left them: one pinned in the
 * future with real positions before, one pinned with nothing else, one that is right.
 */
beforeAll(async () => {
  const older = await olderDatabase('0027_conversations_version_if_changed');
  for (const month of new Set([monthOf(NOW - 40 * MIN), ...monthsAhead(NOW)])) {
    const next = new Date(month);
    next.setUTCMonth(next.getUTCMonth() + 1);
    await older.execute(sql.raw(`create table if not exists "${partitionName(month)}" partition of "positions" for values from ('${new Date(month).toISOString()}') to ('${next.toISOString()}')`));
  }
  await older.execute(sql`insert into routes (code, name) values ('R01', 'Rute Satu')`);
  await older.execute(sql`insert into vehicles (code, name, plate, type, route_id)
    select 'B' || i, 'Bus ' || i, 'S ' || (1000 + i) || ' AB', 1, (select id from routes) from generate_series(1, 3) as i`);
  const position = (code: string, time: string, lat: number, received: string) =>
    sql`((select id from vehicles where code = ${code}), ${time}::timestamptz, ${lat}, 112.05, ${received}::timestamptz)`;
  await older.execute(sql`insert into positions (vehicle_id, "time", latitude, longitude, received_at) values
    ${position('B1', at(-40 * MIN), -6.81, at(-40 * MIN))}, ${position('B1', at(-30 * MIN), -6.82, at(-30 * MIN))},
    ${position('B1', PINNED_AT, -7.2575, at(-20 * MIN))}, ${position('B2', PINNED_AT, -7.2575, at(-20 * MIN))},
    ${position('B3', at(-10 * MIN), -6.83, at(-10 * MIN))}, ${position('B3', at(MIN), -6.84, at(-1000))}`);
  await older.execute(sql`insert into vehicle_positions (vehicle_id, "time", latitude, longitude, received_at) values
    ${position('B1', PINNED_AT, -7.2575, at(-20 * MIN))}, ${position('B2', PINNED_AT, -7.2575, at(-20 * MIN))},
    ${position('B3', at(MIN), -6.84, at(-1000))}`);
  t = await startTestApp({}, await older.upgrade());
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows));

describe('upgrading a database with buses pinned in the future', () => {
  it('frees them: the current position is the newest one not ahead of its receive time, else none', async () => {
    const located = (await t.call('GET', '/api/v1/vehicles/location', { token: t.adminToken })).json().data as { vcnopol: string; declattitude: number | null }[];
    const byPlate = Object.fromEntries(located.map((v) => [v.vcnopol, v.declattitude]));
    expect(byPlate).toEqual({ 'S 1001 AB': -6.82, 'S 1002 AB': null, 'S 1003 AB': -6.84 });
  });

  it('drops the pinning positions from the history, keeping the rest', async () => {
    const left = rowsOf<{ code: string; lat: number }>(await t.database.db.execute(sql`
      select v.code, p.latitude as lat from positions p join vehicles v on v.id = p.vehicle_id order by v.code, p."time"`));
    expect(left).toEqual([{ code: 'B1', lat: -6.81 }, { code: 'B1', lat: -6.82 }, { code: 'B3', lat: -6.83 }, { code: 'B3', lat: -6.84 }]);
  });
});
