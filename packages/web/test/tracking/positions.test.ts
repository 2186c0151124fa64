import { describe, expect, it } from 'vitest';
import { vehicleStateOf, type VehicleLocationWire } from '@halte/contract';
import { applyPositions } from '../../src/features/school/tracking/useVehicleLocations';
import { positionAt } from '../../src/features/school/tracking/DayView';
import { tracking } from '../../src/i18n/tracking';

const wire = (intid: number, dtwaktu: string | null, lat: number | null = -6.9, speed: number | null = 20): VehicleLocationWire => ({
  intid,
  vcnama: `Bus ${intid}`,
  vcnopol: `S ${intid} AB`,
  intrute_angkutan_id: 1,
  vcrute: 'Rute 1',
  declattitude: lat,
  declongitude: lat === null ? null : 112.05,
  deckecepatan: speed,
  decarah: null,
  dtwaktu,
  intstatus: 1,
  vcstatus: 'Bergerak',
});

describe('live positions applied to the list', () => {
  it('a pushed position replaces its vehicle; an older one arriving late does not; others are left alone', () => {
    const list = [wire(1, '2026-11-23T06:00:00.000Z', -6.9), wire(2, null, null)];
    const next = applyPositions(list, [wire(1, '2026-11-23T06:00:05.000Z', -6.91), wire(2, '2026-11-23T06:00:05.000Z', -6.8), wire(3, '2026-11-23T06:00:05.000Z')]);
    expect(next.map((v) => [v.intid, v.declattitude])).toEqual([[1, -6.91], [2, -6.8]]);
    expect(applyPositions(next, [wire(1, '2026-11-23T05:59:00.000Z', -7)])[0].declattitude).toBe(-6.91);
  });
});

describe('state as time passes', () => {
  const at = Date.parse('2026-11-23T06:00:00.000Z');
  it('moving from 3 km/h, stopped below, no signal after 10 minutes or without any position', () => {
    expect(vehicleStateOf({ deckecepatan: 3, dtwaktu: '2026-11-23T05:59:00.000Z' }, at)).toBe(1);
    expect(vehicleStateOf({ deckecepatan: 2.9, dtwaktu: '2026-11-23T05:59:00.000Z' }, at)).toBe(2);
    expect(vehicleStateOf({ deckecepatan: null, dtwaktu: '2026-11-23T05:59:00.000Z' }, at)).toBe(2);
    expect(vehicleStateOf({ deckecepatan: 40, dtwaktu: '2026-11-23T05:50:00.000Z' }, at)).toBe(1);
    expect(vehicleStateOf({ deckecepatan: 40, dtwaktu: '2026-11-23T05:49:59.000Z' }, at)).toBe(3);
    expect(vehicleStateOf({ deckecepatan: null, dtwaktu: null }, at)).toBe(3);
  });

  it('says how long ago as a dispatcher reads it', () => {
    expect([30_000, 60_000, 3 * 60_000 + 59_000, 2 * 3_600_000, 26 * 3_600_000].map(tracking.ago)).toEqual(['baru saja', '1 menit lalu', '3 menit lalu', '2 jam lalu', '1 hari lalu']);
  });
});

describe('the replayed position', () => {
  const fixes = [
    { at: 0, lat: 0, lng: 0, speed: 10 },
    { at: 10_000, lat: 1, lng: 2, speed: 20 },
    { at: 30_000, lat: 3, lng: 2, speed: 0 },
  ];
  it('lies between the two fixes around the time, in proportion; before and after the day at its ends', () => {
    expect(positionAt(fixes, 5_000)).toMatchObject({ lat: 0.5, lng: 1, speed: 10 });
    expect(positionAt(fixes, 20_000)).toMatchObject({ lat: 2, lng: 2, speed: 20 });
    expect(positionAt(fixes, -1)).toMatchObject({ lat: 0, lng: 0 });
    expect(positionAt(fixes, 99_000)).toMatchObject({ lat: 3, lng: 2 });
  });
});
