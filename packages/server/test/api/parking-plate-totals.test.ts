import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { parkingApp, type AdminCall, type ParkingIds } from '../helpers/parking-fixtures.js';
import { parkingRecords } from '../../src/db/schema/index.js';

let t: TestApp;
let ids: ParkingIds;
let call: AdminCall;
beforeAll(async () => {
  ({ t, ids, call } = await parkingApp());
});
afterAll(() => t.close());

const stay = (plate: string, checkOut: string) => ({
  vclicense_number: plate,
  intvehicle_type_id: ids.car,
  intparking_location_id: ids.alun,
  dtcheck_in: '2026-03-02T08:00:00+07:00',
  dtcheck_out: checkOut,
});

/** What Rekap Data Parkir shows for a plate keyword over March 2026: its totals and its rows. */
async function recap(q: string) {
  const res = await call('GET', `/parking?from=2026-03-01&to=2026-03-31&page=1&limit=30&q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { stays: body.total_data as number, income: body.total_income as number, rows: body.data.length as number };
}

describe('a plate search\'s totals', () => {
  it('follow every write of a stay: a new plate, a plate corrected, a stay removed', async () => {
    expect(await recap('zx 91')).toEqual({ stays: 0, income: 0, rows: 0 });

    const first = await call('POST', '/parking', stay('ZX 9101 AB', '2026-03-02T09:00:00+07:00'));
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/parking', stay('zx 9102 ab', '2026-03-02T10:30:00+07:00'));
    expect(second.statusCode).toBe(201);
    const fees = [first.json().data.decamount as number, second.json().data.decamount as number];
    expect(fees.every((fee) => fee > 0)).toBe(true);
    expect(await recap('zx 91')).toEqual({ stays: 2, income: fees[0] + fees[1], rows: 2 });
    expect(await recap('9102')).toEqual({ stays: 1, income: fees[1], rows: 1 });

    // Staff correct the second plate: its stay now counts under the new plate only.
    const id = second.json().data.intid as number;
    const corrected = await call('PUT', `/parking/${id}`, stay('QY 5500 CD', '2026-03-02T10:30:00+07:00'));
    expect(corrected.statusCode).toBe(200);
    expect(await recap('9102')).toEqual({ stays: 0, income: 0, rows: 0 });
    expect(await recap('qy 55')).toEqual({ stays: 1, income: fees[1], rows: 1 });
    expect(await recap('zx 91')).toEqual({ stays: 1, income: fees[0], rows: 1 });

    expect((await call('DELETE', `/parking/${id}`)).statusCode).toBe(200);
    expect(await recap('qy 55')).toEqual({ stays: 0, income: 0, rows: 0 });
  });

  it('count a stay checked in by an attendant\'s batch the same as one entered by staff', async () => {
    // One statement writing two stays, as an attendants' batch does.
    await t.database.db.insert(parkingRecords).values(['KT7001ZZ', 'KT7002ZZ'].map((plate, i) => ({
      licenseNumber: plate, vehicleTypeId: ids.motor, locationId: ids.pasar, checkInAt: new Date(`2026-03-05T0${i + 1}:00:00Z`), status: 1,
    })));
    expect(await recap('kt 700')).toEqual({ stays: 2, income: 0, rows: 2 });
  });
});

describe('a plate search\'s pages', () => {
  it('come in the recap\'s order (latest check-in first), each with the totals of every match', async () => {
    const written: { id: number; at: string; fee: number }[] = [];
    for (const [i, hour] of [8, 13, 10, 15, 9].entries()) {
      const clock = (h: number) => String(h).padStart(2, '0');
      const at = `2026-03-1${i}T${clock(hour)}:00:00+07:00`;
      const res = await call('POST', '/parking', { ...stay(`PG 10${i} XY`, `2026-03-1${i}T${clock(hour + 1)}:30:00+07:00`), dtcheck_in: at });
      expect(res.statusCode).toBe(201);
      written.push({ id: res.json().data.intid, at, fee: res.json().data.decamount });
    }
    const latestFirst = [...written].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).map((w) => w.id);
    const income = written.reduce((sum, w) => sum + w.fee, 0);

    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await call('GET', `/parking?from=2026-03-01&to=2026-03-31&page=${page}&limit=2&q=pg%2010`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect([body.total_data, body.total_income]).toEqual([5, income]);
      pages.push((body.data as { intid: number }[]).map((row) => row.intid));
    }
    expect(pages).toEqual([latestFirst.slice(0, 2), latestFirst.slice(2, 4), latestFirst.slice(4), []]);
  });
});
