import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PARKING_RECAP_COLUMNS, cellValue, type ParkingRecordWire } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { at, openWorkbook, sheetRows } from '../helpers/report-fixtures.js';
import { insertStay, parkingApp, type AdminCall, type ParkingIds } from '../helpers/parking-fixtures.js';
import { auditLog, parkingRecords } from '../../src/db/schema/index.js';

let t: TestApp;
let ids: ParkingIds;
let call: AdminCall;
beforeAll(async () => {
  ({ t, ids, call } = await parkingApp());
});
afterAll(() => t.close());

const stayBody = (over: Record<string, unknown> = {}) => ({
  vclicense_number: 'b 1234 cd',
  intvehicle_type_id: ids.car,
  intparking_location_id: ids.alun,
  dtcheck_in: '2026-03-02T08:00:00+07:00',
  ...over,
});
const count = async () => (await t.database.db.select({ id: parkingRecords.id }).from(parkingRecords)).length;

describe('a stay entered by staff', () => {
  it('is stored with the plate normalised, and its fee computed from the tariff in force at check-in', async () => {
    const res = await call('POST', '/parking', stayBody({ dtcheck_out: '2026-03-02T10:30:00+07:00' }));
    expect(res.statusCode).toBe(201);
    const stay = res.json().data as ParkingRecordWire;
    expect(stay).toMatchObject({
      vclicense_number: 'B1234CD',
      vcvehicle_type: 'Mobil',
      vclocation: 'Alun-Alun Tuban',
      intstatus: 2,
      vcstatus: 'Keluar',
      // 5,000 for the first hour, 2,000 for each of the two hours begun after it.
      decamount: 9000,
      vcregulation: 'Perda No. 3 Tahun 2021',
      intattendant_id: null,
    });
    expect(new Date(stay.dtcheck_in).toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect((await call('GET', `/parking/${stay.intid}`)).json().data).toEqual(stay);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parking_record'), eq(auditLog.entityId, String(stay.intid))));
    expect(row.action).toBe('create');
  });

  it('after the tariff changed, a stay checked in on the new tariff pays it; a given amount is kept', async () => {
    const later = await call('POST', '/parking', stayBody({ vclicense_number: 'S 1 AB', dtcheck_in: '2026-07-01T00:10:00+07:00', dtcheck_out: '2026-07-01T02:30:00+07:00' }));
    expect(later.json().data).toMatchObject({ decamount: 6000 + 2 * 3000, vcregulation: 'Perbup No. 12 Tahun 2026' });
    // Checked in the evening before the change (in Tuban's time, the same UTC day as the change): the old tariff.
    const before = await call('POST', '/parking', stayBody({ vclicense_number: 'S 2 AB', dtcheck_in: '2026-06-30T23:50:00+07:00', dtcheck_out: '2026-07-01T02:30:00+07:00' }));
    expect(before.json().data).toMatchObject({ decamount: 5000 + 2 * 2000, vcregulation: 'Perda No. 3 Tahun 2021' });
    const given = await call('POST', '/parking', stayBody({ vclicense_number: 'S 3 AB', dtcheck_out: '2026-03-02T09:00:00+07:00', decamount: 0 }));
    expect(given.json().data.decamount).toBe(0);
  });

  it('without a check-out the vehicle is parked, with no fee; the same plate cannot be parked twice at one place', async () => {
    const parked = await call('POST', '/parking', stayBody({ vclicense_number: 'L 77 XY', intvehicle_type_id: ids.motor }));
    expect(parked.json().data).toMatchObject({ intstatus: 1, vcstatus: 'Parkir', decamount: null, dtcheck_out: null });
    const before = await count();
    const again = await call('POST', '/parking', stayBody({ vclicense_number: 'l-77-xy', intvehicle_type_id: ids.motor }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Kendaraan ini masih tercatat parkir di lokasi ini.', errors: { vclicense_number: 'Kendaraan ini masih tercatat parkir di lokasi ini.' } });
    expect(await count()).toBe(before);
    expect((await call('POST', '/parking', stayBody({ vclicense_number: 'L77XY', intvehicle_type_id: ids.motor, intparking_location_id: ids.pasar }))).statusCode).toBe(201);
    // Corrected to checked out: the flat motorbike fee, and the plate may park there again.
    const id = parked.json().data.intid;
    const out = await call('PUT', `/parking/${id}`, stayBody({ vclicense_number: 'L77XY', intvehicle_type_id: ids.motor, dtcheck_out: '2026-03-02T18:00:00+07:00' }));
    expect(out.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { intstatus: 2, decamount: 2000 } });
    expect((await call('POST', '/parking', stayBody({ vclicense_number: 'L77XY', intvehicle_type_id: ids.motor }))).statusCode).toBe(201);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vclicense_number: '  ' }, 'vclicense_number', 'Nomor Kendaraan tidak boleh kosong.'],
      [{ vclicense_number: 'B 12/34' }, 'vclicense_number', 'Nomor Kendaraan hanya boleh berisi huruf dan angka.'],
      [{ intvehicle_type_id: '' }, 'intvehicle_type_id', 'Tipe Kendaraan tidak boleh kosong.'],
      [{ intvehicle_type_id: 999999 }, 'intvehicle_type_id', 'Tipe Kendaraan tidak ditemukan.'],
      [{ intparking_location_id: 999999 }, 'intparking_location_id', 'Lokasi tidak ditemukan.'],
      [{ dtcheck_in: undefined }, 'dtcheck_in', 'Waktu Masuk tidak boleh kosong.'],
      [{ dtcheck_in: '2026-03-02 08:00' }, 'dtcheck_in', 'Waktu Masuk harus tanggal dan jam dengan zona waktu (ISO 8601).'],
      [{ dtcheck_out: '2026-03-02T07:00:00+07:00' }, 'dtcheck_out', 'Waktu Keluar tidak boleh sebelum Waktu Masuk.'],
      [{ decamount: 5000 }, 'decamount', 'Biaya hanya diisi bila Waktu Keluar diisi.'],
      [{ dtcheck_out: '2026-03-02T09:00:00+07:00', decamount: -1 }, 'decamount', 'Biaya harus bilangan bulat rupiah dari 0 sampai 100.000.000.'],
      [{ dtcheck_out: '2026-03-02T09:00:00+07:00', decamount: 10.5 }, 'decamount', 'Biaya harus bilangan bulat rupiah dari 0 sampai 100.000.000.'],
      // Before any tariff of the type: no fee can be computed.
      [{ dtcheck_in: '2019-05-01T08:00:00+07:00', dtcheck_out: '2019-05-01T09:00:00+07:00' }, 'intvehicle_type_id', 'Tipe Kendaraan belum memiliki tarif yang berlaku pada tanggal masuk.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/parking', stayBody({ vclicense_number: 'W 9 ZZ', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(over)).toBe(message);
    }
    expect(await count()).toBe(before);
    expect((await call('PUT', '/parking/999999', stayBody())).statusCode).toBe(404);
    expect((await call('DELETE', '/parking/999999')).statusCode).toBe(404);
    expect((await call('GET', '/parking/abc')).statusCode).toBe(404);
  });

  it('is deleted, the audit keeping it', async () => {
    const id = (await call('POST', '/parking', stayBody({ vclicense_number: 'DEL 1' }))).json().data.intid;
    expect((await call('DELETE', `/parking/${id}`)).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await call('GET', `/parking/${id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(id))));
    expect((row.before as ParkingRecordWire).vclicense_number).toBe('DEL1');
  });
});

describe('the recap', () => {
  let recap: TestApp;
  let r: ParkingIds;
  type Fixture = { plate: string; typeId: number; locationId: number; day: string; time: string; amount: number | null };
  const fixtures: Fixture[] = [];
  const plates = ['B1234CD', 'S1200AB', 'L4412KK', 'W99Z', 'S5512TT'];
  beforeAll(async () => {
    ({ t: recap, ids: r } = await parkingApp());
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
    // Times at both edges of a day in Tuban: 00:05 is still the previous day in UTC.
    const times = ['00:05', '09:30', '23:55'];
    let n = 0;
    for (const day of days)
      for (const time of times)
        for (const plate of plates) {
          n += 1;
          const amount = n % 7 === 0 ? null : 1000 * (n % 5) + 500;
          // A vehicle still parked has a plate of its own: one plate is parked at most once per place.
          const fixture: Fixture = { plate: amount === null ? `${plate}P${n}` : plate, typeId: n % 2 ? r.motor : r.car, locationId: n % 3 ? r.alun : r.pasar, day, time, amount };
          fixtures.push(fixture);
          const checkInAt = at(recap, day, time);
          await insertStay(recap, {
            plate: fixture.plate,
            typeId: fixture.typeId,
            locationId: fixture.locationId,
            checkInAt,
            ...(fixture.amount !== null && { checkOutAt: new Date(checkInAt.getTime() + 3_600_000), amount: fixture.amount }),
          });
        }
  });
  afterAll(() => recap.close());

  const get = (url: string) => recap.call('GET', `/api/v1${url}`, { token: recap.adminToken });

  /** Every page of the recap for a query, and the totals it gave. */
  async function everyPage(query: string) {
    const rows: ParkingRecordWire[] = [];
    let first: { total_data: number; total_income: number; length: number; page_total: number } | undefined;
    for (let page = 1; ; page++) {
      const res = await get(`/parking?${query}&limit=7&page=${page}`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      first ??= body;
      expect(body.total_data).toBe(first!.total_data);
      rows.push(...body.data);
      if (page >= body.page_total) break;
    }
    return { rows, totals: first! };
  }

  it('totals equal the sum of the rows under every filter combination, the period being the check-in day in TZ', async () => {
    const periods: [string, (f: Fixture) => boolean][] = [
      ['', () => true],
      ['from=2026-10-31&to=2026-10-31', (f) => f.day === '2026-10-31'],
      ['from=2026-10-31&to=2026-11-01', (f) => f.day === '2026-10-31' || f.day === '2026-11-01'],
      ['from=2026-11-01', (f) => f.day >= '2026-11-01'],
      ['to=2026-10-30', (f) => f.day <= '2026-10-30'],
    ];
    const searches: [string, (f: Fixture) => boolean][] = [
      ['', () => true],
      [encodeURIComponent('s 12'), (f) => f.plate.includes('S12')],
      [encodeURIComponent('b-1234-cd'), (f) => f.plate.includes('B1234CD')],
      // One or two characters: the region code at the start, or two series letters at the end.
      [encodeURIComponent('l 4'), (f) => f.plate.startsWith('L4') || f.plate.endsWith('L4')],
      ['kk', (f) => f.plate.startsWith('KK') || f.plate.endsWith('KK')],
      ['s', (f) => f.plate.startsWith('S')],
    ];
    let checked = 0;
    for (const [period, inPeriod] of periods)
      for (const [q, matches] of searches)
        for (const location of [0, r.alun, r.pasar])
          for (const type of [0, r.motor, r.car]) {
            const query = `q=${q}&parking_location=${location}&vehicle_type=${type}&${period}`;
            const { rows, totals } = await everyPage(query);
            const expected = fixtures.filter((f) => inPeriod(f) && matches(f) && (!location || f.locationId === location) && (!type || f.typeId === type));
            expect(totals.total_data, query).toBe(rows.length);
            expect(totals.length, query).toBe(rows.length);
            expect(totals.total_income, query).toBe(rows.reduce((sum, x) => sum + (x.decamount ?? 0), 0));
            expect(rows.length, query).toBe(expected.length);
            expect(totals.total_income, query).toBe(expected.reduce((sum, f) => sum + (f.amount ?? 0), 0));
            if (expected.length > 0) checked += 1;
          }
    expect(checked).toBeGreaterThan(60);
  });

  it('finds two characters at the start or the end of a plate, three anywhere in it', async () => {
    // A vehicle still parked carries its own suffix (`L4412KKP14`): compare the plate before it.
    const plateOf = async (q: string) => new Set((await everyPage(`q=${q}`)).rows.map((x) => x.vclicense_number.replace(/P\d+$/, '')));
    expect(await plateOf('44')).toEqual(new Set());
    expect(await plateOf('441')).toEqual(new Set(['L4412KK']));
    expect(await plateOf('L4')).toEqual(new Set(['L4412KK']));
    expect(await plateOf('kK')).toEqual(new Set(['L4412KK']));
    expect(await plateOf('9Z')).toEqual(new Set(['W99Z']));
  });

  it('lists the latest check-in first, the check-out only once the vehicle left', async () => {
    const { rows } = await everyPage('from=2026-11-02&to=2026-11-02');
    const times = rows.map((x) => x.dtcheck_in);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.filter((x) => x.intstatus === 1).every((x) => x.dtcheck_out === null && x.decamount === null && x.vcstatus === 'Parkir')).toBe(true);
    expect(rows.filter((x) => x.intstatus === 2).every((x) => x.dtcheck_out !== null && x.vcstatus === 'Keluar')).toBe(true);
  });

  it('refuses a bad filter with its message', async () => {
    const bad: [string, string, string][] = [
      ['from=2026-11-02&to=2026-11-01', 'to', 'Tanggal akhir tidak boleh sebelum tanggal awal.'],
      ['from=2026-02-30', 'from', 'Tanggal harus tanggal yang ada, dengan format TTTT-BB-HH.'],
      ['from=2025-01-01&to=2026-06-01', 'to', 'Periode laporan paling lama 366 hari.'],
      ['parking_location=abc', 'parking_location', 'Lokasi tidak ditemukan.'],
      ['vehicle_type=-1', 'vehicle_type', 'Tipe Kendaraan tidak ditemukan.'],
    ];
    for (const [query, field, message] of bad) {
      const res = await get(`/parking?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[field], query).toBe(message);
    }
  });

  it('the file holds the totals on top and the screen\'s rows for the same filters', async () => {
    // Under the period, the header names every filter of the file: 'Semua' for one that narrows nothing.
    const filters: [string, string, string[]][] = [
      [`/0/0/2026-10-31/2026-11-01`, 'from=2026-10-31&to=2026-11-01', ['Lokasi: Semua', 'Tipe Kendaraan: Semua', 'Kata Kunci: -', 'Catatan Janggal: Semua']],
      [
        `/${r.alun}/${r.car}/2026-10-30/2026-11-02?q=s12`,
        `parking_location=${r.alun}&vehicle_type=${r.car}&from=2026-10-30&to=2026-11-02&q=s12`,
        ['Lokasi: Alun-Alun Tuban', 'Tipe Kendaraan: Mobil', 'Kata Kunci: s12', 'Catatan Janggal: Semua'],
      ],
    ];
    for (const [path, query, filterLines] of filters) {
      const res = await get(`/report/parking/export${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const sheet = (await openWorkbook(res.rawPayload)).worksheets[0];
      const { rows, totals } = await everyPage(query);
      expect(rows.length).toBeGreaterThan(2);
      expect(sheet.getRow(2).getCell(1).value).toBe('Rekap Data Parkir');
      expect(String(sheet.getRow(3).getCell(1).value)).toMatch(/2026/);
      expect([4, 5, 6, 7].map((n) => sheet.getRow(n).getCell(1).value)).toEqual(filterLines);
      expect([sheet.getRow(8).getCell(1).value, sheet.getRow(8).getCell(3).value]).toEqual(['Total Data', totals.total_data]);
      expect([sheet.getRow(9).getCell(1).value, sheet.getRow(9).getCell(3).value]).toEqual(['Total Pendapatan', totals.total_income]);
      expect(sheet.getRow(11).values).toEqual([undefined, 'No', 'Nomor Kendaraan', 'Tipe Kendaraan', 'Lokasi', 'Masuk', 'Keluar', 'Status', 'Biaya', 'Catatan', 'Selisih']);
      const width = PARKING_RECAP_COLUMNS.length + 1;
      const expected = rows.map((row, i) => [i + 1, ...PARKING_RECAP_COLUMNS.map((c) => cellValue(c, row, recap.config.timeZone))]);
      expect(sheetRows(sheet, 12, width)).toEqual(expected);
    }
  });

  it('the file pages through every row in the screen\'s order, however many', async () => {
    const { parkingRows, parkingWhere } = await import('../../src/modules/parking/records/parking-records.service.js');
    const batches: ParkingRecordWire[][] = [];
    for await (const batch of parkingRows(recap.database.db, parkingWhere({}, recap.config.timeZone), 4)) batches.push(batch);
    expect(batches.slice(0, -1).every((b) => b.length === 4)).toBe(true);
    const { rows } = await everyPage('');
    expect(batches.flat().map((x) => x.intid)).toEqual(rows.map((x) => x.intid));
  });

  it('refuses a bad file request before writing anything', async () => {
    const wrong: [string, number, string][] = [
      ['/0/0/2026-11-02/2026-11-01', 400, 'Tanggal akhir tidak boleh sebelum tanggal awal.'],
      ['/0/0/2025-01-01/2026-06-01', 400, 'Periode laporan paling lama 366 hari.'],
      // A path that names no day, location or type names no file.
      ['/0/0/2026-13-01/2026-11-01', 404, 'Data tidak ditemukan.'],
      ['/x/0/2026-11-01/2026-11-01', 404, 'Data tidak ditemukan.'],
    ];
    for (const [path, status, message] of wrong) {
      const res = await get(`/report/parking/export${path}`);
      expect(res.statusCode, path).toBe(status);
      expect(res.json().message, path).toBe(message);
    }
  });
});

describe('modes', () => {
  it('the school mode has no parking calls: 404', async () => {
    const school = await startTestApp();
    try {
      for (const url of ['/api/v1/parking', '/api/v1/parking/1', '/api/v1/report/parking/export/0/0/2026-11-01/2026-11-01']) {
        const res = await school.call('GET', url, { token: school.adminToken });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('Alamat tidak ditemukan.');
      }
    } finally {
      await school.close();
    }
  });
});
