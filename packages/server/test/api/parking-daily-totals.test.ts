import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { parkingRecords, parkingSummaryDays } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { at } from '../helpers/report-fixtures.js';
import { parkingWorld } from '../helpers/attendant-fixtures.js';
import { insertStay } from '../helpers/parking-fixtures.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof parkingWorld>>;
const DAYS = ['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02'];
beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
  w = await parkingWorld(t);
  let n = 0;
  for (const day of DAYS)
    for (const time of ['00:10', '12:00', '23:50']) {
      n += 1;
      const checkInAt = at(t, day, time);
      await insertStay(t, {
        plate: `S${n}TB`,
        typeId: n % 2 ? w.car.id : w.motor.id,
        locationId: n % 3 ? w.pasar.id : w.alun.id,
        checkInAt,
        checkOutAt: new Date(checkInAt.getTime() + 600_000),
        amount: 1000 * n,
      });
    }
});
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, token = t.adminToken) => t.call(method, `/api/v1${url}`, { token, body });
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What the recap must say for the days: counted straight from the stays. */
async function truth(from: string, to: string, locationId?: number) {
  const r = parkingRecords;
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int`, income: sql<number>`coalesce(sum(${r.amount}), 0)::int` })
    .from(r)
    .where(and(gte(r.checkInAt, at(t, from, '00:00')), lt(r.checkInAt, at(t, nextDay(to), '00:00')), locationId ? eq(r.locationId, locationId) : undefined));
  return { total_data: row.count, total_income: row.income };
}

async function recap(from: string, to: string, locationId = 0) {
  const res = await call('GET', `/parking?from=${from}&to=${to}&parking_location=${locationId}&limit=5`);
  expect(res.statusCode).toBe(200);
  const { total_data, total_income } = res.json();
  return { total_data, total_income };
}

const summarised = async () => (await t.database.db.select({ day: parkingSummaryDays.day }).from(parkingSummaryDays)).map((d) => d.day).sort();

describe('the totals of closed days', () => {
  it('are summed once into the days\' summary and read from it, equal to the stays', async () => {
    expect(await recap(DAYS[0], DAYS[4])).toEqual(await truth(DAYS[0], DAYS[4]));
    expect(await recap(DAYS[0], DAYS[4])).toEqual({ total_data: 15, total_income: 120_000 });
    expect(await summarised()).toEqual(DAYS);
    expect(await recap(DAYS[1], DAYS[2], w.alun.id)).toEqual(await truth(DAYS[1], DAYS[2], w.alun.id));
  });

  it('follow every change of a stay on a summarised day: staff corrections, a deletion, a late entry, a move to another day', async () => {
    await recap(DAYS[0], DAYS[4]);
    const [onFirst] = await t.database.db.select().from(parkingRecords).where(and(gte(parkingRecords.checkInAt, at(t, DAYS[1], '00:00')), lt(parkingRecords.checkInAt, at(t, DAYS[2], '00:00')))).limit(1);

    const corrected = await call('PUT', `/parking/${onFirst.id}`, {
      vclicense_number: onFirst.licenseNumber, intvehicle_type_id: onFirst.vehicleTypeId, intparking_location_id: onFirst.locationId,
      dtcheck_in: onFirst.checkInAt.toISOString(), dtcheck_out: onFirst.checkOutAt!.toISOString(), decamount: 77_000,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await recap(DAYS[1], DAYS[1])).toEqual(await truth(DAYS[1], DAYS[1]));
    expect((await recap(DAYS[1], DAYS[1])).total_income).toBeGreaterThanOrEqual(77_000);

    const [onThird] = await t.database.db.select().from(parkingRecords).where(and(gte(parkingRecords.checkInAt, at(t, DAYS[3], '00:00')), lt(parkingRecords.checkInAt, at(t, DAYS[4], '00:00')))).limit(1);
    expect((await call('DELETE', `/parking/${onThird.id}`)).statusCode).toBe(200);
    expect(await recap(DAYS[3], DAYS[3])).toEqual({ total_data: 2, total_income: (await truth(DAYS[3], DAYS[3])).total_income });

    const late = await call('POST', '/parking', {
      vclicense_number: 'L 9 AB', intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id,
      dtcheck_in: `${DAYS[4]}T10:00:00+07:00`, dtcheck_out: `${DAYS[4]}T11:00:00+07:00`,
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(await recap(DAYS[4], DAYS[4])).toEqual({ total_data: 4, total_income: (await truth(DAYS[4], DAYS[4])).total_income });

    // The late entry moved to the first day: one less on the last, one more on the first.
    const before = await recap(DAYS[0], DAYS[0]);
    const moved = await call('PUT', `/parking/${late.json().data.intid}`, {
      vclicense_number: 'L 9 AB', intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id,
      dtcheck_in: `${DAYS[0]}T10:00:00+07:00`, dtcheck_out: `${DAYS[0]}T11:00:00+07:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await recap(DAYS[4], DAYS[4])).toEqual({ total_data: 3, total_income: (await truth(DAYS[4], DAYS[4])).total_income });
    expect((await recap(DAYS[0], DAYS[0])).total_data).toBe(before.total_data + 1);
    expect(await recap(DAYS[0], DAYS[4])).toEqual(await truth(DAYS[0], DAYS[4]));
  });

  it('take in the fee of a stay from a summarised day that the attendant checks out later', async () => {
    const id = await insertStay(t, { plate: 'W1TB', typeId: w.motor.id, locationId: w.pasar.id, checkInAt: at(t, DAYS[2], '20:00') });
    const before = await recap(DAYS[2], DAYS[2]);
    expect(before).toEqual(await truth(DAYS[2], DAYS[2]));
    const out = await call('POST', '/parking/attendant/check-out', { intid: id }, w.jukir.token);
    expect(out.statusCode, out.body).toBe(200);
    const fee = out.json().data.decamount as number;
    expect(fee).toBeGreaterThan(0);
    expect(await recap(DAYS[2], DAYS[2])).toEqual({ total_data: before.total_data, total_income: before.total_income + fee });
  });

  it('feed the parking dashboard: the year realised and the location cards agree with the stays', async () => {
    const target = (await call('GET', `/dashboard/parking/target?date=${DAYS[4]}`)).json().data;
    const year = await truth('2026-01-01', DAYS[4]);
    expect(target.decrealization).toBe(year.total_income);
    expect(target.dectoday).toBe((await truth(DAYS[4], DAYS[4])).total_income);
    const september = await truth('2026-09-01', '2026-09-30');
    expect(target.months[8].decrealization).toBe(september.total_income);

    const cards = (await call('GET', `/dashboard/parking/location?date=${DAYS[4]}`)).json().data as { intid: number; income: number[]; income_data: string[] }[];
    const pasar = cards.find((c) => c.intid === w.pasar.id)!;
    for (const [i, day] of pasar.income_data.entries()) expect(pasar.income[i], day).toBe((await truth(day, day, w.pasar.id)).total_income);
  });

  it('are summed again in the zone the server runs in, a summary of another zone being ignored', async () => {
    await recap(DAYS[0], DAYS[4]);
    await t.database.db.update(parkingSummaryDays).set({ timeZone: 'Asia/Jayapura' });
    await t.database.db.execute(sql`UPDATE parking_daily_totals SET income = income + 1`);
    expect(await recap(DAYS[0], DAYS[4])).toEqual(await truth(DAYS[0], DAYS[4]));
    const zones = await t.database.db.select({ zone: parkingSummaryDays.timeZone }).from(parkingSummaryDays).where(eq(parkingSummaryDays.day, DAYS[0]));
    expect(zones).toEqual([{ zone: t.config.timeZone }]);
  });
});
