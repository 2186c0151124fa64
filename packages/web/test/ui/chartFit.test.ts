import { describe, expect, it } from 'vitest';
import { flow, labelEvery, textWidth } from '../../src/ui/chart/fit';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

describe("a chart's text", () => {
  it('takes room by its characters and size', () => {
    expect(textWidth('Minggu')).toBeCloseTo(34.2);
    expect(textWidth('Minggu', 20)).toBeCloseTo(2 * textWidth('Minggu'));
  });

  it('writes every label when they keep clear of each other, else every other (or third) one', () => {
    expect(labelEvery(months, 40)).toBe(1);
    expect(labelEvery(months, 19.5)).toBe(2);
    expect(labelEvery(months, 8)).toBe(3);
    // A phone's week: seven day names fit 35 px apart.
    expect(labelEvery(['Kamis', 'Jumat', 'Sabtu', 'Minggu', 'Senin', 'Selasa', 'Rabu'], 35.3)).toBe(1);
    expect(labelEvery(['Jan'], 0)).toBe(1);
  });

  it('flows a legend onto the next row when the row is full', () => {
    expect(flow([100, 120], 300, 16)).toEqual([{ x: 0, row: 0 }, { x: 116, row: 0 }]);
    expect(flow([100, 120, 50], 230, 16)).toEqual([{ x: 0, row: 0 }, { x: 0, row: 1 }, { x: 136, row: 1 }]);
    // An entry wider than the box still starts its own row, not an empty one before it.
    expect(flow([400], 230, 16)).toEqual([{ x: 0, row: 0 }]);
  });
});
