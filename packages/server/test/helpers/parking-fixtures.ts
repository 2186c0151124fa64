import { parkingLocations, parkingRecords, parkingTariffs, parkingVehicleTypes } from '../../src/db/schema/index.js';
import { dailyTotals } from '../../src/modules/parking/records/daily-totals.js';
import { startTestApp, type TestApp } from './app.js';
import { created } from './transport-fixtures.js';

/** Two locations; a motorbike type with a flat fee and a car type whose tariff changed on 1 July 2026. */
export async function parkingSetup(t: TestApp) {
  const db = t.database.db;
  const [alun, pasar] = await db
    .insert(parkingLocations)
    .values([
      { name: 'Alun-Alun Tuban', address: 'Jl. Alun-Alun' },
      { name: 'Pasar Baru', address: 'Jl. Pasar' },
    ])
    .returning({ id: parkingLocations.id });
  const [motor, car] = await db
    .insert(parkingVehicleTypes)
    .values([
      { code: 'MTR', name: 'Motor' },
      { code: 'MBL', name: 'Mobil' },
    ])
    .returning({ id: parkingVehicleTypes.id });
  await db.insert(parkingTariffs).values([
    { vehicleTypeId: motor.id, effectiveFrom: '2020-01-01', regulation: 'Perda No. 3 Tahun 2021', firstFee: 2000 },
    { vehicleTypeId: car.id, effectiveFrom: '2020-01-01', regulation: 'Perda No. 3 Tahun 2021', firstFee: 5000, firstMinutes: 60, hourlyFee: 2000, maxFee: 20000 },
    { vehicleTypeId: car.id, effectiveFrom: '2026-07-01', regulation: 'Perbup No. 12 Tahun 2026', firstFee: 6000, firstMinutes: 60, hourlyFee: 3000, maxFee: 25000 },
  ]);
  return { alun: alun.id, pasar: pasar.id, motor: motor.id, car: car.id };
}

export type ParkingIds = Awaited<ReturnType<typeof parkingSetup>>;

/** The admin's call to `/api/v1${url}`. */
export type AdminCall = (method: string, url: string, body?: unknown) => ReturnType<TestApp['call']>;

/** A parking-mode app holding parkingSetup's rows, and the admin's calls to its API. */
export async function parkingApp(): Promise<{ t: TestApp; ids: ParkingIds; call: AdminCall }> {
  const t = await startTestApp({ APP_TYPE: 'parking' });
  const ids = await parkingSetup(t);
  const call: AdminCall = (method, url, body) => t.call(method, `/api/v1${url}`, { token: t.adminToken, body });
  return { t, ids, call };
}

export interface StayFixture {
  plate: string;
  typeId: number;
  locationId: number;
  checkInAt: Date;
  checkOutAt?: Date;
  amount?: number;
}

/** A stay written straight into the table, as an attendant's phone would have left it. */
export async function insertStay(t: TestApp, s: StayFixture): Promise<number> {
  const [row] = await t.database.db
    .insert(parkingRecords)
    .values({
      licenseNumber: s.plate,
      vehicleTypeId: s.typeId,
      locationId: s.locationId,
      checkInAt: s.checkInAt,
      checkOutAt: s.checkOutAt ?? null,
      status: s.checkOutAt ? 2 : 1,
      amount: s.checkOutAt ? (s.amount ?? 0) : null,
    })
    .returning({ id: parkingRecords.id });
  return row.id;
}

export const locationBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vcname: `Pasar Baru ${n}`,
  vcaddress: `Jl. Pahlawan No. ${n}, Tuban`,
  declatitude: -6.8975 + n / 1000,
  declongitude: 112.0506,
  ...extra,
});

export const vehicleTypeBody = (code: string, extra: Record<string, unknown> = {}) => ({
  vccode: code,
  vcname: `Kendaraan ${code}`,
  vcregulation: 'Perda Kabupaten Tuban No. 3 Tahun 2021',
  dteffective_from: '2021-01-01',
  decfirst_fee: 3000,
  intfirst_minutes: 60,
  dechourly_fee: 1000,
  decmax_fee: 10000,
  ...extra,
});

/** A location and a vehicle type, made through the API. */
export async function parkingPlace(t: TestApp, n: number) {
  const location = await created(t, '/api/v1/parking/location', locationBody(n));
  const type = await created(t, '/api/v1/parking/vehicle-type', vehicleTypeBody(`T${n}`));
  return { locationId: location.intid as number, typeId: type.intid as number };
}

/**
 * Stays on two past days, and those days summarised: a database holding every kind of parking
 * row, the summary included, for the tools that copy databases.
 */
export async function summarisedStays(t: TestApp) {
  const ids = await parkingSetup(t);
  for (const [n, checkInAt] of [new Date('2026-10-05T03:00:00Z'), new Date('2026-10-06T03:00:00Z'), new Date('2026-10-06T05:00:00Z')].entries()) {
    await insertStay(t, { plate: `L${n}CP`, typeId: ids.car, locationId: ids.alun, checkInAt, checkOutAt: new Date(checkInAt.getTime() + 3_600_000), amount: 5000 });
  }
  await dailyTotals(t.database.db, { from: '2026-10-05', to: '2026-10-06' }, {}, t.config.timeZone);
}
