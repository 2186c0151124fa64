import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, setLanguageSource, type Language } from '@halte/contract';
import { monthName, monthNames, weekdayOf } from '../../src/ui/time/calendarNames';
import { zonedFormat } from '../../src/ui/time/zonedFormat';
import { groupRupiah, rupiahSign } from '../../src/ui/form/rupiahDigits';
import { count } from '../../src/ui/count';

const speak = (language: Language) => setLanguageSource(() => language);

describe('names and numbers in the running language', () => {
  afterEach(() => speak(DEFAULT_LANGUAGE));

  it('writes months, weekdays, counts and rupiah as Indonesian readers do', () => {
    speak('id');
    expect(monthNames()).toEqual(['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']);
    expect(monthName(8, 'short')).toBe('Agu');
    expect(weekdayOf('2026-03-09')).toBe('Senin');
    expect(weekdayOf('2026-03-12', 'short')).toBe('Kam');
    expect(count(1250)).toBe('1.250');
    expect(groupRupiah(2_061_000_000)).toBe('2.061.000.000');
    expect(rupiahSign()).toBe('Rp');
  });

  it('switches to English ones when the language is English', () => {
    speak('en');
    expect(monthName(1)).toBe('January');
    expect(monthName(8, 'short')).toBe('Aug');
    expect(weekdayOf('2026-03-09')).toBe('Monday');
    expect(weekdayOf('2026-03-12', 'short')).toBe('Thu');
    expect(count(1250)).toBe('1,250');
    expect(groupRupiah(2_061_000_000)).toBe('2,061,000,000');
    expect(rupiahSign()).toBe('IDR');
    const jakarta = zonedFormat('Asia/Jakarta');
    expect(jakarta.longDate('2026-03-11T23:30:15Z')).toBe('Thursday, March 12, 2026');
    // The clock stays 24-hour in every language.
    expect(jakarta.dateTime('2026-03-11T23:30:15Z')).toMatch(/^Mar 12, 2026.*06:30$/);
    expect(jakarta.clock('2026-03-12T13:05:00Z')).toBe('20:05');
  });
});
