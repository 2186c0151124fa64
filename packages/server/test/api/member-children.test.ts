import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { students, vehiclePositions } from '../../src/db/schema/index.js';
import { calendarDateIn } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { at, insertBoarding, insertTrip } from '../helpers/report-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/member/children';
const link = (studentId: number, memberId: number) => t.database.db.update(students).set({ memberId }).where(eq(students.id, studentId));

describe("a member's children and where their bus is", () => {
  it('lists the linked children with school, class, card, the serving bus with its position and state, and today’s rides only', async () => {
    const w = await transportWorld(t);
    const parent = await signedInMember(t);
    const stranger = await signedInMember(t);
    await link(w.studentA.intid, parent.id);
    await link(w.studentB.intid, stranger.id);

    const driver = await signedInDriver(t);
    const today = calendarDateIn(t.config.timeZone);
    // busA2 carries the child today although school A is linked to busA1 only: the ridden bus comes first.
    const trip = await insertTrip(t, { vehicleId: w.busA2.intid, driverId: driver.id, routeId: w.routeA.intid, date: today, start: '06:00' });
    await insertBoarding(t, trip, today, w.studentA.intid, '06:20', '06:55');
    const past = await insertTrip(t, { vehicleId: w.busA1.intid, driverId: driver.id, routeId: w.routeA.intid, date: '2026-01-05', start: '06:00', stop: '07:00' });
    await insertBoarding(t, past, '2026-01-05', w.studentA.intid, '06:10', '06:40');
    const fix = new Date(Date.now() - 30_000);
    await t.database.db.insert(vehiclePositions).values({ vehicleId: w.busA2.intid, time: fix, latitude: -6.9, longitude: 112.05, speedKmh: 30 });

    const res = await t.call('GET', API, { token: parent.token });
    expect(res.statusCode).toBe(200);
    const [child, ...more] = res.json().data;
    expect(more).toEqual([]);
    expect(child).toMatchObject({
      intid: w.studentA.intid,
      vckode: w.studentA.vckode,
      vcnama: w.studentA.vcnama,
      intsekolah: w.schoolA.intid,
      vcsekolah: w.schoolA.vcnama,
      vckelas: w.studentA.vckelas,
    });
    expect(child.kendaraan.map((v: { intid: number }) => v.intid)).toEqual([w.busA2.intid, w.busA1.intid]);
    expect(child.kendaraan[0]).toMatchObject({ vcnopol: w.busA2.vcnopol, declattitude: -6.9, declongitude: 112.05, dtwaktu: fix.toISOString(), intstatus: 1, vcstatus: 'Bergerak' });
    expect(child.kendaraan[1]).toMatchObject({ declattitude: null, intstatus: 3, vcstatus: 'Tanpa sinyal' });
    expect(child.perjalanan_hari_ini).toEqual([
      { inttrip_id: trip, vcnopol: w.busA2.vcnopol, dtin: at(t, today, '06:20').toISOString(), dtout: at(t, today, '06:55').toISOString() },
    ]);
    const one = await t.call('GET', `${API}/${w.studentA.intid}`, { token: parent.token });
    expect(one.json().data).toEqual(child);
  });

  it('shows the card status as printed or not', async () => {
    const w = await transportWorld(t, 2);
    const parent = await signedInMember(t);
    await link(w.studentA.intid, parent.id);
    await link(w.studentA2.intid, parent.id);
    await t.database.db.update(students).set({ cardPrinted: true }).where(eq(students.id, w.studentA.intid));
    const data = (await t.call('GET', API, { token: parent.token })).json().data as { intid: number; intprint_card: number; vcstatus_kartu: string }[];
    const byId = new Map(data.map((c) => [c.intid, [c.intprint_card, c.vcstatus_kartu]]));
    expect(byId.get(w.studentA.intid)).toEqual([1, 'Sudah dicetak']);
    expect(byId.get(w.studentA2.intid)).toEqual([0, 'Belum dicetak']);
  });

  it('another member’s child is not found (404) and is not listed', async () => {
    const w = await transportWorld(t, 3);
    const parent = await signedInMember(t);
    const stranger = await signedInMember(t);
    await link(w.studentB.intid, parent.id);
    expect((await t.call('GET', `${API}/${w.studentB.intid}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.call('GET', `${API}/${w.studentA.intid}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.call('GET', API, { token: stranger.token })).json()).toEqual({ data: [] });
  });
});
