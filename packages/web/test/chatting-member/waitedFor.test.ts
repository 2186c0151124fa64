import { describe, expect, it } from 'vitest';
import { waitedFor } from '../../src/features/complaints/chatting-member/waitedFor';

const MIN = 60_000;

describe('waitedFor', () => {
  it('says a wait in minutes, hours and minutes, then days and hours', () => {
    expect(waitedFor(20_000)).toBe('baru saja');
    expect(waitedFor(-5_000)).toBe('baru saja');
    expect(waitedFor(MIN)).toBe('1 menit');
    expect(waitedFor(59 * MIN + 59_000)).toBe('59 menit');
    expect(waitedFor(60 * MIN)).toBe('1 jam');
    expect(waitedFor(135 * MIN)).toBe('2 jam 15 menit');
    expect(waitedFor(24 * 60 * MIN)).toBe('1 hari');
    expect(waitedFor((27 * 60 + 30) * MIN)).toBe('1 hari 3 jam');
  });
});
