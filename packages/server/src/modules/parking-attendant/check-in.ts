import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_STATUS, type AttendantResultWire, type CheckInBody } from '@halte/contract';
import { parkingRecords } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { calendarDateIn } from '../../lib/zoned-time.js';
import { eventTime } from './event-time.js';
import { ticketOfClient, toTicket } from './ticket.js';

interface Place { type_name: string | null; location_name: string | null; location_active: boolean | null; tariff_id: number | null }

/** The type, the location and the type's tariff in force on the day, in one read. */
async function placeOf(app: FastifyInstance, body: CheckInBody, day: string): Promise<Place> {
  const [place] = rowsOf<Place>(await app.ctx.db.execute(sql`
    SELECT (SELECT name FROM parking_vehicle_types WHERE id = ${body.intvehicle_type_id}) AS type_name,
      l.name AS location_name, l.active AS location_active,
      (SELECT id FROM parking_tariffs WHERE vehicle_type_id = ${body.intvehicle_type_id} AND effective_from <= ${day}::date
        ORDER BY effective_from DESC LIMIT 1) AS tariff_id
    FROM (SELECT 1) AS one LEFT JOIN parking_locations l ON l.id = ${body.intparking_location_id}`));
  return place;
}

/** Why the type, the location or the tariff does not allow a check-in, if it does not. */
function refusalOf(place: Place) {
  if (place.type_name === null) return fieldError('intvehicle_type_id', ATTENDANT_MSG.typeNotFound);
  if (place.location_name === null) return fieldError('intparking_location_id', ATTENDANT_MSG.locationNotFound);
  if (!place.location_active) return fieldError('intparking_location_id', ATTENDANT_MSG.locationInactive);
  if (place.tariff_id === null) return conflict(ATTENDANT_MSG.noTariff, { intvehicle_type_id: ATTENDANT_MSG.noTariff });
  return undefined;
}

/**
 * Checks a vehicle in at a location. The plate is parked at most once per location at a time
 * (the database's unique index decides between racing requests: 409); a request repeated with
 * the same client id answers the record the first one made, changing nothing. The record keeps
 * the tariff in force on the check-in's day, so the fee at check-out follows it.
 */
export async function checkIn(app: FastifyInstance, attendantId: number, body: CheckInBody): Promise<{ created: boolean; answer: AttendantResultWire }> {
  const { db, config } = app.ctx;
  const clientId = body.client_id ?? null;
  // A repeat is rare: looked for only once the insert or the checks say something is wrong.
  const repeated = async () => {
    const seen = clientId ? await ticketOfClient(db, attendantId, 'checkInClientId', clientId) : undefined;
    return seen && { created: false, answer: { message: ATTENDANT_MSG.unchanged, data: seen, changed: false } };
  };

  const at = eventTime(body.dttime, new Date());
  const place = await placeOf(app, body, calendarDateIn(config.timeZone, at));
  const refused = refusalOf(place);
  if (refused) {
    const earlier = await repeated();
    if (earlier) return earlier;
    throw refused;
  }

  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(parkingRecords)
      .values({
        licenseNumber: body.vclicense_number,
        vehicleTypeId: body.intvehicle_type_id,
        locationId: body.intparking_location_id,
        attendantId,
        checkInAt: at,
        status: PARKING_STATUS.parked,
        tariffId: place.tariff_id!,
        checkInClientId: clientId,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await audit(tx, { userId: attendantId, action: 'create', entity: 'parking_record', entityId: row.id, after: row });
    return row;
  });
  if (made) {
    return { created: true, answer: { message: ATTENDANT_MSG.checkedIn, data: toTicket(made, place.type_name!, place.location_name!), changed: true } };
  }
  // Nothing inserted: the same entry raced in under its client id, or the plate is parked here.
  const raced = await repeated();
  if (raced) return raced;
  throw conflict(ATTENDANT_MSG.alreadyParked, { vclicense_number: ATTENDANT_MSG.alreadyParked });
}
