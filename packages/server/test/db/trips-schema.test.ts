import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, routes, trips, vehicles } from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import { pgErrorCode } from '../../src/lib/http/db-errors.js';
import { freshDatabase } from '../helpers/database.js';

let database: Database;
let vehicleIds: number[];
let driverIds: number[];
let routeId: number;
beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  const [route] = await db.insert(routes).values({ code: 'R1', name: 'Rute 1' }).returning();
  routeId = route.id;
  vehicleIds = (await db.insert(vehicles).values([1, 2].map((n) => ({ code: `B${n}`, name: `Bus ${n}`, plate: `S ${n} AB`, type: 1, routeId: route.id }))).returning()).map((v) => v.id);
  driverIds = (await db.insert(drivers).values([1, 2].map((n) => ({ code: `D${n}`, nip: `N${n}`, fullName: `Sopir ${n}`, phone: '0812' })))
    .returning()).map((d) => d.id);
});
afterAll(() => database.close());

const trip = (vehicleId: number, driverId: number, status: number) => ({ vehicleId, driverId, routeId, serviceDate: '2026-11-23', status });
const failure = (p: Promise<unknown>) => p.then(() => 'stored', (err: unknown) => pgErrorCode(err));

describe('trips on the road', () => {
  it('at most one running trip (1 or 99) per vehicle and per driver; finished and planned ones do not count', async () => {
    const { db } = database;
    const [v1, v2] = vehicleIds;
    const [d1, d2] = driverIds;
    await db.insert(trips).values([trip(v1, d1, 9), trip(v1, d1, 9), trip(v1, d1, 0), trip(v1, d1, 1)]);
    expect(await failure(db.insert(trips).values(trip(v1, d2, 1)))).toBe('23505');
    expect(await failure(db.insert(trips).values(trip(v1, d2, 99)))).toBe('23505');
    expect(await failure(db.insert(trips).values(trip(v2, d1, 99)))).toBe('23505');
    expect(await failure(db.insert(trips).values(trip(v2, d2, 99)))).toBe('stored');
  });
});
