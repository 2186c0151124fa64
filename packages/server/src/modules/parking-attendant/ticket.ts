import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ParkingTicketWire } from '@halte/contract';
import { parkingLocations, parkingRecords, parkingVehicleTypes } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type RecordRow = typeof parkingRecords.$inferSelect;

/** A record as the attendant's ticket, with the names of its type and location. */
export const toTicket = (r: RecordRow, typeName: string, locationName: string): ParkingTicketWire => ({
  intid: r.id,
  vclicense_number: r.licenseNumber,
  intvehicle_type_id: r.vehicleTypeId,
  vcvehicle_type: typeName,
  intparking_location_id: r.locationId,
  vclocation: locationName,
  dtcheck_in: r.checkInAt.toISOString(),
  dtcheck_out: r.checkOutAt?.toISOString() ?? null,
  intstatus: r.status,
  decamount: r.amount,
});

/** The tickets of the records `where` picks, newest check-in first. */
export async function tickets(db: Db, where: SQL | undefined, limit = 1): Promise<ParkingTicketWire[]> {
  const rows = await db
    .select({ r: parkingRecords, type: parkingVehicleTypes.name, location: parkingLocations.name })
    .from(parkingRecords)
    .innerJoin(parkingVehicleTypes, eq(parkingVehicleTypes.id, parkingRecords.vehicleTypeId))
    .innerJoin(parkingLocations, eq(parkingLocations.id, parkingRecords.locationId))
    .where(where)
    .orderBy(desc(parkingRecords.checkInAt), desc(parkingRecords.id))
    .limit(limit);
  return rows.map((x) => toTicket(x.r, x.type, x.location));
}

/** The ticket an earlier request of the attendant's phone made, under the same client id. */
export async function ticketOfClient(db: Db, attendantId: number, column: 'checkInClientId' | 'checkOutClientId', clientId: string) {
  const [ticket] = await tickets(db, and(eq(parkingRecords.attendantId, attendantId), eq(parkingRecords[column], clientId)));
  return ticket;
}
