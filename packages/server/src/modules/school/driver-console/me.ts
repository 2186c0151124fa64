import { and, asc, eq, inArray } from 'drizzle-orm';
import { RUNNING_TRIP_STATUSES, type DriverMeWire, calendarDateIn } from '@halte/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { routes, trips, vehicles } from '../../../db/schema/index.js';
import type { DriverRow } from './current-driver.js';
import { tripWires } from './trip-wire.js';

const running = inArray(trips.status, [...RUNNING_TRIP_STATUSES]);

/**
 * What the driver app opens with: the driver, the vehicles they may drive (every vehicle: the
 * driver form assigns none yet), their running trip and their trips of today's service date.
 */
export async function driverMe({ db, config }: { db: Db; config: Pick<Config, 'timeZone'> }, driver: DriverRow): Promise<DriverMeWire> {
  const today = calendarDateIn(config.timeZone);
  const [fleet, busy, current, todays] = await Promise.all([
    db.select({ id: vehicles.id, code: vehicles.code, name: vehicles.name, plate: vehicles.plate, routeId: vehicles.routeId, route: routes.name })
      .from(vehicles)
      .innerJoin(routes, eq(routes.id, vehicles.routeId))
      .orderBy(asc(vehicles.name), asc(vehicles.id)),
    db.select({ vehicleId: trips.vehicleId }).from(trips).where(running),
    tripWires(db, and(eq(trips.driverId, driver.id), running)),
    tripWires(db, and(eq(trips.driverId, driver.id), eq(trips.serviceDate, today))),
  ]);
  const onTheRoad = new Set(busy.map((b) => b.vehicleId));
  return {
    driver: { intid: driver.id, vccode_driver: driver.code, vcname: driver.fullName, vcphone: driver.phone },
    vehicles: fleet.map((v) => ({ intid: v.id, vckode: v.code, vcnama: v.name, vcnopol: v.plate, intrute_angkutan_id: v.routeId, vcrute: v.route, running: onTheRoad.has(v.id) })),
    current: current[0] ?? null,
    trips: todays,
  };
}
