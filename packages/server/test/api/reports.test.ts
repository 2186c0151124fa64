import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUS_BOARDING_COLUMNS, BUS_REPORT_COLUMNS, DRIVER_REPORT_COLUMNS, DRIVER_TRIPS_COLUMNS, NOT_OPERATING, PERIOD_MSG, REPORT_MSG, cellValue,
  type BusReportRow, type DriverReportRow, type ReportColumns, calendarDateIn,
} from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { insertBoarding, insertTrip, openWorkbook, sheetRows } from '../helpers/report-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof transportWorld>>;
let driver1: Awaited<ReturnType<typeof signedInDriver>>;
let driver2: Awaited<ReturnType<typeof signedInDriver>>;


const MON = '2026-03-02';
const TUE = '2026-03-03';

beforeAll(async () => {
  t = await startTestApp();
  w = await transportWorld(t);
  driver1 = await signedInDriver(t, 'Agus');
  driver2 = await signedInDriver(t, 'Bambang');
  const a1 = { vehicleId: w.busA1.intid, routeId: w.routeA.intid };
  // Monday: bus A1 runs twice with driver 1; the afternoon run reports a problem and is not finished.
  const morning = await insertTrip(t, { ...a1, driverId: driver1.id, date: MON, start: '06:30', stop: '07:15' });
  await insertBoarding(t, morning, MON, w.studentA.intid, '06:40', '07:10');
  await insertBoarding(t, morning, MON, w.studentA2.intid, '06:45');
  const afternoon = await insertTrip(t, { ...a1, driverId: driver1.id, date: MON, start: '13:00', status: 99 });
  await insertBoarding(t, afternoon, MON, w.studentA.intid, '13:05');
  // Tuesday: bus B, driver 2, finished.
  const tue = await insertTrip(t, { vehicleId: w.busB.intid, routeId: w.routeB.intid, driverId: driver2.id, date: TUE, start: '06:00', stop: '06:50' });
  await insertBoarding(t, tue, TUE, w.studentB.intid, '06:10', '06:45');
  // April: bus A2 on the road.
  await insertTrip(t, { vehicleId: w.busA2.intid, routeId: w.routeA.intid, driverId: driver2.id, date: '2026-04-10', start: '06:00' });
});
afterAll(() => t.close());

const get = (url: string, token = t.adminToken) => t.call('GET', url, { token });
const page = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: T[]; length: number; page_total: number; page: number; limit: number };
};

/** Every row of a report as the screen pages through it. */
async function allPages<T>(url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let p = 1; ; p++) {
    const body = await page<T>(`${url}&limit=100&page=${p}`);
    rows.push(...body.data);
    if (p >= body.page_total) return rows;
  }
}

/** The rows the file should hold: the row number, then each declared column's typed value. */
const expectedCells = <Row,>(columns: ReportColumns<Row>, rows: Row[]) =>
  rows.map((row, i) => [i + 1, ...columns.map((c) => cellValue(c, row, t.config.timeZone))]);

describe('GET /report/bus', () => {
  it('one date (rt=1): every vehicle, with its trips, the last trip\'s status and the students who boarded once each', async () => {
    const body = await page<BusReportRow>(`/api/v1/report/bus?rt=1&from=${MON}`);
    expect(body.length).toBe(3);
    const a1 = body.data.find((r) => r.intid === w.busA1.intid)!;
    expect(a1).toMatchObject({ dtservice: MON, vcnopol: w.busA1.vcnopol, vcrute: w.routeA.vcnama, intstatus: 99, vcstatus: 'Kendala', jmltrip: 2, jmlsiswa: 2 });
    for (const idle of body.data.filter((r) => r.intid !== w.busA1.intid)) expect(idle).toMatchObject({ intstatus: null, vcstatus: NOT_OPERATING, jmltrip: 0, jmlsiswa: 0 });
  });

  it('a range (rt=2): a row per vehicle per day, by date then by bus', async () => {
    const body = await page<BusReportRow>(`/api/v1/report/bus?rt=2&from=${MON}&to=${TUE}`);
    expect(body.length).toBe(6);
    expect(body.data.map((r) => r.dtservice)).toEqual([MON, MON, MON, TUE, TUE, TUE]);
    expect(body.data.find((r) => r.dtservice === TUE && r.intid === w.busB.intid)).toMatchObject({ vcstatus: 'Selesai', jmlsiswa: 1 });
  });

  it('a month (rt=3): every day of March, paged', async () => {
    const first = await page<BusReportRow>('/api/v1/report/bus?rt=3&m=3&y=2026');
    expect(first).toMatchObject({ length: 93, page_total: 10, page: 1, limit: 10 });
    expect(first.data[0].dtservice).toBe('2026-03-01');
    const last = await page<BusReportRow>('/api/v1/report/bus?rt=3&m=3&y=2026&page=10');
    expect(last.data.map((r) => r.dtservice)).toEqual(['2026-03-31', '2026-03-31', '2026-03-31']);
    const second = await page<BusReportRow>('/api/v1/report/bus?rt=3&m=3&y=2026&page=2&limit=2');
    expect(second.data.map((r) => r.dtservice)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('without a period covers today in the server\'s zone', async () => {
    const body = await page<BusReportRow>('/api/v1/report/bus');
    expect(body.length).toBe(3);
    expect(new Set(body.data.map((r) => r.dtservice))).toEqual(new Set([calendarDateIn(t.config.timeZone)]));
  });

  it('a keyword matches the plate, the bus name or the route', async () => {
    const plate = await page<BusReportRow>(`/api/v1/report/bus?rt=2&from=${MON}&to=${TUE}&q=${encodeURIComponent(w.busB.vcnopol.toLowerCase())}`);
    expect(plate.data.map((r) => r.intid)).toEqual([w.busB.intid, w.busB.intid]);
    const route = await page<BusReportRow>(`/api/v1/report/bus?rt=1&from=${MON}&q=${encodeURIComponent(w.routeA.vcnama)}`);
    expect(route.data.map((r) => r.intid).sort()).toEqual([w.busA1.intid, w.busA2.intid].sort());
    expect((await page<BusReportRow>(`/api/v1/report/bus?rt=1&from=${MON}&q=tidak-ada`)).length).toBe(0);
  });

  it('a year is the longest period, and a page is at most 100 rows', async () => {
    const year = await page<BusReportRow>('/api/v1/report/bus?rt=2&from=2025-01-01&to=2026-01-01&limit=100');
    expect(year).toMatchObject({ length: 366 * 3, limit: 100 });
    expect(year.data).toHaveLength(100);
    const tooLong = await get('/api/v1/report/bus?rt=2&from=2025-01-01&to=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: REPORT_MSG.tooLong, errors: { to: REPORT_MSG.tooLong } });
    const tooMany = await get(`/api/v1/report/bus?rt=1&from=${MON}&limit=1000`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Batas baris 1 sampai 100.');
  });

  it('refuses a half-given or impossible period in Indonesian', async () => {
    const cases: [string, string, string][] = [
      [`from=${MON}`, 'rt', PERIOD_MSG.typeRequired],
      ['rt=1', 'from', PERIOD_MSG.dateRequired],
      ['rt=1&from=2026-02-30', 'from', PERIOD_MSG.date],
      [`rt=2&from=${TUE}&to=${MON}`, 'to', PERIOD_MSG.order],
      ['rt=3&m=13&y=2026', 'm', PERIOD_MSG.month],
      ['rt=4', 'rt', PERIOD_MSG.type],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/v1/report/bus?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[field], query).toBe(message);
    }
  });
});

describe('GET /report/bus/detail/{id}/{date}', () => {
  it('lists the students who rode the bus that day with school, boarding and alighting times', async () => {
    const res = await get(`/api/v1/report/bus/detail/${w.busA1.intid}/${MON}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { vcnama: string; vcsekolah: string; timein: string; timeout: string | null }[];
    expect(rows.map((r) => [r.vcnama, r.vcsekolah])).toEqual([
      [w.studentA.vcnama, w.schoolA.vcnama],
      [w.studentA2.vcnama, w.schoolA.vcnama],
      [w.studentA.vcnama, w.schoolA.vcnama],
    ]);
    expect(rows[0].timeout).not.toBeNull();
    expect(rows[1].timeout).toBeNull();
    expect((await get(`/api/v1/report/bus/detail/${w.busA2.intid}/${MON}`)).json().data).toEqual([]);
  });

  it('answers 404 for an unknown bus or an impossible date', async () => {
    for (const url of [`/api/v1/report/bus/detail/999999/${MON}`, `/api/v1/report/bus/detail/${w.busA1.intid}/2026-02-30`, `/api/v1/report/bus/detail/${w.busA1.intid}/kemarin`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Data tidak ditemukan.');
    }
  });
});

describe('GET /report/driver', () => {
  it('a driver\'s day: first start, the end only once the last trip is finished, the buses driven', async () => {
    const mon = await page<DriverReportRow>(`/api/v1/report/driver?rt=1&from=${MON}`);
    const d1 = mon.data.find((r) => r.intid === driver1.id)!;
    expect(d1).toMatchObject({ vcname: driver1.name, vcbus: w.busA1.vcnopol, jmltrip: 2, timestop: null });
    expect(new Date(d1.timestart!).toISOString()).toBe(new Date(`${MON}T06:30:00+07:00`).toISOString());
    expect(mon.data.find((r) => r.intid === driver2.id)).toMatchObject({ timestart: null, timestop: null, vcbus: '', jmltrip: 0 });

    const tue = await page<DriverReportRow>(`/api/v1/report/driver?rt=1&from=${TUE}&q=${encodeURIComponent(driver2.name)}`);
    expect(tue.length).toBe(1);
    expect(tue.data[0]).toMatchObject({ intid: driver2.id, vcbus: w.busB.vcnopol, timestop: new Date(`${TUE}T06:50:00+07:00`).toISOString() });
  });

  it('a month is every driver on every day', async () => {
    expect((await page<DriverReportRow>('/api/v1/report/driver?rt=3&m=3&y=2026')).length).toBe(31 * 2);
  });

  it('the detail lists the driver\'s trips that day', async () => {
    const res = await get(`/api/v1/report/driver/detail/${driver1.id}/${MON}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { vcstatus: string; jmlsiswa: number }) => [r.vcstatus, r.jmlsiswa])).toEqual([['Selesai', 2], ['Kendala', 1]]);
    expect((await get(`/api/v1/report/driver/detail/999999/${MON}`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('needs a session (401) and the report\'s screen (403)', async () => {
    expect((await t.call('GET', `/api/v1/report/bus?rt=1&from=${MON}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/v1/report/bus/export?rt=1&from=${MON}`)).statusCode).toBe(401);
    const driversOnly = await userWithScreens(t, ['reports.drivers']);
    const refused = await get(`/api/v1/report/bus/export?rt=1&from=${MON}`, driversOnly.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect((await get(`/api/v1/report/bus?rt=1&from=${MON}`, driversOnly.token)).statusCode).toBe(403);
    expect((await get(`/api/v1/report/driver?rt=1&from=${MON}`, driversOnly.token)).statusCode).toBe(200);
    expect((await get(`/api/v1/report/driver/export/${MON}`, driversOnly.token)).statusCode).toBe(200);
    // A driver's own account reaches no staff report.
    expect((await get(`/api/v1/report/driver?rt=1&from=${MON}`, driver1.token)).statusCode).toBe(403);
  });
});

describe('the Excel files', () => {
  it('the bus file holds the screen\'s rows for the same filters, typed, under a title block, with every boarding on a second sheet', async () => {
    const res = await get('/api/v1/report/bus/export?rt=3&m=3&y=2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="laporan-bus-20260301-20260331.xlsx"');
    const book = await openWorkbook(res.rawPayload);
    const [sheet, boardingsSheet] = book.worksheets;
    expect(sheet.name).toBe('Laporan Bus');
    expect([1, 2, 3, 4].map((r) => sheet.getCell(r, 1).value)).toEqual([t.config.departmentName, 'Laporan Bus', 'Periode: Maret 2026', 'Kata Kunci: -']);
    expect(sheetRows(sheet, 6, 8)[0]).toEqual(['No', ...BUS_REPORT_COLUMNS.map((c) => c.label)]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    expect(sheet.autoFilter).toBe('A6:H6');
    expect(sheet.getColumn(4).width).toBe(BUS_REPORT_COLUMNS[2].width);

    const screen = await allPages<BusReportRow>('/api/v1/report/bus?rt=3&m=3&y=2026');
    expect(screen).toHaveLength(93);
    expect(sheetRows(sheet, 7, 8)).toEqual(expectedCells(BUS_REPORT_COLUMNS, screen));
    // Dates are dates and counts are numbers, not text.
    expect(sheet.getCell(7, 2).value).toBeInstanceOf(Date);
    expect(sheet.getCell(7, 2).numFmt).toBe('dd/mm/yyyy');
    expect(typeof sheet.getCell(7, 8).value).toBe('number');

    expect(boardingsSheet.name).toBe('Penumpang');
    const riders = sheetRows(boardingsSheet, 7, 10);
    expect(riders.map((r) => [r[1], r[5]])).toEqual([
      [new Date(`${MON}T00:00:00Z`), w.studentA.vcnama],
      [new Date(`${MON}T00:00:00Z`), w.studentA2.vcnama],
      [new Date(`${MON}T00:00:00Z`), w.studentA.vcnama],
      [new Date(`${TUE}T00:00:00Z`), w.studentB.vcnama],
    ]);
    // Times are the wall clock of the service zone: 06:40 boarding, 07:10 alighting.
    expect((riders[0][8] as Date).toISOString().slice(11, 16)).toBe('06:40');
    expect((riders[0][9] as Date).toISOString().slice(11, 16)).toBe('07:10');
    expect(riders[1][9]).toBeNull();
    expect(boardingsSheet.getCell(6, 5).value).toBe(BUS_BOARDING_COLUMNS[3].label);
  });

  it('the bus file follows the keyword and a single date, as the screen does', async () => {
    const query = `rt=1&from=${MON}&q=${encodeURIComponent(w.routeA.vcnama)}`;
    const res = await get(`/api/v1/report/bus/export?${query}`);
    expect(res.headers['content-disposition']).toContain('laporan-bus-20260302-20260302.xlsx');
    const sheet = (await openWorkbook(res.rawPayload)).worksheets[0];
    expect(sheet.getCell(3, 1).value).toBe('Tanggal: 02/03/2026');
    expect(sheet.getCell(4, 1).value).toBe(`Kata Kunci: ${w.routeA.vcnama}`);
    expect(sheetRows(sheet, 7, 8)).toEqual(expectedCells(BUS_REPORT_COLUMNS, await allPages<BusReportRow>(`/api/v1/report/bus?${query}`)));
  });

  it('the driver file of a day holds the screen\'s rows for that date, and the day\'s trips', async () => {
    const res = await get(`/api/v1/report/driver/export/${MON}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="laporan-sopir-20260302-20260302.xlsx"');
    const [sheet, tripsSheet] = (await openWorkbook(res.rawPayload)).worksheets;
    const screen = await allPages<DriverReportRow>(`/api/v1/report/driver?rt=1&from=${MON}`);
    expect(sheetRows(sheet, 7, DRIVER_REPORT_COLUMNS.length + 1)).toEqual(expectedCells(DRIVER_REPORT_COLUMNS, screen));
    expect(sheetRows(tripsSheet, 7, DRIVER_TRIPS_COLUMNS.length + 1).map((r) => [r[1], r[3], r[7]])).toEqual([
      [driver1.name, w.routeA.vcnama, 2],
      [driver1.name, w.routeA.vcnama, 1],
    ]);
  });

  it('a year stays a file of its rows; a longer period or a bad filter is refused before any file starts', async () => {
    const res = await get('/api/v1/report/bus/export?rt=2&from=2025-01-01&to=2025-12-31');
    expect(res.statusCode).toBe(200);
    expect(sheetRows((await openWorkbook(res.rawPayload)).worksheets[0], 7, 8)).toHaveLength(365 * 3);
    for (const query of ['rt=2&from=2026-01-01&to=2027-06-01', 'rt=1', 'from=2026-03-02', `q=${'x'.repeat(101)}`]) {
      const bad = await get(`/api/v1/report/bus/export?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type']).toMatch(/json/);
      expect(bad.json().message).toMatch(/[a-z]/);
    }
    expect((await get('/api/v1/report/driver/export/2026-13-01')).statusCode).toBe(404);
  });
});
