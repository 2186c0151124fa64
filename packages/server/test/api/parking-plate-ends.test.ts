import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { insertStay, parkingApp, type AdminCall, type ParkingIds } from '../helpers/parking-fixtures.js';
import { openWorkbook } from '../helpers/report-fixtures.js';
import { parkingDailyPlateTotals, parkingSummaryDays } from '../../src/db/schema/index.js';

// A keyword of one or two characters matches a plate's start (one or two) or its end (two only).
// Over closed days its totals come from the days' plate summary, today's from the stays: both
// must say what the stays say, however the plates are written.

let t: TestApp;
let ids: ParkingIds;
let call: AdminCall;
let today: string;

interface Written { id: number; plate: string; at: Date; amount: number | null; locationId: number }
const written: Written[] = [];

async function stay(plate: string, at: Date, amount: number | null, locationId = ids.alun) {
  const id = await insertStay(t, {
    plate, typeId: ids.car, locationId, checkInAt: at,
    checkOutAt: amount === null ? undefined : new Date(at.getTime() + 3_600_000), amount: amount ?? undefined,
  });
  written.push({ id, plate, at, amount, locationId });
}

beforeAll(async () => {
  ({ t, ids, call } = await parkingApp());
  today = calendarDateIn(t.config.timeZone);
  const plates = ['L4', 'L4L4', 'L4123AB', 'B1234L4', 'AG1L4', 'XL4Y', 'L', 'LA77', 'W9', 'S4L'];
  for (const [i, plate] of plates.entries()) {
    // Each plate on three closed March days, and the first few again today (read from the stays).
    for (const day of [2, 9, 16]) await stay(plate, new Date(`2026-03-${String(day + (i % 5)).padStart(2, '0')}T0${i % 9}:15:00+07:00`), 1000 * (i + 1) + day);
  }
  for (const plate of plates.slice(0, 5)) await stay(plate, new Date(Date.now() - 60_000 * (written.length + 1)), null, ids.pasar);
});
afterAll(() => t.close());

/** What a user reads the keyword as: the plate starts with it or, for two characters, ends with it. */
function matches(q: string, plate: string) {
  const k = q.toUpperCase().replace(/[\s.-]+/g, '');
  return plate.startsWith(k) || (k.length === 2 && plate.endsWith(k));
}

async function recap(q: string, extra = '', page = 1, limit = 50) {
  const res = await call('GET', `/parking?from=2026-03-01&to=${today}&page=${page}&limit=${limit}&q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { stays: body.total_data as number, income: body.total_income as number, ids: (body.data as { intid: number }[]).map((r) => r.intid) };
}

/** The stays the keyword matches, latest check-in first, as the recap lists them. */
function expected(q: string, where: (w: Written) => boolean = () => true) {
  const hits = written.filter((w) => matches(q, w.plate) && where(w)).sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  return { stays: hits.length, income: hits.reduce((s, w) => s + (w.amount ?? 0), 0), ids: hits.map((w) => w.id) };
}

describe('a plate keyword of one or two characters', () => {
  it('counts the stays whose plate starts or ends with it, from the days\' summary and today\'s stays alike', async () => {
    for (const q of ['L4', 'l 4', 'l-4', 'L', 'AB', '4L', 'W9', 'Q']) expect(await recap(q), q).toEqual(expected(q));
    // `L4` inside a plate (XL4Y) is no match; a plate both starting and ending with it counts once.
    expect(expected('L4').ids).not.toContain(written.find((w) => w.plate === 'XL4Y')!.id);
    expect(expected('L4').stays).toBe(5 * 3 + 5);
    // The closed March days were summed, their plates' ends with them.
    const days = (await t.database.db.select({ day: parkingSummaryDays.day }).from(parkingSummaryDays)).map((d) => d.day);
    expect(days).toContain('2026-03-02');
    expect(days).not.toContain(today);
    const parts = await t.database.db.select().from(parkingDailyPlateTotals);
    expect(parts.find((p) => p.day === '2026-03-02' && p.part === 'l4' && p.kind === 2)?.stays).toBe(1);
  });

  it('pages in the recap\'s order, each page with the totals of every match', async () => {
    const all = expected('L4');
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const got = await recap('L4', '', page, 7);
      expect([got.stays, got.income]).toEqual([all.stays, all.income]);
      pages.push(got.ids);
    }
    expect(pages.flat()).toEqual(all.ids);
    expect(pages[3]).toEqual([]);
  });

  it('at one location counts that location\'s stays only', async () => {
    const atPasar = (w: Written) => w.locationId === ids.pasar;
    expect(await recap('L4', `&parking_location=${ids.pasar}`)).toEqual(expected('L4', atPasar));
    expect(await recap('L4', `&parking_location=${ids.alun}`)).toEqual(expected('L4', (w) => !atPasar(w)));
  });

  it('follows a plate corrected and a stay removed on a summarised day', async () => {
    await recap('L4');
    const target = written.find((w) => w.plate === 'B1234L4' && w.amount !== null)!;
    const corrected = await call('PUT', `/parking/${target.id}`, {
      vclicense_number: 'B 1234 KK', intvehicle_type_id: ids.car, intparking_location_id: target.locationId,
      dtcheck_in: target.at.toISOString(), dtcheck_out: new Date(target.at.getTime() + 3_600_000).toISOString(), decamount: target.amount,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    target.plate = 'B1234KK';
    expect(await recap('L4')).toEqual(expected('L4'));
    expect(await recap('KK')).toEqual(expected('KK'));

    const removed = written.find((w) => w.plate === 'L4L4' && w.amount !== null)!;
    expect((await call('DELETE', `/parking/${removed.id}`)).statusCode).toBe(200);
    written.splice(written.indexOf(removed), 1);
    expect(await recap('L4')).toEqual(expected('L4'));
  });

  it('gives the file the same totals as the screen', async () => {
    const screen = await recap('L4');
    const res = await call('GET', `/report/parking/export/0/0/2026-03-01/${today}?q=L4`);
    expect(res.statusCode).toBe(200);
    const sheet = (await openWorkbook(res.rawPayload)).worksheets[0];
    const totals = [sheet.getRow(8).getCell(3).value, sheet.getRow(9).getCell(3).value];
    expect(totals).toEqual([screen.stays, screen.income]);
  });
});
