import { describe, expect, it } from 'vitest';
import { INTAKE_MSG } from '@halte/contract';
import { parseOsmandFields, parseOsmandJson, timeOf } from '../../src/modules/school/tracking/osmand-parser.js';

const NOW = Date.UTC(2026, 10, 23, 7, 0, 0);
const ctx = { now: NOW, timeZone: 'Asia/Jakarta' };

const ok = (r: ReturnType<typeof parseOsmandFields>) => {
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r;
};

describe('OsmAnd fields (query string or form)', () => {
  it('reads the device, coordinates and readings, speed from knots to km/h', () => {
    const r = ok(parseOsmandFields({ id: ' HP-001 ', lat: '-6.8837', lon: '112.0452', timestamp: '1795400000', speed: '10', bearing: '90.5', altitude: '12', accuracy: '4.5', batt: '87', hdop: '1.2', valid: 'true' }, ctx));
    expect(r.deviceId).toBe('HP-001');
    expect(r.position).toEqual({ time: new Date(1795400000 * 1000), latitude: -6.8837, longitude: 112.0452, speedKmh: 18.52, heading: 90.5, altitude: 12, accuracy: 4.5, battery: 87 });
  });

  it('takes deviceid for id, location for lat and lon, heading for bearing', () => {
    const r = ok(parseOsmandFields({ deviceid: 'HP-002', location: '-6.9,112.05', heading: '180' }, ctx));
    expect(r).toMatchObject({ deviceId: 'HP-002', position: { latitude: -6.9, longitude: 112.05, heading: 180 } });
  });

  it('uses the server time when the position has none; absent readings stay absent', () => {
    const r = ok(parseOsmandFields({ id: 'A', lat: '-6.9', lon: '112.05' }, ctx));
    expect(r.position).toEqual({ time: new Date(NOW), latitude: -6.9, longitude: 112.05, speedKmh: undefined, heading: undefined, altitude: undefined, accuracy: undefined, battery: undefined });
  });

  it('refuses a missing device, missing or unreadable coordinates and readings, naming the field', () => {
    expect(parseOsmandFields({ lat: '1', lon: '2' }, ctx)).toEqual({ ok: false, message: INTAKE_MSG.deviceRequired, field: 'id' });
    expect(parseOsmandFields({ id: '  ', lat: '1', lon: '2' }, ctx)).toMatchObject({ ok: false, message: INTAKE_MSG.deviceRequired });
    expect(parseOsmandFields({ id: 'A', lat: '1' }, ctx)).toEqual({ ok: false, message: INTAKE_MSG.coordinatesRequired, field: 'lon' });
    for (const [field, value] of [['lat', 'abc'], ['lon', '1,5'], ['speed', 'fast'], ['bearing', 'NaN'], ['altitude', 'Infinity'], ['batt', '0x10'], ['accuracy', '1e999']]) {
      expect(parseOsmandFields({ id: 'A', lat: '1', lon: '2', [field]: value }, ctx), `${field}=${value}`).toEqual({ ok: false, message: INTAKE_MSG.invalidOf(field), field });
    }
    expect(parseOsmandFields({ id: 'A', location: '1;2' }, ctx)).toMatchObject({ ok: false, field: 'location' });
  });
});

describe('OsmAnd timestamps', () => {
  it('epoch seconds and epoch milliseconds', () => {
    expect(timeOf('1795400000', ctx)).toEqual(new Date(1795400000000));
    expect(timeOf('1795400000123', ctx)).toEqual(new Date(1795400000123));
    expect(timeOf('1795400000.5', ctx)).toEqual(new Date(1795400000500));
  });

  it('ISO 8601 with an offset, or without one as local time of TZ', () => {
    expect(timeOf('2026-11-23T06:30:00Z', ctx)).toEqual(new Date(Date.UTC(2026, 10, 23, 6, 30)));
    expect(timeOf('2026-11-23T06:30:00.250+07:00', ctx)).toEqual(new Date(Date.UTC(2026, 10, 22, 23, 30, 0, 250)));
    expect(timeOf('2026-11-23T06:30:00-0300', ctx)).toEqual(new Date(Date.UTC(2026, 10, 23, 9, 30)));
    expect(timeOf('2026-11-23T13:30:00', ctx)).toEqual(new Date(Date.UTC(2026, 10, 23, 6, 30)));
  });

  it('yyyy-MM-dd HH:mm:ss in TZ (Asia/Jakarta is UTC+7)', () => {
    expect(timeOf('2026-11-23 13:30:05', ctx)).toEqual(new Date(Date.UTC(2026, 10, 23, 6, 30, 5)));
    expect(timeOf('2026-11-23 13:30:05', { ...ctx, timeZone: 'UTC' })).toEqual(new Date(Date.UTC(2026, 10, 23, 13, 30, 5)));
  });

  it('refuses anything else, and impossible dates', () => {
    for (const bad of ['kemarin', '2026-02-31 10:00:00', '2026-11-23 24:00:00', '23/11/2026 10:00', '-5', '2026-11-23T10:00:00+25:00']) {
      expect(() => timeOf(bad, ctx), bad).toThrow(INTAKE_MSG.invalidOf('timestamp'));
    }
  });
});

describe("Traccar Client 9's JSON body", () => {
  const body = (location: Record<string, unknown>) => ({ device_id: 'HP-009', location });

  it('reads coordinates, speed in m/s to km/h, battery level 0–1 to percent', () => {
    const r = ok(parseOsmandJson(body({
      timestamp: '2026-11-23T06:30:00.000Z',
      coords: { latitude: -6.8837, longitude: 112.0452, speed: 10, heading: 45, altitude: 20, accuracy: 5 },
      is_moving: true,
      odometer: 1234,
      battery: { level: 0.75, is_charging: false },
    }), ctx));
    expect(r).toEqual({ ok: true, deviceId: 'HP-009', position: { time: new Date(Date.UTC(2026, 10, 23, 6, 30)), latitude: -6.8837, longitude: 112.0452, speedKmh: 36, heading: 45, altitude: 20, accuracy: 5, battery: 75 } });
  });

  it('refuses a body without device or coordinates, or with values of the wrong kind', () => {
    expect(parseOsmandJson({ location: { coords: { latitude: 1, longitude: 2 } } }, ctx)).toMatchObject({ ok: false, message: INTAKE_MSG.deviceRequired, field: 'device_id' });
    expect(parseOsmandJson(body({ coords: { latitude: 1 } }), ctx)).toMatchObject({ ok: false, message: INTAKE_MSG.coordinatesRequired });
    expect(parseOsmandJson(body({ coords: { latitude: 1, longitude: true } }), ctx)).toMatchObject({ ok: false, field: 'location.coords.longitude' });
    expect(parseOsmandJson(body({ coords: [1, 2] }), ctx)).toMatchObject({ ok: false, field: 'location.coords' });
    expect(parseOsmandJson([1, 2], ctx)).toMatchObject({ ok: false, field: 'body' });
    expect(parseOsmandJson(body({ timestamp: 'besok', coords: { latitude: 1, longitude: 2 } }), ctx)).toMatchObject({ ok: false, field: 'location.timestamp' });
  });
});
