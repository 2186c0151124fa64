import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parkingFee, calendarDateIn, zonedInstant } from '@halte/contract';
import { seedParkingDemo, type ParkingDemoCounts } from '../../src/db/seed/parking-demo.js';
import { DEMO_JUKIR_PASSWORD } from '../../src/db/seed/demo/parking.js';
import { parkingLocations, parkingRecords, parkingTargets, parkingTariffs, parkingVehicleTypes, roles, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const TZ = 'Asia/Jakarta';
// A Saturday afternoon: some vehicles are still parked.
const NOW = zonedInstant({ year: 2026, month: 11, day: 21, hour: 15, minute: 20 }, TZ);
const DAYS = 14;

let t: TestApp;
let counts: ParkingDemoCounts | undefined;
beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
  counts = await seedParkingDemo(t.database.db, { appType: 'parking', log: t.app.log, timeZone: TZ, now: NOW, days: DAYS });
}, 180_000);
afterAll(() => t.close());

describe('the parking demo data', () => {
  it('places 15 locations around Tuban, three vehicle types with their tariffs, an attendant for each place and a target', async () => {
    const db = t.database.db;
    const places = await db.select().from(parkingLocations);
    expect(places).toHaveLength(15);
    // Within Kabupaten Tuban.
    for (const p of places) {
      expect(p.latitude!).toBeGreaterThan(-7.2);
      expect(p.latitude!).toBeLessThan(-6.75);
      expect(p.longitude!).toBeGreaterThan(111.6);
      expect(p.longitude!).toBeLessThan(112.2);
    }
    expect((await db.select().from(parkingVehicleTypes)).map((v) => v.code)).toEqual(['MTR', 'MBL', 'BTR']);
    expect((await db.select().from(parkingTariffs)).length).toBe(4);
    const attendants = await db.select({ username: users.username }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(roles.code, 'JUKIR'));
    expect(attendants).toHaveLength(15);
    const [target] = await db.select().from(parkingTargets);
    expect(target).toMatchObject({ year: 2026, month: 0 });
    expect(target.amount).toBeGreaterThan(0);
    expect(counts).toMatchObject({ locations: 15, types: 3, attendants: 15 });
  });

  it("a fortnight of stays, busier at the weekend, none after now; each fee its tariff's in force at check-in", async () => {
    const db = t.database.db;
    const stays = await db.select().from(parkingRecords);
    expect(stays.length).toBe(counts!.stays);
    expect(stays.length).toBeGreaterThan(15 * 30 * DAYS * 0.8);
    const days = new Set(stays.map((s) => calendarDateIn(TZ, s.checkInAt)));
    expect(days.size).toBe(DAYS);
    expect(stays.every((s) => s.checkInAt <= NOW)).toBe(true);
    const perDay = (day: string) => stays.filter((s) => calendarDateIn(TZ, s.checkInAt) === day).length;
    // Sunday the 15th against Wednesday the 18th.
    expect(perDay('2026-11-15')).toBeGreaterThan(perDay('2026-11-18') * 1.3);

    const tariffs = new Map((await db.select().from(parkingTariffs)).map((x) => [x.id, x]));
    const versionsOf = (type: number) => [...tariffs.values()].filter((x) => x.vehicleTypeId === type).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    for (const s of stays) {
      const day = calendarDateIn(TZ, s.checkInAt);
      const tariff = versionsOf(s.vehicleTypeId).filter((x) => x.effectiveFrom <= day).at(-1)!;
      expect(s.tariffId).toBe(tariff.id);
      if (s.status === 2) {
        expect(s.amount).toBe(parkingFee({ decfirst_fee: tariff.firstFee, intfirst_minutes: tariff.firstMinutes, dechourly_fee: tariff.hourlyFee, decmax_fee: tariff.maxFee }, s.checkInAt, s.checkOutAt!));
      } else {
        expect([s.amount, s.checkOutAt, day]).toEqual([null, null, '2026-11-21']);
      }
    }
    expect(counts!.parked).toBeGreaterThan(0);
    expect(stays.filter((s) => s.status === 1)).toHaveLength(counts!.parked);
  });

  it('signs an attendant in with the demo password; seeds nothing twice, nor in the school mode', async () => {
    expect(await t.signin('jukir01', DEMO_JUKIR_PASSWORD)).toBeTruthy();
    expect(await seedParkingDemo(t.database.db, { appType: 'parking', log: t.app.log, timeZone: TZ, now: NOW, days: DAYS })).toBeUndefined();
    expect(await seedParkingDemo(t.database.db, { appType: 'school', log: t.app.log, timeZone: TZ, now: NOW, days: DAYS })).toBeUndefined();
  });
});
