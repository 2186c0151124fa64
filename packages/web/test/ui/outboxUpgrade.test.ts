import { describe, expect, it } from 'vitest';
import { deleteDB, openDB } from 'idb';

const item = (client_id: string) => ({ client_id, attempts: 0 });

describe('a phone database of the layout with one array per queue', () => {
  it('has each queue\'s items moved into records of their own, in order, counted and loaded as before', async () => {
    await deleteDB('halte-phone');
    const old = await openDB('halte-phone', 1, { upgrade: (d) => void d.createObjectStore('outboxes') });
    await old.put('outboxes', [item('a'), { ...item('b'), attempts: 2 }], 'jukirOutbox:7');
    await old.put('outboxes', [item('c')], 'driverOutbox:3');
    old.close();

    // The store opens the database for the first time in this file: after the old layout is there.
    const { idbOutboxStore, waitingOnPhone } = await import('../../src/ui/outbox/store');
    expect(await idbOutboxStore('jukirOutbox:7').load()).toEqual([item('a'), { ...item('b'), attempts: 2 }]);
    expect(await idbOutboxStore('driverOutbox:3').load()).toEqual([item('c')]);
    expect(await waitingOnPhone()).toBe(3);

    const queue = idbOutboxStore('jukirOutbox:7');
    await queue.add(item('d'));
    expect((await queue.load()).map((i) => i.client_id)).toEqual(['a', 'b', 'd']);
  });
});
