import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { positionsOf, subscribe, until } from '../helpers/tracking.js';

let t: TestApp;
let url: string;
beforeAll(async () => ({ t, url } = await startListening()));
afterAll(() => t.close());
const client = socketClients(() => url);

/** Stores a position through the intake's hook, as every transport does. */
async function post(vehicleId: number, lat: number, lon: number) {
  expect(await t.app.tracking.ingest([{ vehicleId, time: new Date(), latitude: lat, longitude: lon, speedKmh: 30 }], 'osmand')).toMatchObject({ stored: 1 });
}

describe("a member follows the bus of the member's own children", () => {
  it("hears the positions of the vehicle serving the child's school, and never another vehicle's", async () => {
    const w = await transportWorld(t, 7);
    const parent = await signedInMember(t);
    await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, w.studentA.intid));

    const socket = await client({ token: parent.token });
    expect(await subscribe(socket)).toEqual({ ok: true });
    const got = positionsOf(socket);
    // busB serves another school, busA2 no school of the child: neither is the member's to hear.
    await post(w.busB.intid, -6.88, 112.03);
    await post(w.busA2.intid, -6.881, 112.031);
    await post(w.busA1.intid, -6.89, 112.04);
    await until(() => got.length > 0, 5_000, 'a vehicle:position');
    await pause(1_200);
    expect(got.flatMap((g) => g.items.map((i) => i.intid))).toEqual([w.busA1.intid]);
    expect(got[0].items[0]).toMatchObject({ vcnopol: w.busA1.vcnopol, declattitude: -6.89, declongitude: 112.04, vcstatus: 'Bergerak' });
  });

  it('a member without children hears no vehicle; a subscription asking for one by id gets no more', async () => {
    const w = await transportWorld(t, 8);
    const stranger = await signedInMember(t);
    const socket = await client({ token: stranger.token });
    expect(await subscribe(socket, { intid: w.busA1.intid })).toEqual({ ok: true });
    const got = positionsOf(socket);
    await post(w.busA1.intid, -6.9, 112.05);
    await post(w.busB.intid, -6.91, 112.06);
    await pause(1_500);
    expect(got).toEqual([]);
  });
});
