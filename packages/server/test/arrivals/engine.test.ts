import { describe, expect, it } from 'vitest';
import type { LonLat } from '@halte/contract';
import { haversineM } from '@halte/contract';
import { project, projectInOrder, routeLine } from '../../src/modules/school/arrivals/route-line.js';
import { blendedKmh, DEFAULT_KMH, MIN_KMH, recentKmh } from '../../src/modules/school/arrivals/speed-blend.js';
import { stopEtas, type PlacedStop } from '../../src/modules/school/arrivals/stop-eta.js';
import { tripSamples } from '../../src/modules/school/arrivals/trip-history.js';
import { arrivalEvents } from '../../src/modules/school/arrivals/arrival-events.js';

// An L: a kilometre north, then a kilometre east.
const A: LonLat = [112.05, -6.9];
const B: LonLat = [112.05, -6.89];
const C: LonLat = [112.06, -6.89];
const bent = routeLine([A, B, C]);
const leg1 = haversineM(A, B);

describe('projection onto the road line', () => {
  it('measures along the bent line, not straight across', () => {
    const p: LonLat = [112.055, -6.8901];
    const at = project(bent, p);
    const alongLeg2 = haversineM(B, [112.055, -6.89]);
    expect(at.along).toBeCloseTo(leg1 + alongLeg2, 0);
    expect(at.off).toBeCloseTo(11, 0);
    expect(at.along - haversineM(A, p)).toBeGreaterThan(400);
  });

  it('follows a route out and back on the same road in order, from where the bus was', () => {
    const outAndBack = routeLine([A, B, A]);
    const middle: LonLat = [112.05, -6.895];
    expect(project(outAndBack, middle).along).toBeCloseTo(leg1 / 2, 0);
    expect(project(outAndBack, middle, leg1 * 0.9).along).toBeCloseTo(leg1 * 1.5, 0);
    const [, , back] = projectInOrder(outAndBack, [[112.05, -6.898], B, [112.05, -6.897]]);
    expect(back.along).toBeGreaterThan(leg1);
  });

  it('a place off the line is projected onto its nearest point, with the distance off', () => {
    const at = project(bent, [112.052, -6.895]);
    expect(at.along).toBeCloseTo(leg1 / 2, -1);
    expect(at.off).toBeGreaterThan(200);
  });
});

describe('blending the speeds', () => {
  const history = { meanKmh: 30, samples: 5 };
  it('trusts the bus near it and history further on', () => {
    expect(blendedKmh(10, history, 0)).toBeCloseTo(0.5 * 10 + 0.5 * 30, 5);
    expect(blendedKmh(10, history, 3_000)).toBeCloseTo(0.125 * 10 + 0.875 * 30, 5);
    expect(blendedKmh(10, history, 50_000)).toBeCloseTo(30, 1);
  });
  it('leans on the bus without history, on history without the bus, and is never near zero', () => {
    expect(blendedKmh(40, { meanKmh: null, samples: 0 }, 0)).toBeCloseTo(0.9 * 40 + 0.1 * DEFAULT_KMH, 5);
    expect(blendedKmh(undefined, history, 0)).toBe(30);
    expect(blendedKmh(undefined, { meanKmh: null, samples: 0 }, 0)).toBe(DEFAULT_KMH);
    expect(blendedKmh(0, { meanKmh: 2, samples: 5 }, 0)).toBe(MIN_KMH);
  });
  it('reads the recent speed as progress along the line, a bus going back as standing', () => {
    expect(recentKmh([{ along: 0, time: 0 }, { along: 1_000, time: 120_000 }])).toBeCloseTo(30, 5);
    expect(recentKmh([{ along: 500, time: 0 }, { along: 400, time: 120_000 }])).toBe(0);
    expect(recentKmh([{ along: 0, time: 0, speedKmh: 22 }, { along: 50, time: 10_000, speedKmh: 25 }])).toBe(25);
    expect(recentKmh([])).toBeUndefined();
  });
});

describe('arrival at the stops ahead', () => {
  const none = { meanKmh: null, samples: 0 };
  const stops: PlacedStop[] = [
    { pointId: 1, name: 'Terminal', along: 0, history: none },
    { pointId: 2, name: 'Pasar', along: 1_000, history: { meanKmh: 36, samples: 3 } },
    { pointId: 3, name: 'Alun-alun', along: 2_000, history: { meanKmh: 18, samples: 3 } },
  ];
  it('leaves out the stops behind the bus and times each stretch at its own speed', () => {
    const etas = stopEtas(stops, { along: 500, off: 0, recentKmh: undefined });
    expect(etas.map((e) => e.pointId)).toEqual([2, 3]);
    expect(etas[0]).toMatchObject({ distanceM: 500, seconds: 50 });
    expect(etas[1]).toMatchObject({ distanceM: 1_500 });
    expect(etas[1].seconds).toBeCloseTo(50 + 200, 5);
  });
  it('keeps a stop the bus is standing at, and none once past the last', () => {
    expect(stopEtas(stops, { along: 990, off: 0, recentKmh: 0 })[0]).toMatchObject({ pointId: 2, distanceM: 10 });
    expect(stopEtas(stops, { along: 1_020, off: 0, recentKmh: 0 })[0].pointId).toBe(2);
    expect(stopEtas(stops, { along: 2_100, off: 0, recentKmh: 30 })).toEqual([]);
  });
  it('a bus off the line has the way back to it to drive first', () => {
    const on = stopEtas(stops, { along: 500, off: 0, recentKmh: 30 })[0];
    const off = stopEtas(stops, { along: 500, off: 300, recentKmh: 30 })[0];
    expect(off.distanceM).toBe(on.distanceM + 300);
    expect(off.seconds).toBeGreaterThan(on.seconds + 30);
  });
});

describe("a finished trip's samples", () => {
  it('times each stop from the start (25 m before it the bus is there) and each stretch from the previous stop', () => {
    const stops = [{ pointId: 1, along: 0 }, { pointId: 2, along: 1_000 }, { pointId: 3, along: 2_000 }];
    const fixes = [0, 1, 2, 3, 4].map((i) => ({ along: i * 500 - 25, time: 60_000 + i * 60_000 }));
    const samples = tripSamples(stops, fixes, 0);
    expect(samples.map((s) => s.arrivalS)).toEqual([60, 180, 300]);
    expect(samples[0].kmh).toBeNull();
    expect(samples[1].kmh).toBeCloseTo(30, 5);
    expect(samples[2].kmh).toBeCloseTo(30, 5);
  });
  it('a stop never reached has neither', () => {
    const samples = tripSamples([{ pointId: 1, along: 0 }, { pointId: 2, along: 5_000 }], [{ along: 0, time: 0 }, { along: 900, time: 60_000 }], 0);
    expect(samples[1]).toEqual({ pointId: 2, kmh: null, arrivalS: null });
  });
});

describe('the alerts a trip raises', () => {
  const child = { studentId: 7, pointId: 3, stopName: 'Alun-alun Tuban', minutes: { approachMinutes: 5, lateMinutes: 10 }, usualArrivals: [600, 660, 620] };
  const trip = { id: 9, plate: 'S 1 AB', startedAt: new Date(0) };
  const eta = (seconds: number) => [{ pointId: 3, name: 'Alun-alun Tuban', distanceM: 1_000, seconds }];

  it('`late` once the bus is expected more than the child’s minutes after the usual time (the median)', () => {
    expect(arrivalEvents(trip, eta(600), [child], new Date(600_000))).toEqual([]);
    const [late] = arrivalEvents(trip, eta(600), [child], new Date(700_000));
    expect(late).toMatchObject({ kind: 'late', key: 'late:9:7', title: 'Terlambat', body: 'Bus S 1 AB terlambat ±11 menit di halte Alun-alun Tuban' });
    expect(arrivalEvents(trip, eta(600), [{ ...child, usualArrivals: [60, 60] }], new Date(700_000))).toEqual([]);
  });
  it('`approaching` within the child’s minutes, nothing for a stop not ahead', () => {
    expect(arrivalEvents(trip, eta(240), [child], new Date(0)).map((e) => e.key)).toEqual(['approaching:9:7']);
    expect(arrivalEvents(trip, [], [child], new Date(900_000))).toEqual([]);
  });
});
