import { describe, expect, it } from 'vitest';
import { idbOutboxStore, outboxKey, waitingOnPhone } from '../../src/ui/outbox/store';

const item = (client_id: string) => ({ client_id, attempts: 0 });

describe('waitingOnPhone', () => {
  it("counts every console's queued items on the phone, of any user, and nothing else", async () => {
    expect(await waitingOnPhone()).toBe(0);
    const jukir = idbOutboxStore(outboxKey('jukir', 7));
    await jukir.add(item('a'));
    await jukir.add(item('b'));
    await idbOutboxStore(outboxKey('driver', 3)).add(item('c'));
    await idbOutboxStore(outboxKey('jukir', 9)).remove(['a']);
    localStorage.setItem('accessUser', '[1,2,3]');
    localStorage.setItem('jukirLocation:7', '4');
    expect(await waitingOnPhone()).toBe(3);
  });

  it('counts a queue an older version left in localStorage, reading an unreadable one as empty', async () => {
    localStorage.setItem(outboxKey('driver', 2), JSON.stringify([item('x'), item('y')]));
    localStorage.setItem(outboxKey('jukir', 7), '{broken');
    expect(await waitingOnPhone()).toBe(2);
  });
});
