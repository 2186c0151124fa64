import { describe, expect, it } from 'vitest';
import { admitted, type PositionInput } from '../../src/modules/school/tracking/positions.js';

// Which positions the intake stores, and how, on their own: a tracker's readings are claims.

const now = Date.parse('2026-03-02T03:00:00Z');
const rules = { now, retentionDays: 90, aheadMs: 60_000 };
const fix = (over: Partial<PositionInput> = {}): PositionInput => ({ vehicleId: 7, time: new Date(now - 1000), latitude: -6.9, longitude: 112.05, ...over });

describe('a position admitted to the intake', () => {
  it('is stored as sent when its time, place and readings are believable', () => {
    const p = fix({ speedKmh: 42, heading: 180, altitude: 12, accuracy: 5, battery: 80 });
    expect(admitted(p, rules)).toEqual(p);
  });

  it('is dropped without a fix: 0,0, coordinates out of range or not numbers', () => {
    for (const [latitude, longitude] of [[0, 0], [91, 112], [-6.9, 181], [Number.NaN, 112], [-6.9, Number.POSITIVE_INFINITY]]) {
      expect(admitted(fix({ latitude, longitude }), rules), `${latitude},${longitude}`).toBeUndefined();
    }
    // The equator or the meridian alone is a real place.
    expect(admitted(fix({ latitude: 0, longitude: 112 }), rules)).toBeDefined();
  });

  it('is dropped when its clock runs ahead of the receive time beyond the tolerance, or is older than kept history', () => {
    expect(admitted(fix({ time: new Date(now + 60_000) }), rules)).toBeDefined();
    expect(admitted(fix({ time: new Date(now + 60_001) }), rules)).toBeUndefined();
    expect(admitted(fix({ time: new Date(now - 90 * 86_400_000) }), rules)).toBeDefined();
    expect(admitted(fix({ time: new Date(now - 90 * 86_400_000 - 1) }), rules)).toBeUndefined();
    expect(admitted(fix({ time: new Date(Number.NaN) }), rules)).toBeUndefined();
  });

  it('is dropped without a real vehicle id', () => {
    for (const vehicleId of [0, -1, 1.5]) expect(admitted(fix({ vehicleId }), rules)).toBeUndefined();
  });

  it('keeps the place but stores as absent a reading a device reports as unknown (negative) or beyond any real value', () => {
    const p = admitted(fix({ speedKmh: -1, heading: 361, altitude: 200_000, accuracy: -5, battery: 101 }), rules);
    expect(p).toMatchObject({ latitude: -6.9, longitude: 112.05, speedKmh: null, heading: null, altitude: null, accuracy: null, battery: null });
  });
});
