// The translator under test, with the dictionary the server installs at start.
import '@halte/contract/english';
import { describe, expect, it } from 'vitest';
import { BUS_REPORT, DRIVER_REPORT, PARKING_RECAP, STUDENT_REPORT, translate } from '@halte/contract';
import { sheetName } from '../../src/lib/reporting/report-workbook.js';

/** Every sheet an export writes: each report's title names its first sheet, and some have a second. */
const SHEETS = [BUS_REPORT.title, BUS_REPORT.boardingsSheet, DRIVER_REPORT.title, DRIVER_REPORT.tripsSheet, STUDENT_REPORT.title, PARKING_RECAP.title];

describe('the sheets’ names in English', () => {
  it.each(SHEETS)('%s: at most 31 characters, none Excel refuses, kept whole', (name) => {
    const english = translate(name, 'en');
    expect(english).not.toBe(name);
    expect(english.length).toBeLessThanOrEqual(31);
    expect(english).not.toMatch(/[[\]:*?/\\]/);
    expect(sheetName(english)).toBe(english);
  });
});
