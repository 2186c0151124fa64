import { describe, expect, it } from 'vitest';
import { cellText, cellValue, wallClock, type ReportColumn } from '@halte/contract';

interface Row { d: string; t: string | null; n: number; s: string }
const col = (key: keyof Row, type: ReportColumn<Row>['type']): ReportColumn<Row> => ({ key, label: key, type, width: 10 });
const row: Row = { d: '2026-03-02', t: '2026-03-01T23:40:30.000Z', n: 1234, s: 'Selesai' };

describe('report cells', () => {
  it('reads an instant as the wall clock of the zone, across a change of offset and in a zone of quarter hours', () => {
    const wall = (iso: string, zone: string) => wallClock(new Date(iso), zone).toISOString();
    expect(wall('2026-03-01T23:40:00.000Z', 'Asia/Jakarta')).toBe('2026-03-02T06:40:00.000Z');
    // Los Angeles moves from -08:00 to -07:00 at 10:00 UTC on 8 March 2026.
    expect(wall('2026-03-08T09:59:59.000Z', 'America/Los_Angeles')).toBe('2026-03-08T01:59:59.000Z');
    expect(wall('2026-03-08T10:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08T03:00:00.000Z');
    expect(wall('2026-03-01T23:40:00.000Z', 'Asia/Kathmandu')).toBe('2026-03-02T05:25:00.000Z');
  });

  it('gives the file a typed value and the screen the same value as text', () => {
    const zone = 'Asia/Jakarta';
    expect(cellValue(col('d', 'date'), row, zone)).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(cellText(col('d', 'date'), row, zone)).toBe('02/03/2026');
    expect(cellText(col('t', 'time'), row, zone)).toBe('06:40');
    expect(cellText(col('t', 'datetime'), row, zone)).toBe('02/03/2026 06:40');
    expect(cellValue(col('n', 'number'), row, zone)).toBe(1234);
    expect(cellText(col('n', 'number'), row, zone)).toBe('1.234');
    expect(cellValue(col('s', 'text'), row, zone)).toBe('Selesai');
    expect(cellValue(col('t', 'time'), { ...row, t: null }, zone)).toBeNull();
    expect(cellText(col('t', 'time'), { ...row, t: null }, zone)).toBe('');
  });
});
