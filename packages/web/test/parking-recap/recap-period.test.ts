import { describe, expect, it } from 'vitest';
import { periodOfMonth, periodOfType, withDate, yearDays } from '../../src/features/parking/recap/recapPeriod';

describe("the recap's report types", () => {
  const today = '2028-02-14';
  it('1 Tanggal keeps today, 2 Bulan sets the current month, 3 Tahun the current year', () => {
    expect(periodOfType('1', today)).toMatchObject({ report_type: '1', from: today, to: today });
    // A leap year's February ends on the 29th.
    expect(periodOfType('2', today)).toMatchObject({ report_type: '2', month: '2', year: '2028', from: '2028-02-01', to: '2028-02-29' });
    expect(periodOfType('3', today)).toMatchObject({ report_type: '3', year: '2028', from: '2028-01-01', to: '2028-12-31' });
  });

  it('choosing a month sets that month of the current year; a year, the whole year', () => {
    expect(periodOfMonth(11, today)).toMatchObject({ from: '2028-11-01', to: '2028-11-30' });
    expect(periodOfMonth(12, today)).toMatchObject({ from: '2028-12-01', to: '2028-12-31' });
    expect(yearDays(2025)).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('a start after the end moves the end, an end before the start moves the start', () => {
    expect(withDate({ from: '2028-01-05', to: '2028-01-10' }, 'from', '2028-01-20')).toEqual({ from: '2028-01-20', to: '2028-01-20' });
    expect(withDate({ from: '2028-01-05', to: '2028-01-10' }, 'to', '2028-01-01')).toEqual({ to: '2028-01-01', from: '2028-01-01' });
    expect(withDate({ from: '2028-01-05', to: '2028-01-10' }, 'from', '2028-01-07')).toEqual({ from: '2028-01-07' });
    expect(withDate({ from: '2028-01-05', to: '2028-01-10' }, 'to', '')).toBeUndefined();
  });
});
