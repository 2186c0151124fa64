import { describe, expect, it } from 'vitest';
import { nearestIndex, slotCentre, valueAxis } from '../../src/ui/chart/scale';

describe('a chart value axis', () => {
  it('runs from zero in round steps to at least the largest value', () => {
    expect(valueAxis([3, 17, 9])).toEqual({ ticks: [0, 5, 10, 15, 20], max: 20 });
    expect(valueAxis([120, 980])).toEqual({ ticks: [0, 250, 500, 750, 1000], max: 1000 });
  });

  it('keeps counts whole: no tick between two whole numbers', () => {
    expect(valueAxis([1, 2], { minStep: 1 }).ticks).toEqual([0, 1, 2]);
    expect(valueAxis([0, 0, 0], { minStep: 1 })).toEqual({ ticks: [0, 1], max: 1 });
    expect(valueAxis([10], { minStep: 1 }).ticks).toEqual([0, 2, 4, 6, 8, 10]);
    expect(valueAxis([10]).ticks).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('takes the round step nearest to a quarter of the largest value, so the line fills the height', () => {
    expect(valueAxis([2_017_000_000], { minStep: 1_000_000 }).ticks).toEqual([0, 5e8, 1e9, 1.5e9, 2e9, 2.5e9]);
    expect(valueAxis([3522], { minStep: 1 }).ticks).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('takes whole millions for money in millions, and ignores the months to come', () => {
    expect(valueAxis([null, 2_400_000, null, 300_000], { minStep: 1_000_000 }).ticks).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
    // Not 2.5 million: an axis in whole millions.
    expect(valueAxis([10_000_000], { minStep: 1_000_000 }).ticks).toEqual([0, 2e6, 4e6, 6e6, 8e6, 10e6]);
  });
});

describe('a chart pointer', () => {
  it('finds the slot under the pointer', () => {
    const xs = [0, 1, 2, 3].map((i) => slotCentre(i, 4, 400));
    expect(xs).toEqual([50, 150, 250, 350]);
    expect(nearestIndex(10, xs)).toBe(0);
    expect(nearestIndex(210, xs)).toBe(2);
    expect(nearestIndex(999, xs)).toBe(3);
  });
});
