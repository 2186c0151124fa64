import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, students } from '../../src/db/schema/index.js';
import { calendarDateIn, zonedInstant } from '@halte/contract';
import { raiseAlerts } from '../../src/modules/complaints/member-alerts/raise-alerts.js';
import { offPathWorkSettled } from '../../src/lib/data/off-path-work.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { linkChild, noonZone, noticesOf, parentOnTrip, recordingPush, wallClock } from '../helpers/alert-fixtures.js';

let t: TestApp;
let push: ReturnType<typeof recordingPush>;
beforeAll(async () => {
  t = await startTestApp({ TZ: noonZone() });
});
beforeEach(() => {
  push = recordingPush();
  t.app.push = push;
});
afterAll(() => t.close());

// transport-fixtures' route: its two stops.
const TERMINAL = { name: 'Terminal Kambang Putih', latitude: -6.8837, longitude: 112.0452 };
const ALUN_ALUN = { name: 'Alun-alun Tuban', latitude: -6.8979, longitude: 112.0505 };

const clock = (at: Date) => wallClock(t, at);
const pushesTo = (memberId: number) => push.sent.filter((p) => p.memberId === memberId).map((p) => p.message);
const onTrip = (n: number) => parentOnTrip(t, n);

describe('Naik and Turun from the driver’s scans', () => {
  it('a boarding near a stop: one notice naming the bus, the time and the stop, pushed once; its retry raises nothing', async () => {
    const { w, parent, scan } = await onTrip(1);
    const at = new Date(Date.now() - 60_000);
    const body = { direction: 'in', client_id: 'naik-1', dttime: at.toISOString(), declattitude: TERMINAL.latitude + 0.0005, declongitude: TERMINAL.longitude };
    const first = await scan(body);
    expect(first.statusCode, first.body).toBe(201);
    const rideId = first.json().data.intid as number;

    const [notice, ...more] = await noticesOf(t, parent.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'boarded', key: `boarded:${rideId}`, studentId: w.studentA.intid, url: '/warga/anak', readAt: null,
      title: `${w.studentA.vcnama} naik bus ${w.busA1.vcnopol}`,
      body: `Pukul ${clock(at)} di halte ${TERMINAL.name}.`,
    });
    expect(pushesTo(parent.id)).toEqual([{ kind: 'boarded', title: notice.title, body: notice.body, url: '/warga/anak', tag: `boarded:${rideId}` }]);

    const retry = await scan(body);
    expect([retry.statusCode, retry.json().changed]).toEqual([200, false]);
    expect(await noticesOf(t, parent.id)).toHaveLength(1);
    expect(push.sent).toHaveLength(1);
  });

  it('getting off: Turun with how far from the nearest stop; a second "out" raises nothing', async () => {
    const { w, parent, scan } = await onTrip(2);
    expect((await scan({ direction: 'in' })).statusCode).toBe(201);
    const at = new Date(Date.now() - 10_000);
    // 0.0036° of latitude is 400 m: north of the Alun-alun, over a kilometre from the terminal.
    const out = await scan({ direction: 'out', client_id: 'turun-1', dttime: at.toISOString(), declattitude: ALUN_ALUN.latitude + 0.0036, declongitude: ALUN_ALUN.longitude });
    expect(out.statusCode, out.body).toBe(201);
    expect((await scan({ direction: 'out' })).json().changed).toBe(false);

    const notices = await noticesOf(t, parent.id);
    expect(notices.map((n) => n.kind)).toEqual(['boarded', 'alighted']);
    expect(notices[0].body).toMatch(/^Pukul \d\d\.\d\d\.$/);
    expect(notices[1]).toMatchObject({
      key: `alighted:${out.json().data.intid}`,
      title: `${w.studentA.vcnama} turun dari bus ${w.busA1.vcnopol}`,
      body: `Pukul ${clock(at)}, 400 m dari halte ${ALUN_ALUN.name}.`,
    });
    expect(pushesTo(parent.id).map((p) => p.kind)).toEqual(['boarded', 'alighted']);
  });

  it('the push is in the member’s language; the notice is stored in Indonesian', async () => {
    const { w, parent, scan } = await onTrip(3);
    await t.database.db.update(members).set({ language: 'en' }).where(eq(members.id, parent.id));
    const at = new Date(Date.now() - 60_000);
    await scan({ direction: 'in', dttime: at.toISOString(), declattitude: TERMINAL.latitude, declongitude: TERMINAL.longitude });
    const [notice] = await noticesOf(t, parent.id);
    expect(notice.body).toBe(`Pukul ${clock(at)} di halte ${TERMINAL.name}.`);
    expect(pushesTo(parent.id)).toEqual([expect.objectContaining({
      title: `${w.studentA.vcnama} boarded bus ${w.busA1.vcnopol}`,
      body: `At ${clock(at).replace('.', ':')} at the stop ${TERMINAL.name}.`,
    })]);
  });

  it('a child whose Naik is switched off: nothing stored or pushed for boarding; Turun still comes', async () => {
    const { w, parent, scan } = await onTrip(4);
    const off = await t.call('PUT', '/api/v1/member/alert-settings', {
      token: parent.token,
      body: { anak: [{ intsiswa: w.studentA.intid, naik: false, turun: true, mendekat: true, menit_mendekat: 5, terlambat: true, menit_terlambat: 10 }], balasan_pengaduan: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    await scan({ direction: 'in' });
    expect(await noticesOf(t, parent.id)).toEqual([]);
    expect(push.sent).toEqual([]);
    await scan({ direction: 'out' });
    expect((await noticesOf(t, parent.id)).map((n) => n.kind)).toEqual(['alighted']);
  });

  it('a child no member follows raises nothing; another parent hears nothing of it', async () => {
    const { w, parent, driver, trip } = await onTrip(5);
    const res = await t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body: { vckode: w.studentA2.vckode, direction: 'in' } });
    expect(res.statusCode).toBe(201);
    expect(await noticesOf(t, parent.id)).toEqual([]);
    expect(push.sent).toEqual([]);
  });

  it('ending the trip with children aboard: each gets Turun', async () => {
    const { w, parent, driver, trip, scan } = await onTrip(6);
    await scan({ direction: 'in' });
    const stop = await t.call('POST', `/api/v1/driver/trips/${trip.intid}/stop`, {
      token: driver.token, body: { alight_all: true, declattitude: ALUN_ALUN.latitude, declongitude: ALUN_ALUN.longitude },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const notices = await noticesOf(t, parent.id);
    expect(notices.map((n) => n.kind)).toEqual(['boarded', 'alighted']);
    expect(notices[1]).toMatchObject({ title: `${w.studentA.vcnama} turun dari bus ${w.busA1.vcnopol}`, body: expect.stringMatching(new RegExp(`^Pukul \\d\\d\\.\\d\\d di halte ${ALUN_ALUN.name}\\.$`)) });
    expect(pushesTo(parent.id).map((p) => p.kind)).toEqual(['boarded', 'alighted']);
  });
});

describe('Terlambat when the driver reports a problem', () => {
  it('tells the parents of the route’s children not yet off the bus, once a trip', async () => {
    const { w, parent, driver, trip, scan } = await onTrip(7);
    const doneParent = await signedInMember(t);
    const otherRoute = await signedInMember(t);
    await linkChild(t, w.studentA2.intid, doneParent.id);
    await linkChild(t, w.studentB.intid, otherRoute.id);
    await t.database.db.update(students).set({ routeId: w.routeA.intid }).where(eq(students.id, w.studentA.intid));
    await t.database.db.update(students).set({ routeId: w.routeA.intid }).where(eq(students.id, w.studentA2.intid));
    await t.database.db.update(students).set({ routeId: w.routeB.intid }).where(eq(students.id, w.studentB.intid));
    // Budi rode and got off already: the problem no longer keeps him waiting.
    for (const direction of ['in', 'out']) {
      await t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body: { vckode: w.studentA2.vckode, direction } });
    }
    await offPathWorkSettled(t.app);
    push.sent.length = 0;

    const act = (what: string, body?: unknown) => t.call('POST', `/api/v1/driver/trips/${trip.intid}/${what}`, { token: driver.token, body });
    expect((await act('problem', { vcnote: 'Ban bocor di Jl. Basuki Rahmat' })).statusCode).toBe(200);
    const [late, ...more] = await noticesOf(t, parent.id);
    expect(more).toEqual([]);
    expect(late).toMatchObject({
      kind: 'late', key: `late:${trip.intid}:${w.studentA.intid}`, studentId: w.studentA.intid, url: '/warga/anak',
      title: `Bus ${w.busA1.vcnopol} terlambat`, body: 'Sopir melaporkan kendala: Ban bocor di Jl. Basuki Rahmat',
    });
    expect((await noticesOf(t, doneParent.id)).map((n) => n.kind)).toEqual(['boarded', 'alighted']);
    expect(await noticesOf(t, otherRoute.id)).toEqual([]);
    expect(push.sent.map((p) => [p.memberId, p.message.kind])).toEqual([[parent.id, 'late']]);

    // Another problem on the trip, or the schedule's lateness with the same key: no second Terlambat.
    expect((await act('resume')).statusCode).toBe(200);
    expect((await act('problem', { vcnote: 'Macet' })).statusCode).toBe(200);
    await raiseAlerts(t.app, [{ kind: 'late', key: `late:${trip.intid}:${w.studentA.intid}`, studentId: w.studentA.intid, title: 'Bus terlambat', body: '-', url: '/warga/anak', at: new Date() }]);
    expect(await noticesOf(t, parent.id)).toHaveLength(1);
    expect(push.sent).toHaveLength(1);
    await scan({ direction: 'in' });
    expect((await noticesOf(t, parent.id)).map((n) => n.kind)).toEqual(['late', 'boarded']);
  });
});

describe('quiet hours (21:00 until 05:00 in TZ)', () => {
  const event = (kind: 'boarded' | 'alighted' | 'late', studentId: number, key: string) =>
    ({ kind, key, studentId, title: `Ahmad ${kind}`, body: 'Pukul 22.00.', url: '/warga/anak', at: new Date() });

  it('at 22:00 the notices are kept but only Turun is pushed; at 05:00 everything is pushed again', async () => {
    const w = await transportWorld(t, 8);
    const parent = await signedInMember(t);
    await linkChild(t, w.studentA.intid, parent.id);
    const [year, month, day] = calendarDateIn(t.config.timeZone).split('-').map(Number);
    const at = (hour: number, minute = 0) => zonedInstant({ year, month, day, hour, minute }, t.config.timeZone);

    await raiseAlerts(t.app, [event('boarded', w.studentA.intid, 'q:1'), event('late', w.studentA.intid, 'q:2'), event('alighted', w.studentA.intid, 'q:3')], at(22));
    expect((await noticesOf(t, parent.id)).map((n) => n.key)).toEqual(['q:1', 'q:2', 'q:3']);
    expect(pushesTo(parent.id).map((p) => p.tag)).toEqual(['q:3']);

    await raiseAlerts(t.app, [event('boarded', w.studentA.intid, 'q:4')], at(4, 59));
    await raiseAlerts(t.app, [event('boarded', w.studentA.intid, 'q:5')], at(20, 59));
    await raiseAlerts(t.app, [event('boarded', w.studentA.intid, 'q:6')], at(21));
    await raiseAlerts(t.app, [event('boarded', w.studentA.intid, 'q:7')], at(5));
    expect(pushesTo(parent.id).map((p) => p.tag)).toEqual(['q:3', 'q:5', 'q:7']);
    expect(await noticesOf(t, parent.id)).toHaveLength(7);
  });
});
