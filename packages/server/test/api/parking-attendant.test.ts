import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ATTENDANT_MSG, MSG, calendarDateIn } from '@halte/contract';
import { auditLog, parkingRecords, parkingTariffs } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parkingWorld } from '../helpers/attendant-fixtures.js';
import { userOfRole } from '../helpers/roles.js';
import { signedInDriver } from '../helpers/driver-fixtures.js';
import { dataVersion } from '../../src/lib/data/data-version.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof parkingWorld>>;
const IN = '/api/v1/parking/attendant/check-in';
const OUT = '/api/v1/parking/attendant/check-out';
const ME = '/api/v1/parking/attendant/me';

beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
  w = await parkingWorld(t);
});
afterAll(() => t?.close());

const post = (url: string, body: unknown, token = w.jukir.token) => t.call('POST', url, { token, body });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const recordCount = async () => (await t.database.db.select({ id: parkingRecords.id }).from(parkingRecords)).length;
let plates = 0;
const nextPlate = () => `L ${1000 + (plates += 1)} TB`;
let queuedIds = 0;
/** An entry the phone's outbox kept while offline: only such an entry keeps the phone's time. */
const queued = <T extends object>(body: T) => ({ ...body, queued: true, client_id: `hp-queued-${(queuedIds += 1)}` });

describe('check-in', () => {
  it('stores the plate upper-case without spaces and answers the ticket; the same plate twice at one location is refused', async () => {
    const res = await post(IN, { vclicense_number: 'l 1234 ab', intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id });
    expect(res.statusCode).toBe(201);
    const { message, data, changed } = res.json();
    expect({ message, changed }).toEqual({ message: ATTENDANT_MSG.checkedIn, changed: true });
    expect(data).toMatchObject({ vclicense_number: 'L1234AB', vcvehicle_type: 'Mobil', vclocation: w.pasar.name, intstatus: 1, decamount: null, dtcheck_out: null });
    const [row] = await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, data.intid));
    expect(row).toMatchObject({ licenseNumber: 'L1234AB', attendantId: w.jukir.userId, status: 1, amount: null });

    const again = await post(IN, { vclicense_number: 'L-1234-AB', intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANT_MSG.alreadyParked);
    // Parked at one location does not stop it entering another.
    expect((await post(IN, { vclicense_number: 'L 1234 AB', intvehicle_type_id: w.car.id, intparking_location_id: w.alun.id })).statusCode).toBe(201);
  });

  it('a repeated upload with the same client id answers the first record and writes nothing', async () => {
    const body = { vclicense_number: nextPlate(), intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id, client_id: 'hp-1-in-1', dttime: minutesAgo(10), queued: true };
    const first = await post(IN, body);
    expect(first.statusCode).toBe(201);
    const before = await recordCount();
    const second = await post(IN, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ message: ATTENDANT_MSG.unchanged, changed: false, data: first.json().data });
    expect(await recordCount()).toBe(before);
    // The phone's time is kept.
    expect(new Date(first.json().data.dtcheck_in).getTime()).toBe(new Date(body.dttime).getTime());
  });

  it('of requests racing for one plate at one location, exactly one checks it in', async () => {
    const body = { vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.alun.id };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(IN, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses what cannot be checked in with a clear message, writing nothing', async () => {
    const before = await recordCount();
    // Nor announcing a change: a refused statement raises no data version.
    const versionBefore = await dataVersion(t.database.db, parkingRecords);
    await post(IN, { vclicense_number: 'L 7007 AA', intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id });
    const parked = await dataVersion(t.database.db, parkingRecords);
    expect(parked).toBeGreaterThan(versionBefore!);
    const ok = { vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id };
    const cases: [unknown, number, string][] = [
      [{ ...ok, vclicense_number: '  ' }, 400, ATTENDANT_MSG.plateRequired],
      [{ ...ok, vclicense_number: ' - . ' }, 400, ATTENDANT_MSG.plateRequired],
      [{ ...ok, vclicense_number: 'B#1234' }, 400, ATTENDANT_MSG.plateInvalid],
      [{ ...ok, vclicense_number: 'B 1234 ABCDEFGHIJ' }, 400, ATTENDANT_MSG.plateInvalid],
      [{ ...ok, intvehicle_type_id: 999999 }, 400, ATTENDANT_MSG.typeNotFound],
      [{ ...ok, intvehicle_type_id: undefined }, 400, ATTENDANT_MSG.typeRequired],
      [{ ...ok, intparking_location_id: 999999 }, 400, ATTENDANT_MSG.locationNotFound],
      [{ ...ok, intparking_location_id: w.closed.id }, 400, ATTENDANT_MSG.locationInactive],
      [{ ...ok, intvehicle_type_id: w.untariffed.id }, 409, ATTENDANT_MSG.noTariff],
      [{ ...ok, dttime: new Date(Date.now() + 3_600_000).toISOString() }, 400, ATTENDANT_MSG.timeInFuture],
      [{ ...ok, dttime: minutesAgo(8 * 24 * 60) }, 400, ATTENDANT_MSG.timeTooOld],
      [{ ...ok, dttime: 'kemarin' }, 400, ATTENDANT_MSG.timeInvalid],
      [{ ...ok, client_id: 'x'.repeat(65) }, 400, ATTENDANT_MSG.clientIdInvalid],
      [{ ...ok, vclicense_number: 'L 7007 AA' }, 409, ATTENDANT_MSG.alreadyParked],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(IN, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await recordCount()).toBe(before + 1);
    expect(await dataVersion(t.database.db, parkingRecords)).toBe(parked);
  });
});

describe('check-out', () => {
  it('by the ticket: the fee from the tariff in force at check-in, stored, and shown once more on a repeat', async () => {
    const checkedIn = (await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: minutesAgo(200) }))).json().data;
    // 150 minutes: the first hour, then two started hours.
    const leaving = new Date(new Date(checkedIn.dtcheck_in).getTime() + 150 * 60_000).toISOString();
    const body = { intid: checkedIn.intid, client_id: 'hp-1-out-1', dttime: leaving, queued: true };
    const res = await post(OUT, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ATTENDANT_MSG.checkedOut, changed: true, data: { intid: checkedIn.intid, intstatus: 2, decamount: 4000 + 2 * 2000 } });
    expect(new Date(res.json().data.dtcheck_out).getTime()).toBe(new Date(leaving).getTime());
    const [row] = await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, checkedIn.intid));
    expect(row).toMatchObject({ status: 2, amount: 8000 });

    const repeat = await post(OUT, body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ message: ATTENDANT_MSG.unchanged, changed: false, data: { decamount: 8000, intstatus: 2 } });
    // Without its client id, it is a second check-out of a stay that has ended.
    const second = await post(OUT, { intid: checkedIn.intid });
    expect([second.statusCode, second.json().message]).toEqual([409, ATTENDANT_MSG.alreadyLeft]);
  });

  it('of check-outs racing for one stay, exactly one closes it, charges it and is audited', async () => {
    const stay = (await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: minutesAgo(90) }))).json().data;
    const versionBefore = await dataVersion(t.database.db, parkingRecords);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(OUT, { intid: stay.intid, client_id: `hp-race-out-${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    // Only the winner's write changed a row, so only it announced a change.
    expect(await dataVersion(t.database.db, parkingRecords)).toBe(versionBefore! + 1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === ATTENDANT_MSG.alreadyLeft)).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parking_record'), eq(auditLog.entityId, String(stay.intid)), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    const [row] = await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, stay.intid));
    expect(row).toMatchObject({ status: 2, amount: winner.decamount, checkOutClientId: expect.stringMatching(/^hp-race-out-/) });
    expect(winner.decamount).toBe(4000 + 2000);
  });

  it('by the plate, as typed; a plate parked at two locations needs the location', async () => {
    const plate = nextPlate();
    await post(IN, { vclicense_number: plate, intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id });
    await post(IN, { vclicense_number: plate, intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id });
    const typed = plate.toLowerCase();
    const both = await post(OUT, { vclicense_number: typed });
    expect([both.statusCode, both.json().message]).toEqual([409, ATTENDANT_MSG.parkedInSeveral]);
    const here = await post(OUT, { vclicense_number: typed, intparking_location_id: w.alun.id });
    expect(here.statusCode).toBe(200);
    expect(here.json().data).toMatchObject({ vclocation: w.alun.name, decamount: 2000, intstatus: 2 });
    // Now only one stay is left: the plate alone finds it.
    const other = await post(OUT, { vclicense_number: typed });
    expect(other.json().data).toMatchObject({ vclocation: w.pasar.name, decamount: 2000 });
    const none = await post(OUT, { vclicense_number: typed });
    expect([none.statusCode, none.json().message]).toEqual([404, ATTENDANT_MSG.notParked]);
  });

  it('a tariff version entered later for the check-in day is the one charged; a stay before it keeps the older one', async () => {
    const db = t.database.db;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const old = (await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: twoDaysAgo.toISOString() }))).json().data;
    const fresh = (await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: minutesAgo(70) }))).json().data;
    // In force from the fresh stay's day, one day at least after the old stay's.
    const freshDay = calendarDateIn(t.config.timeZone, new Date(fresh.dtcheck_in));
    const [raise] = await db.insert(parkingTariffs).values({ vehicleTypeId: w.car.id, effectiveFrom: freshDay, regulation: 'Perbup No. 9 Tahun 2026', firstFee: 6000, firstMinutes: 60, hourlyFee: 3000, maxFee: 0 }).returning();
    try {
      const at = (checkIn: string, minutes: number) => new Date(new Date(checkIn).getTime() + minutes * 60_000).toISOString();
      // Both stay 61 minutes: the first hour and one started hour.
      expect((await post(OUT, queued({ intid: old.intid, dttime: at(old.dtcheck_in, 61) }))).json().data.decamount).toBe(4000 + 2000);
      expect((await post(OUT, queued({ intid: fresh.intid, dttime: at(fresh.dtcheck_in, 61) }))).json().data.decamount).toBe(6000 + 3000);
    } finally {
      await db.delete(parkingTariffs).where(eq(parkingTariffs.id, raise.id));
    }
  });

  it('a queued check-out stamped before its check-in is refused and writes nothing', async () => {
    const stay = (await post(IN, queued({ vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: minutesAgo(5) }))).json().data;
    const [before] = await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, stay.intid));
    const res = await post(OUT, queued({ intid: stay.intid, dttime: minutesAgo(20) }));
    expect([res.statusCode, res.json().message]).toEqual([400, ATTENDANT_MSG.checkOutBeforeCheckIn]);
    expect(res.json().errors).toEqual({ dttime: ATTENDANT_MSG.checkOutBeforeCheckIn });
    const [after] = await t.database.db.select().from(parkingRecords).where(eq(parkingRecords.id, stay.intid));
    expect(after).toEqual(before);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parking_record'), eq(auditLog.entityId, String(stay.intid)), eq(auditLog.action, 'update')));
    expect(audits).toEqual([]);
  });

  it('refuses an unknown ticket, both or neither of plate and ticket, and writes nothing', async () => {
    const before = await t.database.db.select().from(parkingRecords);
    const cases: [unknown, number, string][] = [
      [{ intid: 2147483647 }, 404, ATTENDANT_MSG.ticketNotFound],
      [{}, 400, ATTENDANT_MSG.plateOrTicket],
      [{ intid: 1, vclicense_number: 'L1234AB' }, 400, ATTENDANT_MSG.plateOrTicket],
      [{ vclicense_number: 'ZZ 9999 ZZ' }, 404, ATTENDANT_MSG.notParked],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(OUT, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await t.database.db.select().from(parkingRecords)).toEqual(before);
  });

  it('check-in and check-out each leave an audit row naming the attendant', async () => {
    const stay = (await post(IN, { vclicense_number: nextPlate(), intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id })).json().data;
    await post(OUT, { intid: stay.intid });
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parking_record'), eq(auditLog.entityId, String(stay.intid))));
    expect(rows.map((r) => [r.action, r.userId])).toEqual([['create', w.jukir.userId], ['update', w.jukir.userId]]);
    expect(rows[1].after).toMatchObject({ status: 2, amount: 2000 });
  });
});

describe("the console's opening read", () => {
  it('the attendant, active locations, each type with its tariff in force, and today\'s tally', async () => {
    const other = await userOfRole(t, 'JUKIR');
    const me = async (token: string) => (await t.call('GET', ME, { token })).json().data;
    const start = await me(other.token);
    expect(start.attendant).toEqual({ intid: other.userId, vcname: 'Pengguna JUKIR' });
    expect(start.locations.map((l: { vcname: string }) => l.vcname)).toEqual(expect.arrayContaining([w.pasar.name, w.alun.name]));
    expect(start.locations.map((l: { vcname: string }) => l.vcname)).not.toContain(w.closed.name);
    const types = Object.fromEntries(start.vehicle_types.map((v: { vccode: string; tariff: unknown }) => [v.vccode, v.tariff]));
    expect(types[w.car.code]).toMatchObject({ vcregulation: 'Perda No. 3 Tahun 2025', decfirst_fee: 4000, intfirst_minutes: 60, dechourly_fee: 2000, decmax_fee: 20000 });
    expect(types[w.untariffed.code]).toBeNull();
    expect(start.today).toMatchObject({ intcount: 0, intparked: 0, decincome: 0 });

    const a = (await post(IN, { vclicense_number: nextPlate(), intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id }, other.token)).json().data;
    await post(IN, { vclicense_number: nextPlate(), intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id }, other.token);
    await post(OUT, { intid: a.intid }, other.token);
    const after = await me(other.token);
    expect(after.today).toMatchObject({ intcount: 2, intparked: 1, decincome: 2000 });
    expect(after.recent.map((r: { intid: number }) => r.intid)).toContain(a.intid);
    expect(after.recent).toHaveLength(2);
  });
});

describe('who may call', () => {
  it('staff, the administrator included, and drivers are refused the attendant calls; attendants are refused staff calls', async () => {
    const operator = await userOfRole(t, 'OPERATOR');
    for (const token of [t.adminToken, operator.token]) {
      for (const [method, url] of [['GET', ME], ['POST', IN], ['POST', OUT]] as const) {
        const res = await t.call(method, url, { token, body: method === 'POST' ? {} : undefined });
        expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([403, MSG.forbidden]);
      }
    }
    for (const url of ['/api/v1/users', '/api/v1/notifications', '/api/v1/search?q=a', '/api/v1/roles']) {
      expect((await t.call('GET', url, { token: w.jukir.token })).statusCode, url).toBe(403);
    }
  });

  it('in school mode the attendant calls do not exist: an attendant account reaches nothing', async () => {
    const school = await startTestApp();
    try {
      const jukir = await userOfRole(school, 'JUKIR');
      const driver = await signedInDriver(school);
      for (const token of [jukir.token, driver.token]) {
        expect((await school.call('GET', ME, { token })).statusCode).toBe(404);
        expect((await school.call('POST', IN, { token, body: {} })).statusCode).toBe(404);
      }
    } finally {
      await school.close();
    }
  });
});
