import { sql } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_STATUS, type AttendantResultWire, type CheckInBody, calendarDateIn } from '@halte/contract';
import { auditOfRows } from '../../../lib/data/audit.js';
import { conflict, fieldError } from '../../../lib/http/http-error.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AGAIN, intakePer, earlierOf, type IntakeDeps, type ItemOutcome } from '../../../lib/data/item-intake.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import { eventTimes } from './event-time.js';
import { ticketOfClient, toTicket } from './ticket.js';

/** What a check-in uses: the database, and the zone that gives the check-in's day. */
export interface CheckInDeps extends IntakeDeps { db: Db; config: Pick<Config, 'timeZone'> }

interface Place { type_name: string | null; location_name: string | null; location_active: boolean | null; tariff_id: number | null }

/** Why the type, the location or the tariff does not allow a check-in, if it does not. */
function refusalOf(place: Place) {
  if (place.type_name === null) return fieldError('intvehicle_type_id', ATTENDANT_MSG.typeNotFound);
  if (place.location_name === null) return fieldError('intparking_location_id', ATTENDANT_MSG.locationNotFound);
  if (!place.location_active) return fieldError('intparking_location_id', ATTENDANT_MSG.locationInactive);
  if (place.tariff_id === null) return conflict(ATTENDANT_MSG.noTariff, { intvehicle_type_id: ATTENDANT_MSG.noTariff });
  return undefined;
}

// A type, not an interface: the batch is sent as JSON.
type Entry = {
  plate: string; typeId: number; locationId: number; attendantId: number; at: Date; deviceAt: Date | null; receivedAt: Date; day: string; clientId: string | null;
};

/** The type, the location and the tariff, with the stay made when they allowed it and the plate was not parked there. */
interface Outcome extends Place { id: number | null; check_in_at: Date | string | null }

/**
 * One statement for a batch of entries, so one round trip and its own transaction: reads each
 * entry's type, location and the type's tariff in force on its day; where they allow it, inserts
 * the stay (nothing when the plate is parked there or the client id was used: the unique indexes
 * decide, between racing requests too) and its audit row. No two entries of a batch share a plate
 * at a location, so the stays made are told apart by them.
 */
const enter = preparedStatement<Outcome, { entries: string }>('parking_check_in', sql`
    WITH entry AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('entries')}::jsonb) AS e(n int, "first" boolean, "plate" text, "typeId" int, "locationId" int, "attendantId" int,
        "at" timestamptz, "deviceAt" timestamptz, "receivedAt" timestamptz, "day" date, "clientId" text)),
    place AS (
      SELECT e.*, vt.name AS type_name, l.name AS location_name, l.active AS location_active,
        (SELECT id FROM parking_tariffs WHERE vehicle_type_id = e."typeId" AND effective_from <= e.day ORDER BY effective_from DESC LIMIT 1) AS tariff_id
      FROM entry e LEFT JOIN parking_vehicle_types vt ON vt.id = e."typeId" LEFT JOIN parking_locations l ON l.id = e."locationId"),
    made AS (
      INSERT INTO parking_records (license_number, vehicle_type_id, location_id, attendant_id, check_in_at, status, tariff_id, check_in_client_id,
        check_in_device_at, check_in_received_at)
      SELECT plate, "typeId", "locationId", "attendantId", "at", ${PARKING_STATUS.parked}, tariff_id, "clientId", "deviceAt", "receivedAt"
      FROM place WHERE "first" AND type_name IS NOT NULL AND location_active AND tariff_id IS NOT NULL ORDER BY n
      ON CONFLICT DO NOTHING
      RETURNING id, license_number, vehicle_type_id, location_id, attendant_id, check_in_at, status, tariff_id, check_in_client_id, check_in_device_at, check_in_received_at),
    logged AS (${auditOfRows('made', {
      userId: sql`attendant_id`, action: 'create', entity: 'parking_record', after: sql`jsonb_build_object(
        'id', id, 'licenseNumber', license_number, 'vehicleTypeId', vehicle_type_id, 'locationId', location_id,
        'attendantId', attendant_id, 'checkInAt', check_in_at, 'status', status, 'tariffId', tariff_id,
        'checkInClientId', check_in_client_id, 'checkInDeviceAt', check_in_device_at, 'checkInReceivedAt', check_in_received_at)`,
    })})
    SELECT place.type_name, place.location_name, place.location_active, place.tariff_id, made.id, made.check_in_at
    FROM place LEFT JOIN made ON place."first" AND made.location_id = place."locationId" AND made.license_number = place.plate ORDER BY place.n`);

/**
 * Writes a batch of check-ins in one statement. An entry naming the plate at the location or the
 * client id of an earlier one of the batch inserts nothing: it is answered as refused, or as the
 * earlier one's repeat, once that one is written. Only when the earlier one was refused for its
 * type, location or tariff does it go again (it may name others).
 */
async function enterAll({ db }: CheckInDeps, entries: Entry[]): Promise<ItemOutcome<Outcome>[]> {
  const earlier = earlierOf(entries, (e) => [`${e.locationId} ${e.plate}`, e.clientId && `${e.attendantId} ${e.clientId}`]);
  const rows = await enter(db, { entries: JSON.stringify(entries.map((e, n) => ({ ...e, n, first: earlier[n] === undefined }))) });
  return rows.map((row, n) => {
    const first = earlier[n];
    return first !== undefined && rows[first].id === null && refusalOf(rows[first]) && !refusalOf(row) ? AGAIN : { value: row };
  });
}

/** Check-ins arriving together are written by one statement. */
const intakeOf = intakePer(enterAll, { maxItems: 100 });

/**
 * Checks a vehicle in at a location, at the time `eventTimes` gives, keeping the phone's time and
 * the receive time beside it. The plate is parked at most once per location at a time (409); a
 * request repeated with the same client id answers the record the first one made, changing
 * nothing. The record keeps the tariff in force on the check-in's day, so the fee at check-out
 * follows it.
 */
export async function checkIn(deps: CheckInDeps, attendantId: number, body: CheckInBody): Promise<{ created: boolean; answer: AttendantResultWire }> {
  const clientId = body.client_id ?? null;
  const { at, device, received } = eventTimes(body, new Date());
  const day = calendarDateIn(deps.config.timeZone, at);
  const made = await intakeOf(deps).submit({
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
  const seen = clientId ? await ticketOfClient(deps.db, attendantId, 'checkInClientId', clientId) : undefined;
  if (seen) return { created: false, answer: { message: ATTENDANT_MSG.unchanged, data: seen, changed: false } };
  throw refusalOf(made) ?? conflict(ATTENDANT_MSG.alreadyParked, { vclicense_number: ATTENDANT_MSG.alreadyParked });
}
