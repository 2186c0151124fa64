import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, TRIP_MSG, type TripWire } from '@halte/contract';
import { boardings } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
beforeAll(async () => void (world = await transportWorld((t = await startTestApp()))));
afterAll(() => t.close());

const start = async (token: string, vehicleId: number) =>
  (await t.call('POST', '/api/v1/driver/trips', { token, body: { intvehicle_id: vehicleId } })).json().data as TripWire;
const ridesOf = (studentId: number) => t.database.db.select().from(boardings).where(eq(boardings.studentId, studentId));

describe('scans that arrive together', () => {
  it('are each answered with their own boarding; a retry or a second "in" among them changes nothing, a refused one only fails itself', async () => {
    const driver = await signedInDriver(t);
    const other = await signedInDriver(t);
    const trip = await start(driver.token, world.busA1.intid);
    const tripB = await start(other.token, world.busB.intid);
    const scan = (body: Record<string, unknown>, tripId = trip.intid, token = driver.token) =>
      t.call('POST', `/api/v1/driver/trips/${tripId}/scans`, { token, body });
    const [a, aRetry, a2, a2Again, b, unknown, notMine, onB] = await Promise.all([
      scan({ vckode: world.studentA.vckode, direction: 'in', client_id: 'together-1' }),
      scan({ vckode: world.studentA.vckode, direction: 'in', client_id: 'together-1' }),
      scan({ vckode: world.studentA2.vckode, direction: 'in' }),
      scan({ vckode: world.studentA2.vckode, direction: 'in' }),
      scan({ vckode: world.studentB.vckode, direction: 'in', client_id: 'together-2' }),
      scan({ vckode: '0000000009', direction: 'in' }),
      scan({ vckode: world.studentA.vckode, direction: 'out' }, tripB.intid),
      scan({ vckode: world.studentB.vckode, direction: 'out', client_id: 'together-3' }, tripB.intid, other.token),
    ]);

    for (const [pair, student] of [[[a, aRetry], world.studentA], [[a2, a2Again], world.studentA2]] as const) {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      const [first, again] = pair[0].statusCode === 201 ? pair : [pair[1], pair[0]];
      expect(first.json()).toMatchObject({ message: TRIP_MSG.boarded, changed: true, data: { intsiswa_id: student.intid, vcnama: student.vcnama, inttrip_id: trip.intid, on_board: true } });
      expect(again.json()).toMatchObject({ message: TRIP_MSG.unchanged, changed: false, data: first.json().data });
      expect(await ridesOf(student.intid)).toHaveLength(1);
    }
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ warning: TRIP_MSG.offRoute, data: { intsiswa_id: world.studentB.intid, inttrip_id: trip.intid, on_board: true } });
    expect(onB.statusCode).toBe(201);
    expect(onB.json()).toMatchObject({ message: TRIP_MSG.alighted, data: { intsiswa_id: world.studentB.intid, inttrip_id: tripB.intid, timein: null, on_board: false } });
    expect(new Set([a, a2, b, onB].map((r) => r.json().data.intid)).size).toBe(4);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, TRIP_MSG.unknownCard]);
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, MSG.notFound]);
    expect((await ridesOf(world.studentB.intid)).map((r) => r.tripId).sort()).toEqual([trip.intid, tripB.intid].sort());
  });

  it('in, out and in again of one student in a row are three scans, each answered as it left the ride', async () => {
    const driver = await signedInDriver(t);
    const trip = await start(driver.token, world.busA2.intid);
    const scan = (direction: string, client_id: string) =>
      t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body: { vckode: world.studentA2.vckode, direction, client_id } });
    // Sent without waiting for each other, in this order, as a phone's outbox uploads them.
    const sent = [scan('in', 'row-1'), scan('out', 'row-2'), scan('in', 'row-3')];
    const [boarded, alighted, again] = await Promise.all(sent);
    expect([boarded, alighted, again].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(boarded.json().data).toMatchObject({ on_board: true, timeout: null });
    expect(alighted.json().data).toMatchObject({ intid: boarded.json().data.intid, on_board: false, timeout: expect.any(String) });
    expect(again.json().data).toMatchObject({ on_board: true, timeout: null });
    expect(again.json().data.intid).toBeGreaterThan(boarded.json().data.intid);
    const rides = (await ridesOf(world.studentA2.intid)).filter((r) => r.tripId === trip.intid).sort((x, y) => x.id - y.id);
    expect(rides.map((r) => [r.inClientId, r.outClientId])).toEqual([['row-1', 'row-2'], ['row-3', null]]);
  });
});
