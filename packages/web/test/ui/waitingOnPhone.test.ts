import { beforeEach, describe, expect, it } from 'vitest';
import { localOutboxStore, outboxKey, waitingOnPhone } from '../../src/ui/outbox/store';

const item = (client_id: string) => ({ client_id, attempts: 0 });

describe('waitingOnPhone', () => {
  beforeEach(() => localStorage.clear());

  it("counts every console's queued items on the phone, of any user, and nothing else", () => {
    expect(waitingOnPhone()).toBe(0);
    localOutboxStore(outboxKey('jukir', 7)).write([item('a'), item('b')]);
    localOutboxStore(outboxKey('driver', 3)).write([item('c')]);
    localOutboxStore(outboxKey('jukir', 9)).write([]);
    localStorage.setItem('accessUser', '[1,2,3]');
    localStorage.setItem('jukirLocation:7', '4');
    expect(waitingOnPhone()).toBe(3);
  });

  it('reads an unreadable queue as empty', () => {
    localStorage.setItem(outboxKey('jukir', 7), '{broken');
    expect(waitingOnPhone()).toBe(0);
  });
});
