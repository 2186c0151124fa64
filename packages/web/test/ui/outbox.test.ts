import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxItem, type OutboxStore } from '../../src/ui/outbox/outbox';
import { idbOutboxStore, outboxKey } from '../../src/ui/outbox/store';
import { settledAfterEach } from '../phone-db';

const item = (client_id: string): OutboxItem => ({ client_id, attempts: 0 });
const KEY = outboxKey('jukir', 3);

/** The server: records each upload's client ids, answering each once (as the real one does, by client id). */
function recordingServer() {
  const sent: string[] = [];
  return { sent, sender: { send: async (batch: OutboxItem[]) => (sent.push(...batch.map((i) => i.client_id)), null) } };
}

const outbox = settledAfterEach((store: OutboxStore<OutboxItem>, sender: { send(b: OutboxItem[]): Promise<null> }, isOnline?: () => boolean) =>
  new Outbox<OutboxItem, null>(store, sender, isOnline));

const keptIds = async () => (await idbOutboxStore(KEY).load()).map((i) => i.client_id);

/** The phone's store, but its first `n` calls of `method` fail (a database that could not be opened or written). */
function failingFirst(method: 'load' | 'add', n: number): OutboxStore<OutboxItem> {
  const store = idbOutboxStore<OutboxItem>(KEY);
  let failures = n;
  const real = store[method].bind(store) as (...a: unknown[]) => Promise<never>;
  return { ...store, [method]: (...a: unknown[]) => (failures-- > 0 ? Promise.reject(new Error('IndexedDB unavailable')) : real(...a)) };
}

describe('the outbox in two tabs of the same console', () => {
  it('keeps what each tab queued, and a flush in one sends both tabs\' items in the order made, each once', async () => {
    const server = recordingServer();
    let online = false;
    const first = outbox(idbOutboxStore(KEY), server.sender, () => online);
    const second = outbox(idbOutboxStore(KEY), server.sender, () => online);
    await first.saved();
    await second.saved();

    first.add(item('a1'));
    await first.saved();
    second.add(item('b1'));
    await second.saved();
    first.add(item('a2'));
    await first.saved();
    expect(await keptIds()).toEqual(['a1', 'b1', 'a2']);

    online = true;
    await first.flush();
    expect(server.sent).toEqual(['a1', 'b1', 'a2']);
    expect(first.getState().items).toEqual([]);
    await first.saved();
    expect(await keptIds()).toEqual([]);

    // The other tab finds them sent, and sends nothing again.
    await second.flush();
    expect(server.sent).toEqual(['a1', 'b1', 'a2']);
    expect(second.getState().items).toEqual([]);
  });
});

describe('the outbox when the phone database fails', () => {
  it('loses nothing when loading fails: new items are still kept beside the old, sent after them once a load succeeds', async () => {
    const kept = idbOutboxStore<OutboxItem>(KEY);
    await kept.add(item('old1'));
    await kept.add(item('old2'));
    const server = recordingServer();
    const box = outbox(failingFirst('load', 2), server.sender);
    box.add(item('new'));
    await box.saved();
    expect(box.getState().items.map((i) => i.client_id)).toEqual(['new']);
    expect(await keptIds()).toEqual(['old1', 'old2', 'new']);

    // Still unreadable: nothing goes ahead of what may be kept before it.
    await box.flush();
    expect(server.sent).toEqual([]);

    await box.flush();
    expect(server.sent).toEqual(['old1', 'old2', 'new']);
    await box.saved();
    expect(await keptIds()).toEqual([]);
  });

  it('keeps items whose writing failed in memory, writes them again in order on the next flush and sends them', async () => {
    const server = recordingServer();
    let online = false;
    const box = outbox(failingFirst('add', 2), server.sender, () => online);
    box.add(item('first'));
    box.add(item('second'));
    await box.saved();
    // Nothing is kept ahead of an item not written yet.
    expect(await keptIds()).toEqual([]);
    expect(box.getState().items.map((i) => i.client_id)).toEqual(['first', 'second']);

    await box.flush();
    await box.saved();
    expect(box.getState().items.map((i) => i.client_id)).toEqual(['first', 'second']);
    expect(await keptIds()).toEqual(['first', 'second']);

    online = true;
    await box.flush();
    expect(server.sent).toEqual(['first', 'second']);
    await box.saved();
    expect(await keptIds()).toEqual([]);
  });
});
