import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MemberChildWire } from '@halte/contract';
import { students } from '../../src/db/schema/index.js';
import { ArrivalWatch } from '../../src/modules/school/arrivals/arrival-watch.js';
import { childEtas } from '../../src/modules/school/arrivals/child-eta.js';
import type { ChildStop } from '../../src/modules/school/students/child-stop.js';
import type { AlertEvent } from '../../src/modules/complaints/member-alerts/alert-event.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { ROAD, STOP_NAMES, drive, roadRoute, tripOn } from '../helpers/arrival-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** A child riding the route, waiting at its last stop (Alun-alun Tuban). */
async function childAtLastStop(r: Awaited<ReturnType<typeof roadRoute>>, n: number) {
  const w = await transportWorld(t, n);
  await t.database.db.update(students).set({ routeId: r.routeId }).where(eq(students.id, w.studentA.intid));
  const [lon, lat] = ROAD[2];
  const stop: ChildStop = { studentId: w.studentA.intid, routeId: r.routeId, pointId: r.stopIds[2], name: STOP_NAMES[2], latitude: lat, longitude: lon };
  return { studentId: w.studentA.intid as number, stops: new Map([[stop.studentId, stop]]) };
}

describe('the bus on its way to a child’s stop', () => {
  it('raises exactly one `approaching` once the bus is within the child’s minutes, with the plate, the minutes and the stop', async () => {
    const r = await roadRoute(t);
    const child = await childAtLastStop(r, 41);
    const start = Date.now() - 20 * MINUTE;
    const trip = await tripOn(t, r, new Date(start));
    let clock = start;
    const events: AlertEvent[] = [];
    const watch = new ArrivalWatch({ db: t.database.db, tracking: t.app.tracking, log: t.app.log, now: () => clock, stopsOf: async () => child.stops, alert: async (e) => void events.push(...e) });
    try {
      // At 18 km/h: a minute in, ~1.9 km and over six minutes from the stop.
      await drive(t, r.vehicleId, { start: new Date(start), fromM: 0, kmh: 18, seconds: 60 });
      clock = start + MINUTE;
      await watch.runOnce();
      expect(events).toEqual([]);
      // Three minutes in, ~1.3 km: about four minutes.
      await drive(t, r.vehicleId, { start: new Date(start + 70_000), fromM: 350, kmh: 18, seconds: 110 });
      clock = start + 3 * MINUTE;
      await watch.runOnce();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind: 'approaching', key: `approaching:${trip}:${child.studentId}`, studentId: child.studentId, title: 'Bus mendekat', url: '/warga/anak' });
      expect(events[0].body).toMatch(new RegExp(`^Bus ${r.plate} ±[45] menit lagi tiba di halte Alun-alun Tuban$`));
      // Nearer still: nothing new for this trip.
      await drive(t, r.vehicleId, { start: new Date(start + 190_000), fromM: 950, kmh: 18, seconds: 50 });
      clock = start + 4 * MINUTE;
      await watch.runOnce();
      expect(events).toHaveLength(1);
    } finally {
      await watch.stop();
    }
  });

  it('times the child’s stop when a bus on the route has it ahead, and none otherwise', async () => {
    const r = await roadRoute(t);
    const child = await childAtLastStop(r, 42);
    expect((await childEtas(t.database.db, child.stops)).size).toBe(0);
    await tripOn(t, r, new Date(Date.now() - 5 * MINUTE));
    await drive(t, r.vehicleId, { start: new Date(Date.now() - 2 * MINUTE), fromM: 0, kmh: 30, seconds: 120 });
    const eta = (await childEtas(t.database.db, child.stops)).get(child.studentId);
    expect(eta).toMatchObject({ pointId: r.stopIds[2] });
    expect(eta!.distanceM).toBeGreaterThan(1_100);
    expect(eta!.seconds).toBeGreaterThan(60);
    expect(eta!.seconds).toBeLessThan(240);
  });

  it('GET /member/children gives the child’s stop and the bus’s arrival there: the chosen stop, else the stand-in', async () => {
    const r = await roadRoute(t);
    const parent = await signedInMember(t);
    const child = await childAtLastStop(r, 43);
    await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, child.studentId));
    const children = async () => {
      const res = await t.call('GET', '/api/v1/member/children', { token: parent.token });
      expect(res.statusCode).toBe(200);
      return (res.json().data as MemberChildWire[])[0];
    };
    // No bus on the road: the stop, and no arrival time.
    expect(await children()).toMatchObject({ intrute_titik_id: r.stopIds[2], vcrute_titik: STOP_NAMES[2], dteta: null, intmenit_tiba: null });

    await tripOn(t, r, new Date(Date.now() - 5 * MINUTE));
    await drive(t, r.vehicleId, { start: new Date(Date.now() - MINUTE), fromM: 0, kmh: 30, seconds: 60 });
    // Nothing chosen and the school without a position: the route's last located stop.
    const atLast = await children();
    expect(atLast).toMatchObject({ intrute: r.routeId, bus_beroperasi: true, intrute_titik_id: r.stopIds[2], vcrute_titik: STOP_NAMES[2] });
    expect(atLast.intmenit_tiba).toBeGreaterThan(0);
    expect(Date.parse(atLast.dteta!)).toBeGreaterThan(Date.now());

    // The parent's choice, nearer along the road: an earlier arrival.
    await t.database.db.update(students).set({ routePointId: r.stopIds[1] }).where(eq(students.id, child.studentId));
    const atMiddle = await children();
    expect(atMiddle).toMatchObject({ intrute_titik_id: r.stopIds[1], vcrute_titik: STOP_NAMES[1] });
    expect(Date.parse(atMiddle.dteta!)).toBeLessThan(Date.parse(atLast.dteta!));
  });
});
