import { eq, sql } from 'drizzle-orm';
import { MSG, PARKING_LOCATION_ACTIVE, type ParkingLocationBody, type ParkingLocationWire } from '@halte/contract';
import { parkingLocations, parkingRecords } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict } from '../../../lib/http/http-error.js';
import type { CrudResource } from '../../../lib/data/crud.js';

type LocationRecord = typeof parkingLocations.$inferSelect;

export const toParkingLocationWire = (l: Pick<LocationRecord, 'id' | 'name' | 'address' | 'latitude' | 'longitude' | 'active'>): ParkingLocationWire => ({
  intid: l.id,
  vcname: l.name,
  vcaddress: l.address,
  declatitude: l.latitude,
  declongitude: l.longitude,
  intactive: l.active ? 1 : 0,
  vcactive: PARKING_LOCATION_ACTIVE[l.active ? 1 : 0],
});

async function getLocation(db: Db, id: number): Promise<ParkingLocationWire | undefined> {
  const [row] = await db.select().from(parkingLocations).where(eq(parkingLocations.id, id));
  return row && toParkingLocationWire(row);
}

const columns = {
  id: parkingLocations.id,
  name: parkingLocations.name,
  address: parkingLocations.address,
  latitude: parkingLocations.latitude,
  longitude: parkingLocations.longitude,
  active: parkingLocations.active,
};

const fieldsOf = (b: ParkingLocationBody) => ({
  name: b.vcname,
  address: b.vcaddress,
  latitude: b.declatitude,
  longitude: b.declongitude,
  active: b.intactive === 1,
});

export const parkingLocationsResource: CrudResource<ParkingLocationWire, ParkingLocationBody> = {
  entity: 'parking_location',
  list: listOf({ table: parkingLocations, id: parkingLocations.id, columns, search: [parkingLocations.name, parkingLocations.address], order: [parkingLocations.name], map: toParkingLocationWire }),
  get: getLocation,
  async create(db, body) {
    const [row] = await db.insert(parkingLocations).values(fieldsOf(body)).returning();
    return toParkingLocationWire(row);
  },
  async update(db, id, body) {
    const [row] = await db.update(parkingLocations).set({ ...fieldsOf(body), updatedAt: sql`now()` }).where(eq(parkingLocations.id, id)).returning();
    return toParkingLocationWire(row);
  },
  async remove(db, id) {
    // Its stays are the revenue's record: a location that has any is deactivated, not deleted.
    if ((await countOf(db, parkingRecords, eq(parkingRecords.locationId, id))) > 0) throw conflict(MSG.inUse);
    await db.delete(parkingLocations).where(eq(parkingLocations.id, id));
  },
};
