import { describe, expect, it } from 'vitest';
import { PERIOD_TYPES } from '@halte/contract';
import { DayGrid } from '../../src/lib/reporting/day-grid.js';
import { reportDays } from '../../src/lib/reporting/report-days.js';

const TZ = 'Asia/Jakarta';
// 00:30 on 24 November 2026 in Jakarta.
const now = new Date('2026-11-23T17:30:00Z');
const november = { rt: PERIOD_TYPES.month, m: 11, y: 2026 };

describe('the days a report covers', () => {
  it('a month in progress is named whole but reported through today (of the zone), not the days to come', () => {
    expect(reportDays(november, TZ, now)).toEqual({ from: '2026-11-01', to: '2026-11-30', through: '2026-11-24' });
    expect(new DayGrid(reportDays(november, TZ, now), ['bus 1', 'bus 2']).length).toBe(24 * 2);
  });

  it('a past month is reported to its last day; a period still to come has no rows', () => {
    expect(reportDays({ rt: PERIOD_TYPES.month, m: 10, y: 2026 }, TZ, now)).toMatchObject({ to: '2026-10-31', through: '2026-10-31' });
    const december = reportDays({ rt: PERIOD_TYPES.month, m: 12, y: 2026 }, TZ, now);
    expect(new DayGrid(december, ['bus 1']).length).toBe(0);
    expect(new DayGrid(december, ['bus 1']).cells(0, 10)).toEqual([]);
  });

  it('without a period: today of the zone', () => {
    expect(reportDays({}, TZ, now)).toEqual({ from: '2026-11-24', to: '2026-11-24', through: '2026-11-24' });
  });
});
