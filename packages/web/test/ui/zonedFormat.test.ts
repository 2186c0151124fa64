import { describe, expect, it } from 'vitest';
import { zonedFormat } from '../../src/ui/time/zonedFormat';

describe('times written in the service zone', () => {
  // 06:30 in Jakarta the next morning, 23:30 of the evening before in UTC.
  const instant = '2026-03-11T23:30:15Z';

  it('reads the clock, the date and the service day in the server zone, not the browser one', () => {
    const jakarta = zonedFormat('Asia/Jakarta');
    expect(jakarta.clock(instant)).toBe('06:30');
    expect(jakarta.clockSeconds(instant)).toBe('06:30:15');
    expect(jakarta.day(instant)).toBe('2026-03-12');
    expect(jakarta.longDate(instant)).toBe('Kamis, 12 Maret 2026');
    expect(jakarta.date(instant)).toBe('12 Mar 2026');
    expect(jakarta.dateTime(instant)).toMatch(/^12 Mar 2026.*06\.30$/);
  });

  it('gives another answer in another zone, so the zone is really applied', () => {
    const utc = zonedFormat('UTC');
    expect(utc.clock(instant)).toBe('23:30');
    expect(utc.day(instant)).toBe('2026-03-11');
  });
});
