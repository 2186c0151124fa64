import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ParkingTicketWire } from '@halte/contract';
import { parkingLocations, parkingRecords, parkingVehicleTypes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

export type RecordRow = typeof parkingRecords.$inferSelect;

/** What a ticket shows of a record. */
type TicketFields = Pick<RecordRow, 'id' | 'licenseNumber' | 'vehicleTypeId' | 'locationId' | 'checkInAt' | 'checkOutAt' | 'status' | 'amount'>;

/** A record as the attendant's ticket, with the names of its type and location. */
export const toTicket = (r: TicketFields, typeName: string, locationName: string): ParkingTicketWire => ({
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

/** The columns a raw statement returns for `rawTicket`. */
export const TICKET_COLUMNS = sql.raw('id, license_number, vehicle_type_id, location_id, check_in_at, check_out_at, status, amount');

/** A record as a raw statement returns it: names as in the table, times as Date or text (PGlite). */
export interface RawRecord {
  id: number; license_number: string; vehicle_type_id: number; location_id: number;
  check_in_at: Date | string; check_out_at: Date | string | null; status: number; amount: number | null;
}

/** The ticket of a record a raw statement returned. */
export const rawTicket = (r: RawRecord, typeName: string, locationName: string): ParkingTicketWire =>
  toTicket({
    id: r.id, licenseNumber: r.license_number, vehicleTypeId: r.vehicle_type_id, locationId: r.location_id,
    checkInAt: new Date(r.check_in_at), checkOutAt: r.check_out_at === null ? null : new Date(r.check_out_at), status: r.status, amount: r.amount,
  }, typeName, locationName);

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

/** Whose phone an entry's client id belongs to: the attendant who checked in, or who checked out. */
const attendantOf = { checkInClientId: parkingRecords.attendantId, checkOutClientId: parkingRecords.checkOutAttendantId } as const;

/** The ticket an earlier request of the attendant's phone made, under the same client id. */
export async function ticketOfClient(db: Db, attendantId: number, column: keyof typeof attendantOf, clientId: string) {
  const [ticket] = await tickets(db, and(eq(attendantOf[column], attendantId), eq(parkingRecords[column], clientId)));
  return ticket;
}
