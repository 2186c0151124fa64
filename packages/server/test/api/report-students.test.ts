import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { MSG, PERIOD_MSG, REPORT_MSG, STUDENT_REPORT_COLUMNS, cellValue, type StudentReportRow } from '@halte/contract';
import { classes, students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, studentBody, transportWorld } from '../helpers/driver-fixtures.js';
import { insertBoarding, insertTrip, openWorkbook, sheetRows } from '../helpers/report-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof transportWorld>>;
/** A third student of school A, in another class of the same level; added through the report. */
let citra: StudentReportRow;
let otherClass: number;

const MAR1 = '2026-03-01';
const MON = '2026-03-02';
const TUE = '2026-03-03';

beforeAll(async () => {
  t = await startTestApp();
  w = await transportWorld(t);
  const driver = await signedInDriver(t, 'Agus');
  const [cls] = await t.database.db.select({ id: classes.id }).from(classes).where(and(eq(classes.level, 2), ne(classes.id, w.studentA.intkelas))).limit(1);
  otherClass = cls.id;
  const added = await t.call('POST', '/api/v1/report/student', { token: t.adminToken, body: studentBody('9100000099', w.schoolA.intid, otherClass, 'Citra Lestari') });
  expect(added.statusCode, added.body).toBe(201);
  citra = added.json().data;

  const a1 = { vehicleId: w.busA1.intid, routeId: w.routeA.intid, driverId: driver.id };
  // Five past midnight on 1 March in the service zone: still 28 February in UTC.
  const early = await insertTrip(t, { vehicleId: w.busB.intid, routeId: w.routeB.intid, driverId: driver.id, date: MAR1, start: '00:05', stop: '00:40' });
  await insertBoarding(t, early, MAR1, w.studentB.intid, '00:10', '00:30');
  const morning = await insertTrip(t, { ...a1, date: MON, start: '06:30', stop: '07:15' });
  await insertBoarding(t, morning, MON, w.studentA.intid, '06:40', '07:10');
  await insertBoarding(t, morning, MON, w.studentA2.intid, '06:45');
  const afternoon = await insertTrip(t, { ...a1, date: MON, start: '13:00', stop: '13:40' });
  await insertBoarding(t, afternoon, MON, w.studentA.intid, '13:05');
  const tue = await insertTrip(t, { vehicleId: w.busB.intid, routeId: w.routeB.intid, driverId: driver.id, date: TUE, start: '06:00', stop: '06:50' });
  // Alighting scanned without the boarding: still a ride.
  await insertBoarding(t, tue, TUE, w.studentB.intid, null, '06:45');
  const april = await insertTrip(t, { ...a1, date: '2026-04-10', start: '06:00', stop: '06:45' });
  await insertBoarding(t, april, '2026-04-10', w.studentA.intid, '06:10', '06:40');
});
afterAll(() => t.close());

const get = (url: string, token = t.adminToken) => t.call('GET', url, { token });
type Page = { data: StudentReportRow[]; length: number; page_total: number; page: number; limit: number };
const page = async (query: string, token = t.adminToken): Promise<Page> => {
  const res = await get(`/api/v1/report/student?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
/** Name and rides of each row. */
const rides = (p: Page) => p.data.map((r) => [r.vcnama, r.jmlnaik]);
const ofSchools = () => `intsekolah=${w.schoolA.intid}`;

describe('GET /report/student', () => {
  it('a month (rt=3): the students by name with school, class and their rides of the month', async () => {
    const body = await page(`rt=3&m=3&y=2026&${ofSchools()}`);
    expect(body).toMatchObject({ length: 3, page_total: 1, page: 1, limit: 10 });
    expect(rides(body)).toEqual([[w.studentA.vcnama, 2], [w.studentA2.vcnama, 1], ['Citra Lestari', 0]]);
    expect(body.data[0]).toMatchObject({ vckode: w.studentA.vckode, vcsekolah: w.schoolA.vcnama, vckelas: w.studentA.vckelas, intsekolah: w.schoolA.intid });
    expect((await page(`rt=3&m=4&y=2026&${ofSchools()}`)).data[0].jmlnaik).toBe(1);
  });

  it('one date (rt=1) and a range (rt=2) count the service dates in the server\'s zone', async () => {
    const ofB = `intsekolah=${w.schoolB.intid}`;
    expect(rides(await page(`rt=1&from=${MON}&${ofSchools()}`))).toEqual([[w.studentA.vcnama, 2], [w.studentA2.vcnama, 1], ['Citra Lestari', 0]]);
    // The ride five past midnight on 1 March (local) belongs to 1 March, not 28 February.
    expect(rides(await page(`rt=1&from=2026-02-28&${ofB}`))).toEqual([[w.studentB.vcnama, 0]]);
    expect(rides(await page(`rt=1&from=${MAR1}&${ofB}`))).toEqual([[w.studentB.vcnama, 1]]);
    expect(rides(await page(`rt=2&from=${MAR1}&to=${TUE}&${ofB}`))).toEqual([[w.studentB.vcnama, 2]]);
    expect(rides(await page(`rt=2&from=${TUE}&to=2026-03-31&${ofSchools()}`)).map(([, n]) => n)).toEqual([0, 0, 0]);
  });

  it('without a period counts today: every listed student, none of the fixed past days', async () => {
    const body = await page(ofSchools());
    expect(body.length).toBe(3);
    expect(body.data.every((r) => r.jmlnaik === 0)).toBe(true);
  });

  it('filters by school and by class, and searches name or NISN', async () => {
    expect((await page('rt=3&m=3&y=2026')).length).toBe(4);
    expect(rides(await page(`rt=3&m=3&y=2026&intsekolah=${w.schoolB.intid}`))).toEqual([[w.studentB.vcnama, 2]]);
    expect(rides(await page(`rt=3&m=3&y=2026&${ofSchools()}&intkelas=${otherClass}`))).toEqual([['Citra Lestari', 0]]);
    expect((await page(`rt=3&m=3&y=2026&intkelas=${w.studentA.intkelas}`)).length).toBe(3);
    expect(rides(await page(`rt=3&m=3&y=2026&q=${encodeURIComponent('siti')}`))).toEqual([[w.studentB.vcnama, 2]]);
    expect((await page(`rt=3&m=3&y=2026&q=${w.studentA2.vckode}`)).data.map((r) => r.intid)).toEqual([w.studentA2.intid]);
    expect((await page(`rt=3&m=3&y=2026&q=tidak-ada`)).length).toBe(0);
  });

  it('pages: the row count, the pages and the rows of a later page', async () => {
    const second = await page(`rt=3&m=3&y=2026&limit=3&page=2`);
    expect(second).toMatchObject({ length: 4, page_total: 2, page: 2, limit: 3 });
    expect(rides(second)).toEqual([[w.studentB.vcnama, 2]]);
  });

  it('refuses bad filters with the field\'s Indonesian message', async () => {
    const cases: [string, string, string][] = [
      ['intsekolah=abc', 'intsekolah', 'Sekolah harus berupa id sekolah.'],
      ['intkelas=-1', 'intkelas', 'Kelas harus berupa id kelas.'],
      [`from=${MON}`, 'rt', PERIOD_MSG.typeRequired],
      ['rt=1', 'from', PERIOD_MSG.dateRequired],
      ['rt=3&m=13&y=2026', 'm', PERIOD_MSG.month],
      ['rt=2&from=2025-01-01&to=2026-01-02', 'to', REPORT_MSG.tooLong],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/api/v1/report/student', '/api/v1/report/student/export']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().errors?.[field], query).toBe(message);
      }
    }
    const tooMany = await get('/api/v1/report/student?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Batas baris 1 sampai 100.');
  });
});

describe('the students through the report: add, read, change, delete', () => {
  it('refuses an invalid form with each field\'s message and writes nothing', async () => {
    const before = await t.database.db.$count(students);
    const res = await t.call('POST', '/api/v1/report/student', { token: t.adminToken, body: { ...studentBody('', w.schoolA.intid, otherClass, ''), intsex: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ vckode: 'ID Siswa tidak boleh kosong.', vcnama: 'Nama tidak boleh kosong.' });
    const duplicate = await t.call('POST', '/api/v1/report/student', { token: t.adminToken, body: studentBody(w.studentA.vckode, w.schoolA.intid, otherClass, 'Dua Kali') });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ errors: { vckode: 'ID Siswa sudah digunakan.' } });
    const wrongSchool = await t.call('POST', '/api/v1/report/student', { token: t.adminToken, body: studentBody('9100000098', 999999, otherClass, 'Tanpa Sekolah') });
    expect(wrongSchool.statusCode).toBe(400);
    expect(wrongSchool.json().errors).toEqual({ intsekolah: 'Sekolah tidak ditemukan.' });
    expect(await t.database.db.$count(students)).toBe(before);
  });

  it('adds, reads, changes and deletes a student, who then leaves the list', async () => {
    const added = await t.call('POST', '/api/v1/report/student', { token: t.adminToken, body: studentBody('9100000097', w.schoolB.intid, otherClass, 'Dewi Sartika') });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ message: MSG.saved, data: { vcnama: 'Dewi Sartika', vcsekolah: w.schoolB.vcnama } });
    const id = added.json().data.intid as number;
    expect((await get(`/api/v1/report/student/${id}`)).json().data).toMatchObject({ vckode: '9100000097', intkelas: otherClass });

    const changed = await t.call('PUT', `/api/v1/report/student/${id}`, { token: t.adminToken, body: studentBody('9100000097', w.schoolB.intid, otherClass, 'Dewi Sartika Putri') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(MSG.updated);
    expect(rides(await page(`rt=3&m=3&y=2026&intsekolah=${w.schoolB.intid}`))).toEqual([['Dewi Sartika Putri', 0], [w.studentB.vcnama, 2]]);

    const removed = await t.call('DELETE', `/api/v1/report/student/${id}`, { token: t.adminToken });
    expect(removed.json()).toEqual({ message: MSG.deleted });
    expect((await get(`/api/v1/report/student/${id}`)).statusCode).toBe(404);
    expect((await page(`rt=3&m=3&y=2026&intsekolah=${w.schoolB.intid}`)).length).toBe(1);
  });

  it('keeps a student who has rides (409) and answers 404 for an unknown one', async () => {
    const kept = await t.call('DELETE', `/api/v1/report/student/${w.studentB.intid}`, { token: t.adminToken });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(MSG.inUse);
    expect((await get(`/api/v1/report/student/${w.studentB.intid}`)).statusCode).toBe(200);
    const missing = await t.call('PUT', '/api/v1/report/student/999999', { token: t.adminToken, body: studentBody('9100000096', w.schoolB.intid, otherClass, 'Tidak Ada') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.notFound);
  });
});

describe('access', () => {
  it('needs a session (401) and the Laporan Siswa screen (403)', async () => {
    expect((await t.call('GET', '/api/v1/report/student')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/report/student/export')).statusCode).toBe(401);
    const studentsOnly = await userWithScreens(t, ['master.students']);
    for (const url of ['/api/v1/report/student', '/api/v1/report/student/export', `/api/v1/report/student/${citra.intid}`]) {
      const res = await get(url, studentsOnly.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
  });

  it('a role with only Laporan Siswa: the list, the file, the form\'s lookups and the changes, and not Data Siswa\'s calls', async () => {
    const { token } = await userWithScreens(t, ['reports.students']);
    expect((await page(`rt=3&m=3&y=2026&${ofSchools()}`, token)).length).toBe(3);
    expect((await get(`/api/v1/report/student/export?rt=3&m=3&y=2026`, token)).statusCode).toBe(200);
    expect((await get('/api/v1/lists/school?q=negeri', token)).statusCode).toBe(200);
    expect((await get(`/api/v1/class/${w.schoolA.intid}`, token)).json().data.length).toBeGreaterThan(1);
    const added = await t.call('POST', '/api/v1/report/student', { token, body: studentBody('9100000095', w.schoolA.intid, otherClass, 'Eko Prasetyo') });
    expect(added.statusCode).toBe(201);
    expect((await t.call('DELETE', `/api/v1/report/student/${added.json().data.intid}`, { token })).statusCode).toBe(200);
    for (const url of ['/api/v1/students', `/api/v1/students/${citra.intid}`, `/api/v1/students/${citra.intid}/print`, '/api/v1/report/bus']) {
      expect((await get(url, token)).statusCode, url).toBe(403);
    }
  });
});

describe('the Excel file', () => {
  it('holds the screen\'s rows for the same filters, typed, under a title block', async () => {
    const filters = `rt=3&m=3&y=2026&${ofSchools()}&q=${encodeURIComponent('a')}`;
    const screen: StudentReportRow[] = [];
    for (let p = 1; ; p++) {
      const body = await page(`${filters}&limit=2&page=${p}`);
      screen.push(...body.data);
      if (p >= body.page_total) break;
    }
    expect(screen.length).toBe(3);
    const res = await get(`/api/v1/report/student/export?${filters}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="laporan-siswa-20260301-20260331.xlsx"');
    const [sheet] = (await openWorkbook(res.rawPayload)).worksheets;
    expect(sheet.name).toBe('Laporan Siswa');
    expect(sheet.getCell(2, 1).value).toBe('Laporan Siswa');
    expect(sheet.getCell(3, 1).value).toBe('Periode: Maret 2026');
    // The file's header names the filters it was made with, under the period.
    expect([4, 5, 6].map((r) => sheet.getCell(r, 1).value)).toEqual([`Sekolah: ${w.schoolA.vcnama}`, 'Kelas: Semua', 'Kata Kunci: a']);
    expect(sheetRows(sheet, 8, 7)[0]).toEqual(['No', ...STUDENT_REPORT_COLUMNS.map((c) => c.label)]);
    const rows = sheetRows(sheet, 9, STUDENT_REPORT_COLUMNS.length + 1);
    expect(rows).toEqual(screen.map((row, i) => [i + 1, ...STUDENT_REPORT_COLUMNS.map((c) => cellValue(c, row, t.config.timeZone))]));
    expect(rows.map((r) => r.at(-1))).toEqual([2, 1, 0]);
  });

  it('of a filter nothing matches holds the title and the header only', async () => {
    const res = await get('/api/v1/report/student/export?rt=1&from=2026-03-02&q=tidak-ada');
    expect(res.statusCode).toBe(200);
    const [sheet] = (await openWorkbook(res.rawPayload)).worksheets;
    expect(sheet.getCell(3, 1).value).toBe('Tanggal: 02/03/2026');
    expect([4, 5, 6].map((r) => sheet.getCell(r, 1).value)).toEqual(['Sekolah: Semua', 'Kelas: Semua', 'Kata Kunci: tidak-ada']);
    expect(sheetRows(sheet, 9, 7)).toEqual([]);
  });
});
