import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_RECAP_COLUMNS, cellValue, type ParkingListResponse, type ParkingRecordWire, calendarDateIn } from '@halte/contract';
import { auditLog, parkingRecords } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parkingWorld } from '../helpers/attendant-fixtures.js';
import { openWorkbook, sheetRows } from '../helpers/report-fixtures.js';
import { userOfRole, type TestUser } from '../helpers/roles.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof parkingWorld>>;
/** A second attendant, who closes the first one's stays. */
let other: TestUser;
const IN = '/api/v1/parking/attendant/check-in';
const OUT = '/api/v1/parking/attendant/check-out';

beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
  w = await parkingWorld(t);
  other = await userOfRole(t, 'JUKIR');
});
afterAll(() => t?.close());

const post = (url: string, body: unknown, token = w.jukir.token) => t.call('POST', url, { token, body });
const staff = (method: string, url: string, body?: unknown) => t.call(method, `/api/v1${url}`, { token: t.adminToken, body });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
let ids = 0;
/** An entry the phone's outbox kept while offline. */
const queued = <T extends object>(body: T) => ({ ...body, queued: true, client_id: `hp-flag-${(ids += 1)}` });
let plates = 0;
const nextPlate = () => `W ${2000 + (plates += 1)} FL`;

/** A car checked in by the first attendant at Pasar 4 h 30 min ago (queued offline, so its phone time holds). */
async function longStay(): Promise<ParkingRecordWire> {
  const res = await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: minutesAgo(270) }));
  expect(res.statusCode).toBe(201);
  return (await staff('GET', `/parking/${res.json().data.intid}`)).json().data;
}
const recordOf = async (id: number) => (await staff('GET', `/parking/${id}`)).json().data as ParkingRecordWire;
const rowOf = async (id: number) => (await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, id)))[0];
const near = (iso: string | null, ms = Date.now()) => Math.abs(new Date(iso!).getTime() - ms) < 30_000;

// 4 h 30 min of a car: the first hour 4,000 and four started hours of 2,000; 30 min: the first hour alone.
const FOUR_AND_A_HALF_HOURS = 4000 + 4 * 2000;
const HALF_AN_HOUR = 4000;

describe("an attendant's check-in", () => {
  it('keeps the phone time beside the receive time; a stay not queued starts when it was received', async () => {
    const phone = minutesAgo(40);
    const res = await post(IN, { vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: phone, client_id: 'hp-flag-live-in' });
    const stay = await recordOf(res.json().data.intid);
    expect(near(stay.dtcheck_in)).toBe(true);
    expect(near(stay.dtcheck_in_received)).toBe(true);
    expect(stay.dtcheck_in_device).toBe(new Date(phone).toISOString());
  });
});

describe('a check-out', () => {
  it('queued offline with a phone time long before it arrived: charged by the phone time, noted mundur, the receive time\'s fee beside it', async () => {
    const stay = await longStay();
    const leaving = later(stay.dtcheck_in, 30);
    const res = await post(OUT, queued({ intid: stay.intid, dttime: leaving, intparking_location_id: w.pasar.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ decamount: HALF_AN_HOUR, dtcheck_out: leaving });
    const record = await recordOf(stay.intid);
    expect(record).toMatchObject({ vcflag: 'mundur', decamount: HALF_AN_HOUR, decamount_server: FOUR_AND_A_HALF_HOURS, decdifference: FOUR_AND_A_HALF_HOURS - HALF_AN_HOUR });
    expect(record.dtcheck_out_device).toBe(leaving);
    expect(near(record.dtcheck_out_received)).toBe(true);
    expect(await rowOf(stay.intid)).toMatchObject({ flag: 'mundur', serverAmount: FOUR_AND_A_HALF_HOURS, checkOutAttendantId: w.jukir.userId });
  });

  it('not queued: the receive time sets the fee whatever the phone says — another attendant back-dating a day before the check-in charges the whole stay, noted', async () => {
    const stay = await longStay();
    const dayBefore = later(stay.dtcheck_in, -24 * 60);
    const res = await post(OUT, { intid: stay.intid, dttime: dayBefore, client_id: 'hp-other-1' }, other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.decamount).toBe(FOUR_AND_A_HALF_HOURS);
    expect(near(res.json().data.dtcheck_out)).toBe(true);
    const record = await recordOf(stay.intid);
    expect(record).toMatchObject({ vcflag: 'mundur, petugas_lain', decamount_server: FOUR_AND_A_HALF_HOURS, decdifference: null, vccheck_out_attendant: 'Pengguna JUKIR' });
    expect(record.dtcheck_out_device).toBe(dayBefore);
    // The same upload again finds the closing attendant's record.
    const again = await post(OUT, { intid: stay.intid, dttime: dayBefore, client_id: 'hp-other-1' }, other.token);
    expect(again.json()).toMatchObject({ message: ATTENDANT_MSG.unchanged, changed: false, data: { intid: stay.intid } });
  });

  it('queued within the tolerance: the phone time holds and nothing is noted', async () => {
    const stay = await longStay();
    const leaving = minutesAgo(5);
    await post(OUT, queued({ intid: stay.intid, dttime: leaving, intparking_location_id: w.pasar.id }));
    const record = await recordOf(stay.intid);
    expect(record).toMatchObject({ dtcheck_out: leaving, dtcheck_out_device: leaving, vcflag: '' });
  });

  it('closed by another attendant, or at another location, is allowed and noted', async () => {
    const byOther = await longStay();
    expect((await post(OUT, { intid: byOther.intid, intparking_location_id: w.pasar.id }, other.token)).statusCode).toBe(200);
    expect((await recordOf(byOther.intid)).vcflag).toBe('petugas_lain');

    const elsewhere = await longStay();
    expect((await post(OUT, { intid: elsewhere.intid, intparking_location_id: w.alun.id })).statusCode).toBe(200);
    expect(await recordOf(elsewhere.intid)).toMatchObject({ vcflag: 'lokasi_lain', decamount: FOUR_AND_A_HALF_HOURS, decdifference: null });

    const both = await longStay();
    await post(OUT, { intid: both.intid, intparking_location_id: w.alun.id }, other.token);
    expect((await recordOf(both.intid)).vcflag).toBe('petugas_lain, lokasi_lain');

    const plain = await longStay();
    await post(OUT, { intid: plain.intid, intparking_location_id: w.pasar.id });
    expect(await recordOf(plain.intid)).toMatchObject({ vcflag: '', decamount: FOUR_AND_A_HALF_HOURS, decamount_server: FOUR_AND_A_HALF_HOURS });
  });

  it('queued with a phone time before its check-in is refused, nothing written', async () => {
    const stay = await longStay();
    const before = await rowOf(stay.intid);
    const res = await post(OUT, queued({ intid: stay.intid, dttime: later(stay.dtcheck_in, -24 * 60) }), other.token);
    expect([res.statusCode, res.json().message]).toEqual([400, ATTENDANT_MSG.checkOutBeforeCheckIn]);
    expect(await rowOf(stay.intid)).toEqual(before);
  });
});

/** The recap's rows and totals over every page. */
async function recap(query: string) {
  const first = (await staff('GET', `/parking?${query}&limit=100`)).json() as ParkingListResponse;
  const rows = [...first.data];
  for (let page = 2; page <= first.page_total; page++) rows.push(...((await staff('GET', `/parking?${query}&limit=100&page=${page}`)).json() as ParkingListResponse).data);
  return { rows, totals: first };
}

describe('Rekap Data Parkir and DASHBOARD PARKIR', () => {
  const year = () => Number(calendarDateIn(t.config.timeZone).slice(0, 4));
  const wholeYear = () => `from=${year()}-01-01&to=${year()}-12-31`;

  it('Catatan Janggal lists only the noted stays, and the totals follow it', async () => {
    const all = await recap(wholeYear());
    const noted = all.rows.filter((r) => r.vcflag !== '');
    expect(noted.length).toBeGreaterThanOrEqual(5);
    expect(noted.length).toBeLessThan(all.rows.length);
    const flagged = await recap(`${wholeYear()}&flagged=1`);
    expect(flagged.rows.map((r) => r.intid)).toEqual(noted.map((r) => r.intid));
    expect(flagged.totals.total_data).toBe(noted.length);
    expect(flagged.totals.total_income).toBe(noted.reduce((s, r) => s + (r.decamount ?? 0), 0));
    expect((await staff('GET', `/parking?${wholeYear()}&flagged=2`)).statusCode).toBe(400);
  });

  it('the file carries the note and the difference, row for row as the screen', async () => {
    const { rows, totals } = await recap(`${wholeYear()}&flagged=1`);
    const res = await staff('GET', `/report/parking/export/0/0/${year()}-01-01/${year()}-12-31?flagged=1`);
    expect(res.statusCode).toBe(200);
    const sheet = (await openWorkbook(res.rawPayload)).worksheets[0];
    expect(sheet.getRow(7).getCell(1).value).toBe('Catatan Janggal: Hanya yang bercatatan');
    expect(sheet.getRow(8).getCell(3).value).toBe(totals.total_data);
    expect(sheet.getRow(11).values).toEqual([undefined, 'No', 'Nomor Kendaraan', 'Tipe Kendaraan', 'Lokasi', 'Masuk', 'Keluar', 'Status', 'Biaya', 'Catatan', 'Selisih']);
    const width = PARKING_RECAP_COLUMNS.length + 1;
    expect(sheetRows(sheet, 12, width)).toEqual(rows.map((row, i) => [i + 1, ...PARKING_RECAP_COLUMNS.map((c) => cellValue(c, row, t.config.timeZone))]));
    const backdated = sheetRows(sheet, 12, width).find((cells) => cells[8] === 'mundur');
    expect(backdated?.[9]).toBe(FOUR_AND_A_HALF_HOURS - HALF_AN_HOUR);
  });

  it("the dashboard counts the year's noted stays and what they took off, in all and per location", async () => {
    const { rows } = await recap(`${wholeYear()}&flagged=1`);
    const difference = (of: ParkingRecordWire[]) => of.reduce((s, r) => s + (r.decdifference ?? 0), 0);
    expect(difference(rows)).toBeGreaterThanOrEqual(FOUR_AND_A_HALF_HOURS - HALF_AN_HOUR);
    const target = (await staff('GET', '/dashboard/parking/target')).json().data;
    expect({ n: target.intflagged, rp: target.decflagged_difference }).toEqual({ n: rows.length, rp: difference(rows) });
    const cards = (await staff('GET', '/dashboard/parking/location')).json().data as { intid: number; intflagged: number; decflagged_difference: number }[];
    for (const location of [w.pasar, w.alun]) {
      const here = rows.filter((r) => r.intparking_location_id === location.id);
      expect(cards.find((c) => c.intid === location.id), location.name).toMatchObject({ intflagged: here.length, decflagged_difference: difference(here) });
    }
  });
});

describe("a staff correction of an attendant's stay", () => {
  it("keeps the attendant's values in the audit row's before, and notes the stay dikoreksi", async () => {
    const stay = await longStay();
    const leaving = later(stay.dtcheck_in, 30);
    await post(OUT, queued({ intid: stay.intid, dttime: leaving }), other.token);
    const original = await recordOf(stay.intid);
    expect(original.vcflag).toBe('mundur, petugas_lain');

    const res = await staff('PUT', `/parking/${stay.intid}`, {
      vclicense_number: stay.vclicense_number, intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id,
      dtcheck_in: stay.dtcheck_in, dtcheck_out: later(stay.dtcheck_in, 270), decamount: null,
    });
    expect(res.statusCode).toBe(200);
    const corrected = await recordOf(stay.intid);
    expect(corrected).toMatchObject({
      vcflag: 'mundur, petugas_lain, dikoreksi', decamount: FOUR_AND_A_HALF_HOURS, decamount_server: FOUR_AND_A_HALF_HOURS, decdifference: null,
      // The attendant's own times stay beside the corrected ones.
      dtcheck_out_device: leaving, dtcheck_out_received: original.dtcheck_out_received,
    });

    const updates = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'parking_record'), eq(auditLog.entityId, String(stay.intid)), eq(auditLog.action, 'update'))).orderBy(auditLog.id);
    // The check-out's row, then the correction's.
    expect(updates.map((u) => u.userId)).toEqual([other.userId, expect.any(Number)]);
    const row = updates[1];
    expect(row.before).toEqual(original);
    expect(row.before).toMatchObject({ decamount: HALF_AN_HOUR, dtcheck_out: leaving, vcflag: 'mundur, petugas_lain', vccheck_out_attendant: 'Pengguna JUKIR' });
    expect(row.after).toMatchObject({ decamount: FOUR_AND_A_HALF_HOURS, vcflag: 'mundur, petugas_lain, dikoreksi' });

    // Only the noted stays: the corrected one is among them.
    const flagged = (await staff('GET', `/parking?flagged=1&q=${stay.vclicense_number}`)).json() as ParkingListResponse;
    expect(flagged.data.map((r) => r.intid)).toEqual([stay.intid]);
  });
});
