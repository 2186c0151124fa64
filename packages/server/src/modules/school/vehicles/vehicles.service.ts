import { eq, sql } from 'drizzle-orm';
import { vehicleTypeName, type VehicleBody, type VehicleWire } from '@halte/contract';
import { routes, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { fieldError } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';

registerUnique('vehicles_code_unique', 'vckode', 'Kode');
registerUnique('vehicles_plate_key', 'vcnopol', 'Nomor Kendaraan');
registerUnique('vehicles_device_key', 'vcdevice_id', 'ID Perangkat GPS');

const columns = {
  id: vehicles.id,
  code: vehicles.code,
  name: vehicles.name,
  plate: vehicles.plate,
  type: vehicles.type,
  routeId: vehicles.routeId,
  routeName: routes.name,
  deviceId: vehicles.deviceId,
};
type VehicleRecord = { id: number; code: string; name: string; plate: string; type: number; routeId: number; routeName: string; deviceId: string | null };

const toWire = (v: VehicleRecord): VehicleWire => ({
  intid: v.id,
  vckode: v.code,
  vcnama: v.name,
  vcnopol: v.plate,
  inttypeangkutan: v.type,
  vctipe_angkutan: vehicleTypeName(v.type),
  intrute_angkutan_id: v.routeId,
  vcrute: v.routeName,
  vcdevice_id: v.deviceId ?? '',
});

export async function getVehicle(db: Db, id: number): Promise<VehicleWire | undefined> {
  const [row] = await db.select(columns).from(vehicles).innerJoin(routes, eq(routes.id, vehicles.routeId)).where(eq(vehicles.id, id));
  return row && toWire(row);
}

const vehiclesList = listOf({
  table: vehicles,
  id: vehicles.id,
  columns,
  joins: [{ table: routes, on: eq(routes.id, vehicles.routeId) }],
  search: [vehicles.name, vehicles.code, vehicles.plate, routes.name],
  order: [vehicles.code],
  map: (row: VehicleRecord) => toWire(row),
});

async function fieldsOf(db: Db, b: VehicleBody) {
  const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, b.intrute_angkutan_id));
  if (!route) throw fieldError('intrute_angkutan_id', 'Rute tidak ditemukan.');
  return { code: b.vckode, name: b.vcnama, plate: b.vcnopol, type: b.inttypeangkutan, routeId: b.intrute_angkutan_id, deviceId: b.vcdevice_id || null };
}

export const vehiclesResource: CrudResource<VehicleWire, VehicleBody> = {
  entity: 'vehicle',
  list: vehiclesList,
  get: getVehicle,
  async create(db, body) {
    const [row] = await db.insert(vehicles).values(await fieldsOf(db, body)).returning({ id: vehicles.id });
    return (await getVehicle(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(vehicles).set({ ...(await fieldsOf(db, body)), updatedAt: sql`now()` }).where(eq(vehicles.id, id));
    return (await getVehicle(db, id))!;
  },
  async remove(db, id) {
    await db.delete(vehicles).where(eq(vehicles.id, id));
  },
};

/** Vehicles on a route, for the 409 when the route is deleted. */
export const vehiclesOnRoute = (db: Db, routeId: number) => countOf(db, vehicles, eq(vehicles.routeId, routeId));
