import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_STATUS, type AttendantResultWire, type CheckInBody } from '@halte/contract';
import { auditOfRows } from '../../lib/audit.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { preparedStatement } from '../../lib/prepared-statement.js';
import { calendarDateIn } from '../../lib/zoned-time.js';
import { eventTimes } from './event-time.js';
import { ticketOfClient, toTicket } from './ticket.js';

interface Place { type_name: string | null; location_name: string | null; location_active: boolean | null; tariff_id: number | null }

/** The type, the location and the tariff, with the stay made when they allowed it and the plate was not parked there. */
interface Outcome extends Place { id: number | null; check_in_at: Date | string | null }

/** Why the type, the location or the tariff does not allow a check-in, if it does not. */
function refusalOf(place: Place) {
  if (place.type_name === null) return fieldError('intvehicle_type_id', ATTENDANT_MSG.typeNotFound);
  if (place.location_name === null) return fieldError('intparking_location_id', ATTENDANT_MSG.locationNotFound);
  if (!place.location_active) return fieldError('intparking_location_id', ATTENDANT_MSG.locationInactive);
  if (place.tariff_id === null) return conflict(ATTENDANT_MSG.noTariff, { intvehicle_type_id: ATTENDANT_MSG.noTariff });
  return undefined;
}

// A type, not an interface: the prepared statement's values must be a plain record.
type Entry = {
  plate: string; typeId: number; locationId: number; attendantId: number; at: Date; deviceAt: Date | null; receivedAt: Date; day: string; clientId: string | null;
};

const p = (name: keyof Entry) => sql.placeholder(name);

/**
 * One statement, so one round trip and its own transaction: reads the type, the location and the
 * type's tariff in force on the day; where they allow it, inserts the stay (nothing when the
 * plate is parked there or the client id was used: the unique indexes decide between racing
 * requests) and its audit row.
 */
const enter = preparedStatement<Outcome, Entry>('parking_check_in', sql`
    WITH place AS (
      SELECT (SELECT name FROM parking_vehicle_types WHERE id = ${p('typeId')}::int) AS type_name,
        l.name AS location_name, l.active AS location_active,
        (SELECT id FROM parking_tariffs WHERE vehicle_type_id = ${p('typeId')}::int AND effective_from <= ${p('day')}::date
          ORDER BY effective_from DESC LIMIT 1) AS tariff_id
      FROM (SELECT 1) AS one LEFT JOIN parking_locations l ON l.id = ${p('locationId')}::int),
    made AS (
      INSERT INTO parking_records (license_number, vehicle_type_id, location_id, attendant_id, check_in_at, status, tariff_id, check_in_client_id,
        check_in_device_at, check_in_received_at)
      SELECT ${p('plate')}::text, ${p('typeId')}::int, ${p('locationId')}::int, ${p('attendantId')}::int, ${p('at')}::timestamptz, ${PARKING_STATUS.parked}, tariff_id, ${p('clientId')}::text,
        ${p('deviceAt')}::timestamptz, ${p('receivedAt')}::timestamptz
      FROM place WHERE type_name IS NOT NULL AND location_active AND tariff_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING id, check_in_at, tariff_id, check_in_device_at, check_in_received_at),
    logged AS (${auditOfRows('made', {
      userId: sql`${p('attendantId')}::int`, action: 'create', entity: 'parking_record', after: sql`jsonb_build_object(
        'id', id, 'licenseNumber', ${p('plate')}::text, 'vehicleTypeId', ${p('typeId')}::int, 'locationId', ${p('locationId')}::int,
        'attendantId', ${p('attendantId')}::int, 'checkInAt', check_in_at, 'status', ${PARKING_STATUS.parked}::int, 'tariffId', tariff_id,
        'checkInClientId', ${p('clientId')}::text, 'checkInDeviceAt', check_in_device_at, 'checkInReceivedAt', check_in_received_at)`,
    })})
    SELECT place.*, made.id, made.check_in_at FROM place LEFT JOIN made ON true`);

/**
 * Checks a vehicle in at a location, at the time `eventTimes` gives, keeping the phone's time and
 * the receive time beside it. The plate is parked at most once per location at a time (409); a
 * request repeated with the same client id answers the record the first one made, changing
 * nothing. The record keeps the tariff in force on the check-in's day, so the fee at check-out
 * follows it.
 */
export async function checkIn(app: FastifyInstance, attendantId: number, body: CheckInBody): Promise<{ created: boolean; answer: AttendantResultWire }> {
  const clientId = body.client_id ?? null;
  const { at, device, received } = eventTimes(body, new Date());
  const day = calendarDateIn(app.ctx.config.timeZone, at);
  const [made] = await enter(app.ctx.db, {
    plate: body.vclicense_number, typeId: body.intvehicle_type_id, locationId: body.intparking_location_id, attendantId, at, deviceAt: device, receivedAt: received, day, clientId,
  });
  if (made.id !== null) {
    const data = toTicket({
      id: made.id, licenseNumber: body.vclicense_number, vehicleTypeId: body.intvehicle_type_id, locationId: body.intparking_location_id,
      checkInAt: new Date(made.check_in_at!), checkOutAt: null, status: PARKING_STATUS.parked, amount: null,
    }, made.type_name!, made.location_name!);
    return { created: true, answer: { message: ATTENDANT_MSG.checkedIn, data, changed: true } };
  }
  // Nothing inserted. A repeat is rare: looked for only now, under the client id.
  const seen = clientId ? await ticketOfClient(app.ctx.db, attendantId, 'checkInClientId', clientId) : undefined;
  if (seen) return { created: false, answer: { message: ATTENDANT_MSG.unchanged, data: seen, changed: false } };
  throw refusalOf(made) ?? conflict(ATTENDANT_MSG.alreadyParked, { vclicense_number: ATTENDANT_MSG.alreadyParked });
}
