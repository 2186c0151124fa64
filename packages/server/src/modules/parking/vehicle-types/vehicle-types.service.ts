import { eq, sql } from 'drizzle-orm';
import {
  MSG, type ParkingVehicleTypeBody, type ParkingVehicleTypeDetailWire, type ParkingVehicleTypeWire, calendarDateIn,
} from '@halte/contract';
import { parkingRecords, parkingVehicleTypes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { saveTariff, tariffHistory, tariffsInForce } from './tariffs.js';

registerUnique('parking_vehicle_types_code_key', 'vccode', 'Kode');

type TypeRecord = { id: number; code: string; name: string };

const toWire = (t: TypeRecord): ParkingVehicleTypeWire => ({ intid: t.id, vccode: t.code, vcname: t.name, tariff: null });

/** The types with the tariff each charges today. */
async function withTodaysTariff(db: Db, types: ParkingVehicleTypeWire[], timeZone: string) {
  const inForce = await tariffsInForce(db, types.map((t) => t.intid), calendarDateIn(timeZone));
  return types.map((t) => ({ ...t, tariff: inForce.get(t.intid) ?? null }));
}

const tariffOf = (b: ParkingVehicleTypeBody) => ({
  vcregulation: b.vcregulation,
  dteffective_from: b.dteffective_from,
  decfirst_fee: b.decfirst_fee,
  intfirst_minutes: b.intfirst_minutes,
  dechourly_fee: b.dechourly_fee,
  decmax_fee: b.decmax_fee,
});

/** `/parking/vehicle-type`: the classes of vehicle the regulation charges by, each with its versioned tariff. */
export function parkingVehicleTypesResource(timeZone: string): CrudResource<ParkingVehicleTypeDetailWire, ParkingVehicleTypeBody> {
  async function getType(db: Db, id: number): Promise<ParkingVehicleTypeDetailWire | undefined> {
    const [row] = await db.select().from(parkingVehicleTypes).where(eq(parkingVehicleTypes.id, id));
    if (!row) return undefined;
    const [current] = await withTodaysTariff(db, [toWire(row)], timeZone);
    return { ...current, tariffs: await tariffHistory(db, id) };
  }
  return {
    entity: 'parking_vehicle_type',
    list: listOf({
      table: parkingVehicleTypes,
      id: parkingVehicleTypes.id,
      columns: { id: parkingVehicleTypes.id, code: parkingVehicleTypes.code, name: parkingVehicleTypes.name },
      search: [parkingVehicleTypes.code, parkingVehicleTypes.name],
      order: [parkingVehicleTypes.code],
      map: toWire,
      complete: (db, data) => withTodaysTariff(db, data, timeZone),
    }),
    get: getType,
    async create(db, body) {
      const [row] = await db.insert(parkingVehicleTypes).values({ code: body.vccode, name: body.vcname }).returning({ id: parkingVehicleTypes.id });
      await saveTariff(db, row.id, tariffOf(body));
      return (await getType(db, row.id))!;
    },
    async update(db, id, body) {
      await db.update(parkingVehicleTypes).set({ code: body.vccode, name: body.vcname, updatedAt: sql`now()` }).where(eq(parkingVehicleTypes.id, id));
      await saveTariff(db, id, tariffOf(body));
      return (await getType(db, id))!;
    },
    async remove(db, id) {
      if ((await countOf(db, parkingRecords, eq(parkingRecords.vehicleTypeId, id))) > 0) throw conflict(MSG.inUse);
      await db.delete(parkingVehicleTypes).where(eq(parkingVehicleTypes.id, id));
    },
  };
}
