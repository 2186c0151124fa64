import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_STATUS, parkingFee, type AttendantResultWire, type CheckOutBody, type ParkingTicketWire } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { auditOfRows } from '../../lib/audit.js';
import { pgErrorCode } from '../../lib/db-errors.js';
import { HttpError, conflict, fieldError, notFound } from '../../lib/http-error.js';
import { preparedStatement } from '../../lib/prepared-statement.js';
import { checkOutFlags } from './check-out-flags.js';
import { eventTimes, type EventTimes } from './event-time.js';
import { TARIFF_COLUMNS, type TariffRow } from './tariff.js';
import { rawTicket, ticketOfClient, TICKET_COLUMNS, type RawRecord } from './ticket.js';

/** Reads of a stay that another write changed before the check-out's own: a few, then it is taken as gone. */
const MAX_ATTEMPTS = 3;

interface Stay {
  id: number; status: number; check_in_at: Date | string; vehicle_type_id: number; type_name: string; location_name: string;
  /** Who opened it, where, and its notes so far: a check-out elsewhere or by another is noted. */
  attendant_id: number | null; location_id: number; flag: string | null;
  /** The row version read (`xmin`): the write changes the stay only as it was read. */
  version: string;
  /** The type's tariff in force on the check-in's day, as JSON (null when there is none). */
  tariff: TariffRow | string | null;
}

const p = (name: string) => sql.placeholder(name);

/** The stays `where` picks, with their row version and the tariff each one's fee follows. */
const staysWhere = (name: string, where: SQL) => preparedStatement<Stay, Record<string, unknown>>(name, sql`
    SELECT r.id, r.xmin::text AS version, r.status, r.check_in_at, r.vehicle_type_id, vt.name AS type_name, l.name AS location_name,
      r.attendant_id, r.location_id, r.flag,
      (SELECT row_to_json(t) FROM (SELECT ${TARIFF_COLUMNS} FROM parking_tariffs
        WHERE vehicle_type_id = r.vehicle_type_id AND effective_from <= (timezone(${p('timeZone')}::text, r.check_in_at))::date
        ORDER BY effective_from DESC LIMIT 1) t) AS tariff
    FROM parking_records r
    JOIN parking_vehicle_types vt ON vt.id = r.vehicle_type_id
    JOIN parking_locations l ON l.id = r.location_id
    WHERE ${where} ORDER BY r.id LIMIT 2`);

const parkedPlate = sql`r.license_number = ${p('plate')}::text AND r.status = ${PARKING_STATUS.parked}`;
const byTicket = staysWhere('parking_stay_by_ticket', sql`r.id = ${p('id')}::int`);
const byPlate = staysWhere('parking_stays_by_plate', parkedPlate);
const byPlateAt = staysWhere('parking_stays_by_plate_at', sql`${parkedPlate} AND r.location_id = ${p('locationId')}::int`);

/**
 * The stays the check-out names, with the tariff its fee follows: by ticket (any status), or the
 * plate's parked stays (where given, at the location). Not locked: the write that follows changes
 * the stay only as it was read here.
 */
function staysOf(db: Db, body: CheckOutBody, timeZone: string): Promise<Stay[]> {
  if (body.intid != null) return byTicket(db, { id: body.intid, timeZone });
  if (body.intparking_location_id != null) return byPlateAt(db, { plate: body.vclicense_number, locationId: body.intparking_location_id, timeZone });
  return byPlate(db, { plate: body.vclicense_number, timeZone });
}

// A type, not an interface: the prepared statement's values must be a plain record.
type Exit = {
  id: number; version: string; attendantId: number; checkOutAt: Date; amount: number; tariffId: number; clientId: string | null;
  deviceAt: Date | null; receivedAt: Date; flag: string | null; serverAmount: number;
};

/**
 * Closes the stay and writes its audit row, in one statement: only if it is still parked and
 * unchanged since it was read (another check-out or a staff correction in between leaves it
 * untouched, and the check-out is computed again). No row when it was not closed. The row keeps
 * who closed it, the phone's and the receive time, its notes and the fee the receive time gives.
 */
const close = preparedStatement<RawRecord, Exit>('parking_check_out', sql`
    WITH done AS (
      UPDATE parking_records SET status = ${PARKING_STATUS.left}, check_out_at = ${p('checkOutAt')}::timestamptz, amount = ${p('amount')}::int,
        tariff_id = ${p('tariffId')}::int, check_out_client_id = ${p('clientId')}::text, check_out_attendant_id = ${p('attendantId')}::int,
        check_out_device_at = ${p('deviceAt')}::timestamptz, check_out_received_at = ${p('receivedAt')}::timestamptz,
        flag = ${p('flag')}::text, server_amount = ${p('serverAmount')}::int, updated_at = now()
      WHERE id = ${p('id')}::int AND status = ${PARKING_STATUS.parked} AND xmin::text = ${p('version')}::text
      RETURNING ${TICKET_COLUMNS}, tariff_id, check_out_client_id, check_out_device_at, check_out_received_at, flag, server_amount),
    logged AS (${auditOfRows('done', {
      userId: sql`${p('attendantId')}::int`, action: 'update', entity: 'parking_record',
      before: sql`jsonb_build_object('status', ${PARKING_STATUS.parked}::int)`,
      after: sql`jsonb_build_object('status', ${PARKING_STATUS.left}::int, 'check_out_at', check_out_at, 'amount', amount, 'tariff_id', tariff_id, 'client_id', check_out_client_id,
        'check_out_device_at', check_out_device_at, 'check_out_received_at', check_out_received_at, 'flag', flag, 'server_amount', server_amount)`,
    })})
    SELECT ${TICKET_COLUMNS} FROM done`);

/** The one parked stay the check-out is about, or why there is none. */
function theStay(body: CheckOutBody, stays: Stay[]): Stay {
  if (body.intid != null) {
    const [stay] = stays;
    if (!stay) throw notFound(ATTENDANT_MSG.ticketNotFound);
    if (stay.status !== PARKING_STATUS.parked) throw conflict(ATTENDANT_MSG.alreadyLeft);
    return stay;
  }
  if (stays.length === 0) throw notFound(ATTENDANT_MSG.notParked);
  if (stays.length > 1) throw conflict(ATTENDANT_MSG.parkedInSeveral, { intparking_location_id: ATTENDANT_MSG.parkedInSeveral });
  return stays[0];
}

/**
 * The stay's end: the time `eventTimes` gives. A phone's queued time before the check-in is
 * refused; a receive time before it (the check-in phone's clock a little ahead) is a stay of no time.
 */
function endOf(times: EventTimes, checkIn: Date): Date {
  if (times.at >= checkIn) return times.at;
  if (times.at === times.device) throw fieldError('dttime', ATTENDANT_MSG.checkOutBeforeCheckIn);
  return checkIn;
}

/**
 * Checks a parked vehicle out, by its ticket or its plate, and stores the fee: computed here from
 * the type's tariff in force on the check-in's day (as staff entries are), so a version entered
 * late for that day still applies. Any attendant may close any stay, anywhere; the stay is noted
 * (`checkOutFlags`) and keeps beside the fee charged the fee its receive time gives. A request
 * repeated with the same client id answers the first one's record.
 */
export async function checkOut(app: FastifyInstance, attendantId: number, body: CheckOutBody): Promise<{ created: boolean; answer: AttendantResultWire }> {
  const { db, config } = app.ctx;
  const clientId = body.client_id ?? null;
  // A repeat is rare: looked for only once the stay is found gone or the client id taken.
  const repeated = async () => {
    const seen = clientId ? await ticketOfClient(db, attendantId, 'checkOutClientId', clientId) : undefined;
    return seen && { created: false, answer: { message: ATTENDANT_MSG.unchanged, data: seen, changed: false } };
  };
  const times = eventTimes(body, new Date());

  let data: ParkingTicketWire | undefined;
  try {
    // A stay changed between the read and the write (another check-out, a correction) is read again.
    for (let attempt = 0; !data; attempt++) {
      const stay = theStay(body, await staysOf(db, body, config.timeZone));
      const checkIn = new Date(stay.check_in_at);
      // node-postgres parses json; PGlite's raw rows may hand it over as text.
      const tariff = typeof stay.tariff === 'string' ? (JSON.parse(stay.tariff) as TariffRow) : stay.tariff;
      if (!tariff) throw conflict(ATTENDANT_MSG.noTariff);
      const checkOutAt = endOf(times, checkIn);
      const amount = parkingFee(tariff, checkIn, checkOutAt);
      const serverAmount = parkingFee(tariff, checkIn, times.received < checkIn ? checkIn : times.received);
      const flag = checkOutFlags({ stay, attendantId, locationId: body.intparking_location_id, times, toleranceMs: config.parkingClockToleranceMs });
      const [done] = await close(db, {
        id: stay.id, version: stay.version, attendantId, checkOutAt, amount, tariffId: tariff.id, clientId,
        deviceAt: times.device, receivedAt: times.received, flag, serverAmount,
      });
      if (done) data = rawTicket(done, stay.type_name, stay.location_name);
      else if (attempt === MAX_ATTEMPTS - 1) throw conflict(ATTENDANT_MSG.alreadyLeft);
    }
  } catch (err) {
    // The same check-out came before (the stay is gone) or raced in (its client id is taken): answer the record it made.
    if (pgErrorCode(err) === '23505' || (err instanceof HttpError && err.statusCode !== 400)) {
      const raced = await repeated();
      if (raced) return raced;
    }
    throw err;
  }
  return { created: true, answer: { message: ATTENDANT_MSG.checkedOut, data, changed: true } };
}
