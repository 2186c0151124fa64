import { describe, expect, it } from 'vitest';
import { dayPath, thinned, type PathPoint } from '../../src/modules/school/vehicle-location/day-path.js';

const T0 = Date.parse('2026-03-02T06:00:00+07:00');
/** A fix `seconds` after 06:00, `north` and `east` metres from the Tuban square. */
const fix = (seconds: number, north: number, east = 0, speedKmh: number | null = 30): PathPoint => ({
  time: new Date(T0 + seconds * 1000),
  latitude: -6.8979 + north / 111_195,
  longitude: 112.0505 + east / (111_195 * Math.cos((6.8979 * Math.PI) / 180)),
  speedKmh,
});

describe('a day\'s path and distance', () => {
  it('sums the steps of a drive: 2 km north in 20 steps of 100 m', () => {
    const drive = Array.from({ length: 21 }, (_, i) => fix(i * 10, i * 100));
    const { path, metres } = dayPath(drive);
    expect(path).toHaveLength(21);
    expect(metres).toBeCloseTo(2_000, 0);
  });

  it('a parked bus whose fix wanders a few metres all day drives nothing', () => {
    const parked = Array.from({ length: 2_000 }, (_, i) => fix(i * 5, (i % 3) * 4 - 4, (i % 5) * 2 - 4, 0));
    const { path, metres } = dayPath(parked);
    expect(path).toHaveLength(2_000);
    expect(metres).toBe(0);
  });

  it('a lone fix 5 km away in 5 s is a GPS error: neither drawn nor counted', () => {
    const points = [fix(0, 0), fix(10, 100), fix(15, 5_000), fix(20, 200), fix(30, 300)];
    const { path, metres } = dayPath(points);
    expect(path.map((p) => p.time.getTime())).toEqual([0, 10, 20, 30].map((s) => T0 + s * 1000));
    expect(metres).toBeCloseTo(300, 0);
  });

  it('fixes that agree after a jump are trusted (the way between is not counted)', () => {
    // A tracker restarted 8 km further on, 10 s later: the next fixes confirm the new place.
    const points = [fix(0, 0), fix(10, 100), fix(20, 8_000), fix(30, 8_100), fix(40, 8_200), fix(50, 8_300)];
    const { path, metres } = dayPath(points);
    expect(path).toHaveLength(6);
    expect(metres).toBeCloseTo(100 + 300, 0);
  });

  it('a long gap with a plausible speed is a drive, counted as the straight line', () => {
    // Tracker off for 30 minutes while the bus drove 12 km (24 km/h).
    const { metres } = dayPath([fix(0, 0), fix(1_800, 12_000)]);
    expect(metres).toBeCloseTo(12_000, 0);
  });

  it('an empty day has no path and no distance', () => {
    expect(dayPath([])).toEqual({ path: [], metres: 0 });
  });
});

describe('a long day thinned for the map', () => {
  it('keeps at most the given number of points, evenly, with the first and the last', () => {
    const day = Array.from({ length: 43_200 }, (_, i) => i);
    const kept = thinned(day, 20_000);
    expect(kept).toHaveLength(20_000);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(43_199);
    expect(kept.every((v, i) => i === 0 || v > kept[i - 1])).toBe(true);
    expect(thinned([1, 2, 3], 20_000)).toEqual([1, 2, 3]);
  });
});
