import { asc, eq, isNull } from 'drizzle-orm';
import { VEHICLE_LOCATION_API, VEHICLE_STATES, vehicleStateOf, type VehicleLocationWire } from '@halte/contract';
import { routes, vehiclePositions, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { ScreenAccess } from '../../../auth/access.js';

/** Who may join the socket's tracking rooms: those of the live map and its vehicles' history. */
export const LIVE_SCREENS: ScreenAccess = VEHICLE_LOCATION_API.positions.access;

/** What the live map names a vehicle by. */
export interface VehicleInfo {
  id: number;
  name: string;
  plate: string;
  routeId: number;
  routeName: string;
}

/** A latest position, as stored or as just stored. */
export interface LatestPosition {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh?: number | null;
  heading?: number | null;
}

const infoColumns = { id: vehicles.id, name: vehicles.name, plate: vehicles.plate, routeId: vehicles.routeId, routeName: routes.name };

/** Every vehicle's name, plate and route (a fleet is a few hundred rows). */
export const allVehicleInfo = (db: Db): Promise<VehicleInfo[]> =>
  db.select(infoColumns).from(vehicles).innerJoin(routes, eq(routes.id, vehicles.routeId));

/** One vehicle's name, plate and route. */
export async function vehicleInfo(db: Db, id: number): Promise<VehicleInfo | undefined> {
  const [row] = await db.select(infoColumns).from(vehicles).innerJoin(routes, eq(routes.id, vehicles.routeId)).where(eq(vehicles.id, id));
  return row;
}

/** Speed and heading to a tenth: stored as `real`, they would read back as 37.040000915527344. */
export const tenth = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

/** The wire of `GET /vehicles/location` and `vehicle:position`, with the state at `now`. */
export function locationWire(v: VehicleInfo, p: LatestPosition | null, now = Date.now()): VehicleLocationWire {
  const position = {
    declattitude: p?.latitude ?? null,
    declongitude: p?.longitude ?? null,
    deckecepatan: tenth(p?.speedKmh),
    decarah: tenth(p?.heading),
    dtwaktu: p ? p.time.toISOString() : null,
  };
  const state = vehicleStateOf(position, now);
  return {
    intid: v.id,
    vcnama: v.name,
    vcnopol: v.plate,
    intrute_angkutan_id: v.routeId,
    vcrute: v.routeName,
    ...position,
    intstatus: state,
    vcstatus: VEHICLE_STATES[state],
  };
}

/**
 * The fleet (or one vehicle) with each latest position. Vehicles that never reported are listed
 * too, with null coordinates, after the located ones: a dispatcher must see that a bus is
 * missing, and the first row still centres the map.
 */
export async function vehicleLocations(db: Db, vehicleId?: number): Promise<VehicleLocationWire[]> {
  const rows = await db
    .select({
      ...infoColumns,
      time: vehiclePositions.time,
      latitude: vehiclePositions.latitude,
      longitude: vehiclePositions.longitude,
      speedKmh: vehiclePositions.speedKmh,
      heading: vehiclePositions.heading,
    })
    .from(vehicles)
    .innerJoin(routes, eq(routes.id, vehicles.routeId))
    .leftJoin(vehiclePositions, eq(vehiclePositions.vehicleId, vehicles.id))
    .where(vehicleId === undefined ? undefined : eq(vehicles.id, vehicleId))
    .orderBy(isNull(vehiclePositions.time), asc(vehicles.plate), asc(vehicles.id));
  const now = Date.now();
  return rows.map(({ time, latitude, longitude, speedKmh, heading, ...info }) =>
    locationWire(info, time === null || latitude === null || longitude === null ? null : { time, latitude, longitude, speedKmh, heading }, now),
  );
}
