import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CARD_STATUS, MEMBER_CHILD_MSG, RUNNING_TRIP_STATUSES, type ChildRideWire, type MemberChildWire, type VehicleLocationWire, calendarDateIn,
} from '@halte/contract';
import { boardings, classes, routes, schoolVehicles, schools, students, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { vehicleLocations } from '../../school/vehicle-location/location.service.js';
import { childStops, type ChildStop } from '../../school/students/child-stop.js';
import { childEtas } from '../../school/arrivals/child-eta.js';
import { etaWire } from '../../school/arrivals/next-stops.service.js';

/**
 * The member's children (one when `studentId` is given), each with the vehicles to follow and
 * the child's rides of today's service day. A child with a route follows the trips running on
 * it (a bus moved to another route is no longer the child's); one without, the vehicles serving
 * the school. The vehicle of the last ride comes first: that is the bus the child is on, or last left.
 * Each child has its stop and, while a bus running on the route has the stop ahead, its arrival time.
 */
export async function memberChildren(db: Db, memberId: number, timeZone: string, studentId?: number, arrivals = true): Promise<MemberChildWire[]> {
  const kids = await db
    .select({
      id: students.id,
      nisn: students.nisn,
      name: students.fullName,
      schoolId: students.schoolId,
      school: schools.name,
      className: classes.name,
      card: students.cardPrinted,
      routeId: students.routeId,
      route: routes.name,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .leftJoin(routes, eq(routes.id, students.routeId))
    .where(and(eq(students.memberId, memberId), studentId === undefined ? undefined : eq(students.id, studentId)))
    .orderBy(asc(students.fullName), asc(students.id));
  if (!kids.length) return [];

  const schoolIds = [...new Set(kids.filter((k) => k.routeId === null).map((k) => k.schoolId))];
  const serving = schoolIds.length
    ? await db
        .select({ schoolId: schoolVehicles.schoolId, vehicleId: schoolVehicles.vehicleId })
        .from(schoolVehicles)
        .where(inArray(schoolVehicles.schoolId, schoolIds))
    : [];
  const routeIds = [...new Set(kids.flatMap((k) => (k.routeId === null ? [] : [k.routeId])))];
  const onRoute = routeIds.length
    ? await db
        .select({ routeId: trips.routeId, vehicleId: trips.vehicleId })
        .from(trips)
        .where(and(inArray(trips.routeId, routeIds), inArray(trips.status, [...RUNNING_TRIP_STATUSES])))
        .orderBy(asc(trips.startedAt), asc(trips.id))
    : [];
  const rides = await db
    .select({ studentId: boardings.studentId, tripId: trips.id, vehicleId: trips.vehicleId, plate: vehicles.plate, inAt: boardings.inAt, outAt: boardings.outAt })
    .from(boardings)
    .innerJoin(trips, eq(trips.id, boardings.tripId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(and(inArray(boardings.studentId, kids.map((k) => k.id)), eq(trips.serviceDate, calendarDateIn(timeZone))))
    .orderBy(sql`coalesce(${boardings.inAt}, ${boardings.outAt})`, asc(boardings.id));

  const vehicleIds = new Set([...serving.map((s) => s.vehicleId), ...onRoute.map((t) => t.vehicleId), ...rides.map((r) => r.vehicleId)]);
  const located = new Map<number, VehicleLocationWire>();
  for (const id of vehicleIds) {
    const [where] = await vehicleLocations(db, id);
    if (where) located.set(id, where);
  }

  const now = new Date();
  // Following the buses live needs only their ids: no stop nor arrival time is worked out for it.
  const stops = arrivals ? await childStops(db, kids.map((k) => k.id)) : new Map<number, ChildStop>();
  const etas = await childEtas(db, stops, now);

  return kids.map((k) => {
    const own = rides.filter((r) => r.studentId === k.id);
    const lastRide = own.at(-1)?.vehicleId;
    const followed = k.routeId === null ? serving.filter((s) => s.schoolId === k.schoolId) : onRoute.filter((t) => t.routeId === k.routeId);
    const ids = [...new Set([...(lastRide ? [lastRide] : []), ...followed.map((s) => s.vehicleId)])];
    const card = k.card ? 1 : 0;
    const busOnRoute = k.routeId === null ? null : followed.length > 0;
    const stop = stops.get(k.id);
    const found = etas.get(k.id);
    const eta = found && etaWire(found, now);
    return {
      intid: k.id,
      vckode: k.nisn,
      vcnama: k.name,
      intsekolah: k.schoolId,
      vcsekolah: k.school,
      vckelas: k.className,
      intprint_card: card,
      vcstatus_kartu: CARD_STATUS[card],
      intrute: k.routeId,
      vcrute: k.route ?? '',
      bus_beroperasi: busOnRoute,
      vcketerangan_bus: busOnRoute === false ? MEMBER_CHILD_MSG.noBusOnRoute : '',
      kendaraan: ids.flatMap((id) => located.get(id) ?? []),
      perjalanan_hari_ini: own.map((r): ChildRideWire => ({ inttrip_id: r.tripId, vcnopol: r.plate, dtin: r.inAt?.toISOString() ?? null, dtout: r.outAt?.toISOString() ?? null })),
      intrute_titik_id: stop?.pointId ?? null,
      vcrute_titik: stop?.name ?? '',
      dteta: eta ? eta.dteta : null,
      intmenit_tiba: eta ? eta.intmenit : null,
    };
  });
}

/** The vehicles a member may follow live: those serving the member's children (as `GET /member/children` names them). */
export async function memberVehicleIds(db: Db, memberId: number, timeZone: string): Promise<number[]> {
  const children = await memberChildren(db, memberId, timeZone, undefined, false);
  return [...new Set(children.flatMap((c) => c.kendaraan.map((v) => v.intid)))];
}
