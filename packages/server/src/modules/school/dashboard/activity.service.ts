import { and, asc, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { NOT_OPERATING, type FleetAttendanceWire, type TripWire, type VehicleActivityWire } from '@halte/contract';
import { boardings, routes, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { tripWires } from '../driver-console/trip-wire.js';
import { onTheRoad, type ServiceDay } from './service-day.js';

const activityOf = (t: TripWire): VehicleActivityWire => ({
  intid: t.intid,
  vcnama: t.vcnama,
  vcnopol: t.vcnopol,
  vcdriver: t.vcdriver,
  intstatus: t.intstatus,
  vcstatus: t.vcstatus,
  timestart: t.timestart,
  timestop: t.timestop,
  jmlsiswa: t.jmlsiswa,
});

/** The trips on the road during the day, in start order. */
export async function vehicleActivity(db: Db, day: ServiceDay): Promise<VehicleActivityWire[]> {
  return (await tripWires(db, onTheRoad(day))).map(activityOf);
}

/** Every vehicle of the fleet with its trips of the day and the students who rode them, by plate. */
export async function fleetAttendance(db: Db, day: ServiceDay): Promise<FleetAttendanceWire[]> {
  const [fleet, dayTrips, riders] = await Promise.all([
    db
      .select({ id: vehicles.id, name: vehicles.name, plate: vehicles.plate, route: routes.name })
      .from(vehicles)
      .innerJoin(routes, eq(routes.id, vehicles.routeId))
      .orderBy(asc(vehicles.plate), asc(vehicles.id)),
    tripWires(db, onTheRoad(day)),
    db
      .select({ vehicleId: trips.vehicleId, total: countDistinct(boardings.studentId) })
      .from(trips)
      .innerJoin(boardings, and(eq(boardings.tripId, trips.id), isNotNull(boardings.inAt)))
      .where(onTheRoad(day))
      .groupBy(trips.vehicleId),
  ]);
  const ridersOf = new Map(riders.map((r) => [r.vehicleId, r.total]));
  return fleet.map((v) => {
    const own = dayTrips.filter((t) => t.intvehicle_id === v.id);
    const latest = own.at(-1);
    const allStopped = own.length > 0 && own.every((t) => t.timestop !== null);
    return {
      intid: v.id,
      vcnama: v.name,
      vcnopol: v.plate,
      vcrute: v.route,
      jmltrip: own.length,
      jmlsiswa: ridersOf.get(v.id) ?? 0,
      intstatus: latest?.intstatus ?? null,
      vcstatus: latest?.vcstatus ?? NOT_OPERATING,
      timestart: own.find((t) => t.timestart !== null)?.timestart ?? null,
      timestop: allStopped ? latest!.timestop : null,
    };
  });
}
