import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, parkingRecords, parkingTargets } from '../../src/db/schema/index.js';
import { tariffInForce } from '../../src/modules/parking/records/parking-records.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created } from '../helpers/transport-fixtures.js';
import { locationBody, parkingPlace, vehicleTypeBody } from '../helpers/parking-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.call(method, `/api/v1${url}`, { token: t.adminToken, body });
const auditOf = (entity: string, id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));

async function stay(locationId: number, typeId: number, checkIn: Date, amount: number | null) {
  const [row] = await t.database.db
    .insert(parkingRecords)
    .values({
      licenseNumber: `S${Math.floor(Math.random() * 1e9)}`,
      vehicleTypeId: typeId,
      locationId,
      checkInAt: checkIn,
      checkOutAt: amount === null ? null : new Date(checkIn.getTime() + 3_600_000),
      status: amount === null ? 1 : 2,
      amount,
    })
    .returning();
  return row;
}

describe('/parking/location', () => {
  it('creates, reads, lists, updates and deletes a location, each change audited', async () => {
    const made = await created(t, '/api/v1/parking/location', locationBody(1));
    expect(made).toEqual({
      intid: made.intid, vcname: 'Pasar Baru 1', vcaddress: 'Jl. Pahlawan No. 1, Tuban', declatitude: -6.8965, declongitude: 112.0506, intactive: 1, vcactive: 'Aktif',
    });
    const list = await call('GET', '/parking/location?q=pahlawan%20no.%201');
    expect(list.json()).toMatchObject({ length: 1, data: [{ intid: made.intid, vcname: 'Pasar Baru 1' }] });

    // No coordinates and inactive: kept as sent.
    const upd = await call('PUT', `/parking/location/${made.intid}`, { vcname: 'Terminal Wisata', vcaddress: 'Jl. Sunan Bonang', declatitude: '', declongitude: null, intactive: false });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({
      message: 'Data berhasil diubah.',
      data: { intid: made.intid, vcname: 'Terminal Wisata', vcaddress: 'Jl. Sunan Bonang', declatitude: null, declongitude: null, intactive: 0, vcactive: 'Nonaktif' },
    });
    expect((await call('GET', `/parking/location/${made.intid}`)).json().data.vcname).toBe('Terminal Wisata');

    expect((await call('DELETE', `/parking/location/${made.intid}`)).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await call('GET', `/parking/location/${made.intid}`)).statusCode).toBe(404);
    expect((await auditOf('parking_location', made.intid)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it("answers the form's messages and writes nothing on bad input", async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/parking/location', '/api/v1/parking/location', locationBody(2), {
      vcname: 'Nama tidak boleh kosong.',
      vcaddress: 'Alamat tidak boleh kosong.',
    });
    const before = await listLength(t, '/api/v1/parking/location');
    const half = await call('POST', '/parking/location', locationBody(2, { declongitude: '' }));
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.declatitude).toBe('Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.');
    const far = await call('POST', '/parking/location', locationBody(2, { declatitude: 91 }));
    expect(far.json().errors.declatitude).toBe('Latitude harus antara -90 dan 90.');
    const flag = await call('POST', '/parking/location', locationBody(2, { intactive: 2 }));
    expect(flag.json().errors.intactive).toBe('Aktif harus 0 atau 1.');
    expect(await listLength(t, '/api/v1/parking/location')).toBe(before);
  });

  it('refuses to delete a location that has stays (409) and keeps it', async () => {
    const { locationId, typeId } = await parkingPlace(t, 3);
    await stay(locationId, typeId, new Date(), null);
    const res = await call('DELETE', `/parking/location/${locationId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Data masih digunakan.');
    expect((await call('GET', `/parking/location/${locationId}`)).statusCode).toBe(200);
  });

  it('offers every location, inactive ones too, as options', async () => {
    const off = await created(t, '/api/v1/parking/location', locationBody(4, { vcname: 'Alun-alun Tuban', intactive: 0 }));
    const res = await call('GET', '/lists/parking_location?q=alun');
    expect(res.json().data).toEqual([{ value: off.intid, label: 'Alun-alun Tuban', intactive: 0 }]);
  });
});

describe('/parking/vehicle-type', () => {
  it('keeps every version of a tariff; the list shows the one in force today, the detail all of them', async () => {
    const made = await created(t, '/api/v1/parking/vehicle-type', vehicleTypeBody('MBL', { vcname: 'Mobil' }));
    expect(made.tariff).toMatchObject({ vcregulation: 'Perda Kabupaten Tuban No. 3 Tahun 2021', dteffective_from: '2021-01-01', decfirst_fee: 3000, intfirst_minutes: 60, dechourly_fee: 1000, decmax_fee: 10000 });

    // A new regulation from a date to come: today's tariff stays, the detail has both.
    const next = await call('PUT', `/parking/vehicle-type/${made.intid}`, vehicleTypeBody('MBL', { vcname: 'Mobil', vcregulation: 'Perda No. 5 Tahun 2099', dteffective_from: '2099-01-01', decfirst_fee: 5000 }));
    expect(next.statusCode).toBe(200);
    const detail = (await call('GET', `/parking/vehicle-type/${made.intid}`)).json().data;
    expect(detail.tariff).toMatchObject({ dteffective_from: '2021-01-01', decfirst_fee: 3000 });
    expect(detail.tariffs.map((v: { dteffective_from: string; decfirst_fee: number }) => [v.dteffective_from, v.decfirst_fee])).toEqual([['2099-01-01', 5000], ['2021-01-01', 3000]]);

    // Saving a version of a date the type has replaces it.
    await call('PUT', `/parking/vehicle-type/${made.intid}`, vehicleTypeBody('MBL', { vcname: 'Mobil', dteffective_from: '2021-01-01', decfirst_fee: 4000, intfirst_minutes: 0, dechourly_fee: 0, decmax_fee: 0 }));
    const again = (await call('GET', `/parking/vehicle-type/${made.intid}`)).json().data;
    expect(again.tariffs).toHaveLength(2);
    expect(again.tariff).toMatchObject({ dteffective_from: '2021-01-01', decfirst_fee: 4000, intfirst_minutes: 0 });

    const row = (await call('GET', '/parking/vehicle-type?q=mbl')).json().data[0];
    expect(row).toMatchObject({ intid: made.intid, vccode: 'MBL', vcname: 'Mobil', tariff: { decfirst_fee: 4000 } });
    expect(row.tariffs).toBeUndefined();

    // A stay is priced by the version in force on its check-in day.
    expect((await tariffInForce(t.database.db, made.intid, '2098-12-31'))?.firstFee).toBe(4000);
    expect((await tariffInForce(t.database.db, made.intid, '2099-01-01'))?.firstFee).toBe(5000);
    expect(await tariffInForce(t.database.db, made.intid, '2020-12-31')).toBeUndefined();

    expect((await call('GET', '/lists/vehicle_type?q=mobil')).json().data).toEqual([{ value: made.intid, label: 'Mobil', vccode: 'MBL' }]);
  });

  it('answers 400 with the field and writes nothing on bad tariffs; a duplicate code is 409', async () => {
    await expectRequiredMessages(t, 'POST', '/api/v1/parking/vehicle-type', '/api/v1/parking/vehicle-type', vehicleTypeBody('BUS'), {
      vccode: 'Kode tidak boleh kosong.',
      vcname: 'Nama tidak boleh kosong.',
      vcregulation: 'Dasar Peraturan tidak boleh kosong.',
      dteffective_from: 'Berlaku Mulai tidak boleh kosong.',
      decfirst_fee: 'Biaya Awal tidak boleh kosong.',
    });
    const before = await listLength(t, '/api/v1/parking/vehicle-type');
    const bad: [Record<string, unknown>, string, string][] = [
      [{ decfirst_fee: -1 }, 'decfirst_fee', 'Biaya Awal harus berupa bilangan bulat 0 sampai 10.000.000.'],
      [{ decfirst_fee: 1500.5 }, 'decfirst_fee', 'Biaya Awal harus berupa bilangan bulat 0 sampai 10.000.000.'],
      [{ intfirst_minutes: 1441 }, 'intfirst_minutes', 'Durasi Awal (menit) harus berupa bilangan bulat 0 sampai 1.440.'],
      [{ decmax_fee: 2000 }, 'decmax_fee', 'Biaya maksimal per hari tidak boleh kurang dari biaya awal.'],
      [{ intfirst_minutes: 0 }, 'dechourly_fee', 'Biaya per jam berikutnya hanya berlaku bila durasi awal lebih dari 0 menit.'],
      [{ dteffective_from: '2024-02-30' }, 'dteffective_from', 'Tanggal harus tanggal yang ada, dengan format TTTT-BB-HH.'],
    ];
    for (const [change, field, message] of bad) {
      const res = await call('POST', '/parking/vehicle-type', vehicleTypeBody('BUS', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    await created(t, '/api/v1/parking/vehicle-type', vehicleTypeBody('BUS', { decfirst_fee: '5000' }));
    const dup = await call('POST', '/parking/vehicle-type', vehicleTypeBody('bus'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.vccode).toBe('Kode sudah digunakan.');
    expect(await listLength(t, '/api/v1/parking/vehicle-type')).toBe(before + 1);
  });

  it('refuses to delete a type that has stays; deletes one without, with its tariffs', async () => {
    const { locationId, typeId } = await parkingPlace(t, 5);
    await stay(locationId, typeId, new Date(), 3000);
    const res = await call('DELETE', `/parking/vehicle-type/${typeId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Data masih digunakan.');
    const lone = await created(t, '/api/v1/parking/vehicle-type', vehicleTypeBody('TRK'));
    expect((await call('DELETE', `/parking/vehicle-type/${lone.intid}`)).statusCode).toBe(200);
    expect(await tariffInForce(t.database.db, lone.intid, '2030-01-01')).toBeUndefined();
  });
});

describe('/parking/targets/{year}', () => {
  it('reads no target as 0, replaces the year and its months on PUT, audited', async () => {
    expect((await call('GET', '/parking/targets/2031')).json().data).toEqual({ intyear: 2031, dectarget: 0, months: Array(12).fill(null) });
    const months = [100_000_000, null, '', 150_000_000, null, null, null, null, null, null, null, 200_000_000];
    const put = await call('PUT', '/parking/targets/2031', { dectarget: '1200000000', months });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      message: 'Data berhasil disimpan.',
      data: { intyear: 2031, dectarget: 1_200_000_000, months: [100_000_000, null, null, 150_000_000, null, null, null, null, null, null, null, 200_000_000] },
    });
    // Without months only the year's target remains.
    await call('PUT', '/parking/targets/2031', { dectarget: 900_000_000 });
    expect((await call('GET', '/parking/targets/2031')).json().data).toEqual({ intyear: 2031, dectarget: 900_000_000, months: Array(12).fill(null) });
    expect((await auditOf('parking_target', 2031)).map((a) => a.action)).toEqual(['update', 'update']);
  });

  it('answers 400 and writes nothing on a bad year or amount', async () => {
    const rows = async () => (await t.database.db.select().from(parkingTargets).where(eq(parkingTargets.year, 2032))).length;
    const cases: [string, unknown, string][] = [
      ['/parking/targets/2032', { dectarget: -5 }, 'Target Tahunan harus berupa bilangan bulat 0 sampai 100.000.000.000.'],
      ['/parking/targets/2032', {}, 'Target Tahunan tidak boleh kosong.'],
      ['/parking/targets/2032', { dectarget: 5, months: [1, 2] }, 'Target bulanan harus berupa daftar 12 bulan.'],
    ];
    for (const [url, body, message] of cases) {
      const res = await call('PUT', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // A year out of range names no target: 404 like any unknown id.
    for (const year of ['1999', '20x1', '2101']) expect((await call('PUT', `/parking/targets/${year}`, { dectarget: 1 })).statusCode).toBe(404);
    expect(await rows()).toBe(0);
  });
});

describe('DASHBOARD PARKIR', () => {
  it("sums the fees of the stays checked in this year and today, per month and per location's last seven days", async () => {
    const tz = t.config.timeZone;
    const { locationId, typeId } = await parkingPlace(t, 10);
    const other = await parkingPlace(t, 11);
    const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(d);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const before = (await call('GET', '/dashboard/parking/target')).json().data;
    await stay(locationId, typeId, now, 4000);
    await stay(locationId, typeId, now, null); // still parked: no income yet
    await stay(other.locationId, other.typeId, now, 2000);
    await stay(locationId, typeId, ago(1), 3000);
    await stay(locationId, typeId, ago(8), 7000); // outside the seven days
    await stay(locationId, typeId, ago(400), 9000); // another year

    const year = Number(dayOf(now).slice(0, 4));
    const sameYear = (d: Date) => Number(dayOf(d).slice(0, 4)) === year;
    const yearly = 6000 + (sameYear(ago(1)) ? 3000 : 0) + (sameYear(ago(8)) ? 7000 : 0);
    await call('PUT', `/parking/targets/${year}`, { dectarget: 1_000_000 });

    const target = (await call('GET', '/dashboard/parking/target')).json().data;
    expect(target).toMatchObject({ intyear: year, dectarget: 1_000_000, decrealization: before.decrealization + yearly, dectoday: before.dectoday + 6000, dttoday: dayOf(now) });
    expect(target.decpercent).toBe(Math.round(((before.decrealization + yearly) * 1000) / 1_000_000) / 10);
    const month = Number(dayOf(now).slice(5, 7));
    expect(target.months).toHaveLength(12);
    expect(target.months[11].dectarget).toBe(1_000_000);
    expect(target.months[month - 1].decrealization).toBe(before.decrealization + yearly);
    if (month < 12) expect(target.months[month].decrealization).toBeNull();

    const cards = (await call('GET', '/dashboard/parking/location')).json().data;
    const card = cards.find((c: { intid: number }) => c.intid === locationId);
    expect(card).toEqual({
      intid: locationId,
      vcname: 'Pasar Baru 10',
      decincome: 4000,
      // Stays entered by staff carry no note.
      intflagged: 0,
      decflagged_difference: 0,
      income: [0, 0, 0, 0, 0, 3000, 4000],
      income_data: [6, 5, 4, 3, 2, 1, 0].map((d) => dayOf(ago(d))),
    });
    expect(cards.find((c: { intid: number }) => c.intid === other.locationId).decincome).toBe(2000);
  });

  it('answers again with what it computed only until a stay, a target or a location is written', async () => {
    const { locationId, typeId } = await parkingPlace(t, 13);
    const ask = async () => ({ target: (await call('GET', '/dashboard/parking/target')).json().data, cards: (await call('GET', '/dashboard/parking/location')).json().data });
    const cardOf = (answer: Awaited<ReturnType<typeof ask>>) => answer.cards.find((c: { intid: number }) => c.intid === locationId);
    const first = await ask();
    expect(await ask()).toEqual(first);

    // Written straight into the database, as another instance or a tool would: both figures move.
    await stay(locationId, typeId, new Date(), 2500);
    const second = await ask();
    expect(second.target.dectoday).toBe(first.target.dectoday + 2500);
    expect(cardOf(second).decincome).toBe(cardOf(first).decincome + 2500);

    await call('PUT', `/parking/targets/${second.target.intyear}`, { dectarget: second.target.dectarget + 1000 });
    expect((await ask()).target.dectarget).toBe(second.target.dectarget + 1000);
    await call('PUT', `/parking/location/${locationId}`, { ...locationBody(13), vcname: 'Terminal Baru 13' });
    expect(cardOf(await ask()).vcname).toBe('Terminal Baru 13');
  });

  it("counts a stay by its check-in day in the server's zone (Asia/Jakarta), for the day asked", async () => {
    const { locationId, typeId } = await parkingPlace(t, 12);
    // 00:30 on 1 January 2030 in Jakarta is still 2029 in UTC: it is 2030's money.
    await stay(locationId, typeId, new Date('2029-12-31T17:30:00Z'), 1000);
    await stay(locationId, typeId, new Date('2029-12-31T16:30:00Z'), 50_000); // 23:30 on 31 December in Jakarta
    await stay(locationId, typeId, new Date('2030-02-03T03:00:00Z'), 2000);
    await stay(locationId, typeId, new Date('2030-02-05T16:59:00Z'), 3000); // 23:59 on the 5th in Jakarta
    await stay(locationId, typeId, new Date('2030-02-05T17:00:00Z'), 4000); // 00:00 on the 6th
    await call('PUT', '/parking/targets/2030', { dectarget: 130_000, months: [null, 20_000, ...Array(10).fill(null)] });

    const target = (await call('GET', '/dashboard/parking/target?date=2030-02-05')).json().data;
    expect(target).toMatchObject({ intyear: 2030, dectarget: 130_000, decrealization: 10_000, decpercent: 7.7, dectoday: 3000, dttoday: '2030-02-05' });
    expect(target.months.slice(0, 3)).toEqual([
      { intmonth: 1, vcmonth: 'Januari', dectarget: 10_000, decrealization: 1000 },
      { intmonth: 2, vcmonth: 'Februari', dectarget: 30_000, decrealization: 10_000 },
      { intmonth: 3, vcmonth: 'Maret', dectarget: 40_000, decrealization: null },
    ]);
    expect(target.months[11].dectarget).toBe(130_000);

    const card = (await call('GET', '/dashboard/parking/location?date=2030-02-05')).json().data.find((c: { intid: number }) => c.intid === locationId);
    expect(card).toMatchObject({ decincome: 3000, income: [0, 0, 0, 0, 2000, 0, 3000], income_data: ['2030-01-30', '2030-01-31', '2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04', '2030-02-05'] });
    expect((await call('GET', '/dashboard/parking/target?date=2030-02-30')).statusCode).toBe(400);
  });

  it('spreads what the year leaves over the months without their own target', async () => {
    const { monthlyTargets } = await import('../../src/modules/parking/dashboard/dashboard.service.js');
    expect(monthlyTargets(1200, Array(12).fill(null))).toEqual(Array(12).fill(100));
    expect(monthlyTargets(1000, [300, ...Array(11).fill(null)]).reduce((s, v) => s + v, 0)).toBe(1000);
    expect(monthlyTargets(100, [300, ...Array(11).fill(null)])).toEqual([300, ...Array(11).fill(0)]);
  });
});

describe('access', () => {
  it('needs a session and a role with the screen', async () => {
    await expectGuarded(
      t,
      [
        ['GET', '/api/v1/parking/location'],
        ['POST', '/api/v1/parking/vehicle-type'],
        ['GET', '/api/v1/parking/targets/2030'],
        ['PUT', '/api/v1/parking/targets/2030'],
        ['GET', '/api/v1/dashboard/parking/target'],
        ['GET', '/api/v1/dashboard/parking/location'],
      ],
      ['parking.recap'],
    );
  });

  it('in school mode the parking calls do not exist (404) and the parking option lists refuse even the admin (403)', async () => {
    const school = await startTestApp();
    try {
      for (const url of ['/parking/location', '/parking/vehicle-type', '/parking/targets/2030', '/dashboard/parking/target', '/dashboard/parking/location']) {
        const res = await school.call('GET', `/api/v1${url}`, { token: school.adminToken });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message, url).toBe('Alamat tidak ditemukan.');
      }
      for (const url of ['/lists/parking_location', '/lists/vehicle_type']) {
        const res = await school.call('GET', `/api/v1${url}`, { token: school.adminToken });
        expect(res.statusCode, url).toBe(403);
      }
    } finally {
      await school.close();
    }
  });
});
