import { describe, expect, it, vi } from 'vitest';
import type { ScanResultWire } from '@halte/contract';
import { ApiError } from '../../src/api/client';
import { settledAfterEach } from '../phone-db';
import { driverOutbox as makeOutbox, driverOutboxStore, type OutboxSender, type QueuedItem, type QueuedScan, type ScanOutcome } from '../../src/features/school/driver-console/outbox';

const driverOutbox = settledAfterEach(makeOutbox);

const scan = (client_id: string, vckode: string, direction: 'in' | 'out' = 'in', trip_id = 5): QueuedItem => ({
  kind: 'scan',
  client_id,
  trip_id,
  attempts: 0,
  body: { vckode, direction, dttime: '2026-03-02T06:45:10.000Z', client_id },
});

const position = (client_id: string, second: number, vehicle_id = 9): QueuedItem => ({
  kind: 'position',
  client_id,
  vehicle_id,
  attempts: 0,
  position: { client_id, dttime: `2026-03-02T06:45:${String(second).padStart(2, '0')}.000Z`, declattitude: -6.89, declongitude: 112.05, speed: 20 },
});

const answer = (vckode: string): ScanResultWire => ({
  message: 'Siswa naik.',
  changed: true,
  data: {
    intid: 1, inttrip_id: 5, intsiswa_id: 1, vcnama: `Siswa ${vckode}`, vcnisn: vckode, vcsekolah: 'SD 1', timein: '2026-03-02T06:45:10.000Z',
    declattitude_in: null, declongitude_in: null, timeout: null, declattitude_out: null, declongitude_out: null, on_board: true, bulk_alighted: false,
  },
});

/** A server that records each upload in order and answers as `fail` says. */
function recordingSender(fail: (call: string) => Error | null = () => null) {
  const calls: string[] = [];
  const sender: OutboxSender = {
    scan: vi.fn<OutboxSender['scan']>(async (tripId, body) => {
      const call = `scan ${tripId} ${body.vckode} ${body.direction} ${body.dttime}`;
      calls.push(call);
      const err = fail(call);
      if (err) throw err;
      return answer(body.vckode ?? '');
    }),
    positions: vi.fn<OutboxSender['positions']>(async (vehicleId, positions) => {
      const call = `positions ${vehicleId} ${positions.map((p) => p.dttime.slice(17, 19)).join(',')}`;
      calls.push(call);
      const err = fail(call);
      if (err) throw err;
      return { received: positions.length, stored: positions.length, duplicates: 0, filtered: 0 };
    }),
  };
  return { calls, sender };
}

describe('the driver outbox', () => {
  it('uploads in the order things were queued, one vehicle\'s consecutive positions as one batch, keeping the phone\'s times', async () => {
    const { calls, sender } = recordingSender();
    const outbox = driverOutbox(driverOutboxStore(7), sender);
    [position('p1', 1), position('p2', 6), scan('s1', '111'), position('p3', 11), position('p4', 16, 10), scan('s2', '111', 'out')].forEach((i) => outbox.add(i));

    await outbox.flush();

    expect(calls).toEqual([
      'positions 9 01,06',
      'scan 5 111 in 2026-03-02T06:45:10.000Z',
      'positions 9 11',
      'positions 10 16',
      'scan 5 111 out 2026-03-02T06:45:10.000Z',
    ]);
    expect(outbox.getState().items).toEqual([]);
    await outbox.saved();
    expect(await driverOutboxStore(7).load()).toEqual([]);
  });

  it('queues a client id once, however often it is added, and sends it once', async () => {
    const { calls, sender } = recordingSender();
    const outbox = driverOutbox(driverOutboxStore(7), sender);
    expect(outbox.add(scan('same', '111'))).toBe(true);
    expect(outbox.add(scan('same', '111'))).toBe(false);
    expect(outbox.add(position('p1', 1))).toBe(true);
    expect(outbox.add(position('p1', 1))).toBe(false);
    expect(outbox.getState().items.map((i) => i.client_id)).toEqual(['same', 'p1']);

    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(calls).toEqual(['scan 5 111 in 2026-03-02T06:45:10.000Z', 'positions 9 01']);
  });

  it('keeps everything when the network fails, nothing overtaking the failed head, and sends it all on the next try', async () => {
    let down = true;
    const { calls, sender } = recordingSender(() => (down ? new ApiError(0, 'No Server Response') : null));
    const outbox = driverOutbox(driverOutboxStore(7), sender);
    outbox.add(scan('s1', '111'));
    outbox.add(scan('s2', '222'));

    await outbox.flush();
    expect(calls).toEqual(['scan 5 111 in 2026-03-02T06:45:10.000Z']);
    expect(outbox.getState().items.map((i) => [i.client_id, i.attempts])).toEqual([['s1', 1], ['s2', 0]]);

    down = false;
    await outbox.flush();
    expect(calls.slice(1)).toEqual(['scan 5 111 in 2026-03-02T06:45:10.000Z', 'scan 5 222 in 2026-03-02T06:45:10.000Z']);
    expect(outbox.getState().items).toEqual([]);
  });

  it('retries a busy or broken server and an ended session, but drops a refused scan and tells why', async () => {
    const failures = [new ApiError(503, 'Sibuk'), new ApiError(500, 'Rusak'), new ApiError(401, 'Sesi berakhir'), new ApiError(404, 'Kartu tidak dikenal.')];
    const { calls, sender } = recordingSender((call) => (call.includes(' 999 ') ? (failures.shift() ?? null) : null));
    const outbox = driverOutbox(driverOutboxStore(7), sender);
    const told: ScanOutcome[] = [];
    outbox.onOutcome((o) => told.push(o));
    outbox.add(scan('bad', '999'));
    outbox.add(scan('good', '111'));

    for (let i = 0; i < 3; i++) await outbox.flush();
    expect(outbox.getState().items.map((i) => [i.client_id, i.attempts])).toEqual([['bad', 3], ['good', 0]]);
    expect(told).toEqual([]);

    await outbox.flush();
    expect(outbox.getState().items).toEqual([]);
    expect(calls.filter((c) => c.includes(' 111 '))).toHaveLength(1);
    expect(told.map((o) => ('refused' in o ? `refused ${(o.item as QueuedScan).body.vckode}: ${o.refused}` : `sent ${o.result.data.vcnisn}`))).toEqual([
      'refused 999: Kartu tidak dikenal.',
      'sent 111',
    ]);
  });

  it('sends nothing while offline, and the queue outlives the page for the same driver only', async () => {
    const { calls, sender } = recordingSender();
    let online = false;
    const first = driverOutbox(driverOutboxStore(7), sender, () => online);
    first.add(scan('s1', '111'));
    first.add(position('p1', 1));
    await first.flush();
    await first.saved();
    expect(calls).toEqual([]);

    const other = driverOutbox(driverOutboxStore(8), sender);
    await other.saved();
    expect(other.getState().items).toEqual([]);
    const reloaded = driverOutbox(driverOutboxStore(7), sender, () => online);
    await reloaded.saved();
    expect(reloaded.getState().items.map((i) => i.client_id)).toEqual(['s1', 'p1']);
    online = true;
    await reloaded.flush();
    expect(calls).toEqual(['scan 5 111 in 2026-03-02T06:45:10.000Z', 'positions 9 01']);
  });

  it('keeps what is queued during an upload for the next one', async () => {
    const { calls, sender } = recordingSender();
    const outbox = driverOutbox(driverOutboxStore(7), sender);
    outbox.add(scan('s1', '111'));
    const flushing = outbox.flush();
    outbox.add(scan('s2', '222'));
    await flushing;
    expect(calls).toHaveLength(2);
    expect(outbox.getState().items).toEqual([]);
  });

  it('moves a queue an older version kept in localStorage into IndexedDB on first load, after what is there, and sends it', async () => {
    localStorage.setItem('driverOutbox:7', JSON.stringify([scan('old1', '111'), position('old2', 1)]));
    const { calls, sender } = recordingSender();
    let online = false;
    const outbox = driverOutbox(driverOutboxStore(7), sender, () => online);
    outbox.add(scan('new', '222'));
    await outbox.saved();
    expect(outbox.getState().items.map((i) => i.client_id)).toEqual(['old1', 'old2', 'new']);
    expect(localStorage.getItem('driverOutbox:7')).toBeNull();
    expect((await driverOutboxStore(7).load()).map((i) => i.client_id)).toEqual(['old1', 'old2', 'new']);

    online = true;
    await outbox.flush();
    expect(calls).toEqual(['scan 5 111 in 2026-03-02T06:45:10.000Z', 'positions 9 01', 'scan 5 222 in 2026-03-02T06:45:10.000Z']);
  });
});
