import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { pause } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';
import { osmandUrl, positionsOf, subscribe, trackedVehicle, until } from '../helpers/tracking.js';

/**
 * Two instances behind a load balancer, one PostgreSQL database, Redis between them: a tracker
 * reports to one, a dispatcher's browser is connected to the other. PostgreSQL suite only.
 */
let a: TestApp;
let b: TestApp;
let urlB: string;
beforeAll(async () => ({ a, b, urlB } = await startTwoInstances()));
afterAll(() => stopTwoInstances({ a, b }));
const clientOfB = socketClients(() => urlB);
const onB = async () => clientOfB({ token: (await userWithScreens(b, ['tracking.live'])).token });
/** Posts a position to one instance as a tracker does (OsmAnd); answers once it is stored. */
async function postTo(t: TestApp, device: string, lat: number, lon: number, timestamp: number) {
  const res = await t.call('GET', osmandUrl(device, lat, lon, { timestamp, speed: 10 }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('live positions across instances', () => {
  it('a position posted to instance A reaches a subscriber connected to instance B', async () => {
    expect(a.database.kind).toBe('postgres');
    const bus = await trackedVehicle(a);
    const socket = await onB();
    expect(await subscribe(socket)).toEqual({ ok: true });
    const got = positionsOf(socket);
    await postTo(a, bus.device, -6.8811, 112.0422, Math.floor(Date.now() / 1000));
    await until(() => got.length > 0, 5_000, 'a vehicle:position on B');
    expect(got[0].items).toEqual([expect.objectContaining({ intid: bus.id, vcnopol: bus.plate, declattitude: -6.8811, declongitude: 112.0422 })]);
  });

  it('positions stored by both instances within a second still reach a client once a second', async () => {
    const [one, two] = [await trackedVehicle(a), await trackedVehicle(a)];
    const socket = await onB();
    await subscribe(socket);
    await pause(1_100);
    const got = positionsOf(socket);
    const now = Math.floor(Date.now() / 1000);
    await postTo(a, one.device, -6.71, 112.01, now);
    await postTo(b, two.device, -6.72, 112.02, now);
    await postTo(a, one.device, -6.73, 112.03, now + 1);
    await until(() => got.flatMap((g) => g.items).some((i) => i.declattitude === -6.73), 5_000, 'the newest position');
    await pause(1_200);
    for (let i = 1; i < got.length; i++) expect(got[i].at - got[i - 1].at).toBeGreaterThanOrEqual(950);
    // Each vehicle's newest position arrived, and nothing twice.
    const last = new Map(got.flatMap((g) => g.items).map((i) => [i.intid, i.declattitude]));
    expect(last).toEqual(new Map([[one.id, -6.73], [two.id, -6.72]]));
    expect(got.flatMap((g) => g.items)).toHaveLength(new Set(got.flatMap((g) => g.items.map((i) => `${i.intid}:${i.dtwaktu}`))).size);
  });
});
