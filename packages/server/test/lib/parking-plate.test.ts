import { describe, expect, it } from 'vitest';
import { normalizePlate, PLATE_PATTERN } from '@halte/contract';

describe('normalizePlate', () => {
  it('writes a plate the way it is stored whatever the typing', () => {
    expect(normalizePlate('b 1234 cd')).toBe('B1234CD');
    expect(normalizePlate('  B-1234-CD ')).toBe('B1234CD');
    expect(normalizePlate('s.1234.ab')).toBe('S1234AB');
    expect(normalizePlate('S\t1234\nAB')).toBe('S1234AB');
    expect(normalizePlate('B1234CD')).toBe('B1234CD');
  });

  it('leaves other characters for validation to refuse', () => {
    expect(normalizePlate('B 12/34')).toBe('B12/34');
    expect(PLATE_PATTERN.test(normalizePlate('B 12/34'))).toBe(false);
    expect(PLATE_PATTERN.test(normalizePlate('b 1234 cd'))).toBe(true);
    expect(PLATE_PATTERN.test('')).toBe(false);
  });
});
