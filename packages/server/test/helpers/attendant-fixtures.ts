import { parkingLocations, parkingTariffs, parkingVehicleTypes } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { userOfRole } from './roles.js';

let counter = 0;

/**
 * A parking world written straight to the tables (the master screens' own calls are another
 * area's): two active locations and an inactive one, a car type whose tariff changes on
 * 2026-01-01 (first hour 4,000 then 2,000 a started hour, capped at 20,000 a day) and a flat
 * motorcycle type (2,000 an entry), and a signed-in attendant.
 */
export async function parkingWorld(t: TestApp) {
  counter += 1;
  const db = t.database.db;
  const [pasar, alun, closed] = await db.insert(parkingLocations).values([
    { name: `Pasar Baru Tuban ${counter}`, address: 'Jl. Pemuda, Tuban' },
    { name: `Alun-alun Tuban ${counter}`, address: 'Jl. Alun-alun Utara, Tuban' },
    { name: `Terminal Lama ${counter}`, address: 'Jl. Basuki Rahmat, Tuban', active: false },
  ]).returning();
  const [car, motor, untariffed] = await db.insert(parkingVehicleTypes).values([
    { code: `MBL${counter}`, name: 'Mobil' },
    { code: `MTR${counter}`, name: 'Motor' },
    { code: `BUS${counter}`, name: 'Bus' },
  ]).returning();
  await db.insert(parkingTariffs).values([
    { vehicleTypeId: car.id, effectiveFrom: '2020-01-01', regulation: 'Perda No. 5 Tahun 2019', firstFee: 3000, firstMinutes: 60, hourlyFee: 1000, maxFee: 15000 },
    { vehicleTypeId: car.id, effectiveFrom: '2026-01-01', regulation: 'Perda No. 3 Tahun 2025', firstFee: 4000, firstMinutes: 60, hourlyFee: 2000, maxFee: 20000 },
    { vehicleTypeId: motor.id, effectiveFrom: '2020-01-01', regulation: 'Perda No. 5 Tahun 2019', firstFee: 2000, firstMinutes: 0 },
    // A tariff that only starts in the future: the type has none in force yet.
    { vehicleTypeId: untariffed.id, effectiveFrom: '2099-01-01', regulation: 'Perda No. 1 Tahun 2098', firstFee: 10000, firstMinutes: 0 },
  ]);
  const jukir = await userOfRole(t, 'JUKIR');
  return { pasar, alun, closed, car, motor, untariffed, jukir };
}
