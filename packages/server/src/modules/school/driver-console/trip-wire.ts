import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { tripStatusName, type TripWire } from '@halte/contract';
import { boardings, drivers, routes, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Trips as the driver app shows them, with vehicle, route, driver and riders, in start order. */
export async function tripWires(db: Db, where: SQL | undefined): Promise<TripWire[]> {
  // Per trip row, through the boardings' (trip, student) index.
  const riders = sql<number>`(select count(distinct ${boardings.studentId}) from ${boardings} where ${boardings.tripId} = ${trips.id} and ${boardings.inAt} is not null)`.mapWith(Number);
  const rows = await db
    .select({ trip: trips, vehicleName: vehicles.name, plate: vehicles.plate, routeName: routes.name, driverName: drivers.fullName, riders })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .innerJoin(routes, eq(routes.id, trips.routeId))
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .where(where)
    .orderBy(asc(trips.startedAt), asc(trips.id));
  return rows.map(({ trip: t, ...r }) => ({
    intid: t.id,
    intvehicle_id: t.vehicleId,
    vcnama: r.vehicleName,
    vcnopol: r.plate,
    intrute_angkutan_id: t.routeId,
    vcrute: r.routeName,
    intdriver_id: t.driverId,
    vcdriver: r.driverName,
    dtservice: t.serviceDate,
    intstatus: t.status,
    vcstatus: tripStatusName(t.status),
    vcnote: t.note,
    timestart: iso(t.startedAt),
    declattitude_start: t.startLatitude,
    declongitude_start: t.startLongitude,
    timestop: iso(t.stoppedAt),
    declattitude_stop: t.stopLatitude,
    declongitude_stop: t.stopLongitude,
    jmlsiswa: r.riders,
  }));
}

/** One trip's wire (it exists: read after a write). */
export async function tripWire(db: Db, id: number): Promise<TripWire> {
  const [wire] = await tripWires(db, eq(trips.id, id));
  return wire;
}
