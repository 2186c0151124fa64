import { describe, expect, it } from 'vitest';
import type { AttendantResultWire } from '@halte/contract';
import { ApiError } from '../../src/api/client';
import { settledAfterEach } from '../phone-db';
import { jukirOutbox as makeOutbox, jukirOutboxStore, type JukirOutcome, type JukirSender } from '../../src/features/parking/jukir-console/outbox';
import { consoleOf, homeOf } from '../../src/app/home';

const jukirOutbox = settledAfterEach(makeOutbox);

const ticket = (intid: number, plate: string, amount: number | null): AttendantResultWire => ({
  message: amount === null ? 'Kendaraan masuk.' : 'Kendaraan keluar.',
  changed: true,
  data: {
    intid, vclicense_number: plate, intvehicle_type_id: 1, vcvehicle_type: 'Mobil', intparking_location_id: 1, vclocation: 'Pasar Baru',
    dtcheck_in: '2026-03-02T01:00:00.000Z', dtcheck_out: amount === null ? null : '2026-03-02T03:30:00.000Z', intstatus: amount === null ? 1 : 2, decamount: amount,
  },
});

describe("the attendant's outbox", () => {
  it('keeps entries made offline, in order, and sends each once with its client id and phone time when back online', async () => {
    const calls: string[] = [];
    const sender: JukirSender = {
      checkIn: async (b) => (calls.push(`in ${b.vclicense_number} ${b.client_id} ${b.dttime}`), ticket(7, b.vclicense_number, null)),
      checkOut: async (b) => {
        calls.push(`out ${b.intid ?? b.vclicense_number} ${b.client_id}`);
        if (b.intid === 99) throw new ApiError(404, 'Karcis tidak ditemukan.');
        return ticket(7, 'S1234AB', 8000);
      },
    };
    let online = false;
    const outbox = jukirOutbox(jukirOutboxStore(3), sender, () => online);
    const told: JukirOutcome[] = [];
    outbox.onOutcome((o) => told.push(o));
    outbox.add({ kind: 'in', client_id: 'a', attempts: 0, body: { vclicense_number: 'S1234AB', intvehicle_type_id: 1, intparking_location_id: 1, client_id: 'a', dttime: '2026-03-02T01:00:00.000Z' } });
    outbox.add({ kind: 'out', client_id: 'b', attempts: 0, body: { intid: 99, client_id: 'b', dttime: '2026-03-02T02:00:00.000Z' } });
    outbox.add({ kind: 'out', client_id: 'c', attempts: 0, body: { vclicense_number: 'S1234AB', client_id: 'c', dttime: '2026-03-02T03:30:00.000Z' } });
    await outbox.flush();
    await outbox.saved();
    expect(calls).toEqual([]);
    // A page reload finds them still waiting.
    const reloaded = jukirOutbox(jukirOutboxStore(3), sender, () => false);
    await reloaded.saved();
    expect(reloaded.getState().items.map((i) => i.client_id)).toEqual(['a', 'b', 'c']);
    // Another attendant on the same phone does not.
    const other = jukirOutbox(jukirOutboxStore(4), sender);
    await other.saved();
    expect(other.getState().items).toEqual([]);

    online = true;
    await outbox.flush();
    expect(calls).toEqual(['in S1234AB a 2026-03-02T01:00:00.000Z', 'out 99 b', 'out S1234AB c']);
    expect(told.map((o) => ('refused' in o ? `refused ${o.item.client_id}: ${o.refused}` : `${o.item.kind} ${o.result.data.decamount}`)))
      .toEqual(['in null', 'refused b: Karcis tidak ditemukan.', 'out 8000']);
    expect(outbox.getState().items).toEqual([]);
  });
});

describe('what the outbox tells the server of an entry', () => {
  it('an entry sent at once is not queued; one made offline, sent again after a failure or sent long after it was made is', async () => {
    const sentBodies: { plate: string | null | undefined; queued: boolean | null | undefined }[] = [];
    let failOnce = true;
    const sender: JukirSender = {
      checkIn: async (b) => {
        if (b.vclicense_number === 'S2AB' && failOnce) {
          failOnce = false;
          throw new ApiError(0, 'Tidak ada koneksi.');
        }
        sentBodies.push({ plate: b.vclicense_number, queued: b.queued });
        return ticket(7, b.vclicense_number, null);
      },
      checkOut: async (b) => (sentBodies.push({ plate: b.vclicense_number, queued: b.queued }), ticket(7, 'S1AB', 2000)),
    };
    const outbox = jukirOutbox(jukirOutboxStore(5), sender);
    const now = new Date().toISOString();
    const entry = (plate: string, body: Record<string, unknown> = {}) =>
      ({ kind: 'in' as const, client_id: plate, attempts: 0, body: { vclicense_number: plate, intvehicle_type_id: 1, intparking_location_id: 1, client_id: plate, dttime: now, ...body } });

    outbox.add(entry('S1AB'));
    await outbox.flush();
    outbox.add(entry('S2AB'));
    await outbox.flush();
    await outbox.flush();
    outbox.add(entry('S3AB', { queued: true }));
    outbox.add(entry('S4AB', { dttime: new Date(Date.now() - 5 * 60_000).toISOString() }));
    await outbox.flush();
    expect(sentBodies).toEqual([
      { plate: 'S1AB', queued: undefined },
      { plate: 'S2AB', queued: true },
      { plate: 'S3AB', queued: true },
      { plate: 'S4AB', queued: true },
    ]);
  });
});

describe('where an account starts', () => {
  it('a driver in the driver console, an attendant in the parking console, staff in the shell', () => {
    const session = (role_code: string) => ({ token: 't', user_id: 1, role: 1, role_code, vcname: 'X', message: '' });
    expect([homeOf(session('DRIVER')), homeOf(session('JUKIR')), homeOf(session('ADMIN')), homeOf(session('OPERATOR'))]).toEqual(['/driver', '/jukir', '/', '/']);
    expect(consoleOf(null)).toBeUndefined();
  });
});
