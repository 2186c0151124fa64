import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { osmandUrl, trackedVehicle } from '../helpers/tracking.js';

const LIMIT = 5;
let t: TestApp;
let device: string;
beforeAll(async () => {
  t = await startTestApp({ TRACKER_UNKNOWN_PER_MINUTE: String(LIMIT) });
  device = (await trackedVehicle(t)).device;
});
afterAll(() => t.close());

/** An OsmAnd request from a client address. */
const from = (remoteAddress: string, id: string) => t.app.inject({ method: 'GET', url: osmandUrl(id, -6.88, 112.04), remoteAddress });

describe('guessing tracker ids', () => {
  it('is answered 429 past the count of unknown ids per minute of one address; known trackers and other addresses are not slowed', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await from('203.0.113.7', `TEBAK-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INTAKE_MSG.unknownDevice });
    }
    const refused = await from('203.0.113.7', `TEBAK-${LIMIT}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: INTAKE_MSG.tooManyUnknownDevices });

    // The real tracker behind the same address (a carrier's NAT) keeps reporting.
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7', device)).statusCode).toBe(200);
    expect((await from('203.0.113.8', 'TEBAK-LAIN')).statusCode).toBe(400);
  });

  it('the OsmAnd port keeps the same rule', async () => {
    const other = await startTestApp({ OSMAND_PORT: '0', HOST: '127.0.0.1', TRACKER_UNKNOWN_PER_MINUTE: String(LIMIT) }, t.database);
    try {
      const { port } = other.app.osmandServer!.address() as { port: number };
      const at = (id: string) => fetch(`http://127.0.0.1:${port}/?id=${id}&lat=-6.88&lon=112.04`);
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await at(`PORT-TEBAK-${i}`)).status);
      expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
      expect(await (await at('PORT-TEBAK-X')).json()).toEqual({ message: INTAKE_MSG.tooManyUnknownDevices });
      expect((await at(device)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
