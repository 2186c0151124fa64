import { sql } from 'drizzle-orm';
import { ATTENDANT_MSG, PARKING_STATUS, parkingFee, type AttendantResultWire, type CheckOutBody, type ParkingTicketWire } from '@halte/contract';
import { auditOfRows } from '../../../lib/data/audit.js';
import { pgErrorCode } from '../../../lib/http/db-errors.js';
import { HttpError, conflict, fieldError, notFound } from '../../../lib/http/http-error.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AGAIN, intakePer, earlierOf, type IntakeDeps, type ItemOutcome } from '../../../lib/data/item-intake.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import { checkOutFlags } from './check-out-flags.js';
import { eventTimes, type EventTimes } from './event-time.js';
import { TARIFF_COLUMNS, type TariffRow } from './tariff.js';
import { rawTicket, ticketOfClient, TICKET_COLUMNS, type RawRecord } from './ticket.js';

/** Reads of a stay that another write changed before the check-out's own: a few, then it is taken as gone. */
const MAX_ATTEMPTS = 3;

/** What a check-out uses: the database, the zone of the tariff's day, and the clock tolerance its notes allow. */
export interface CheckOutDeps extends IntakeDeps { db: Db; config: Pick<Config, 'timeZone' | 'parkingClockToleranceMs'> }

interface Stay {
  id: number; status: number; check_in_at: Date | string; vehicle_type_id: number; type_name: string; location_name: string;
  /** Who opened it, where, and its notes so far: a check-out elsewhere or by another is noted. */
  attendant_id: number | null; location_id: number; flag: string | null;
  /** The row version read (`xmin`): the write changes the stay only as it was read. */
  version: string;
  /** The type's tariff in force on the check-in's day, as JSON (null when there is none). */
  tariff: TariffRow | string | null;
}

/** What a batch's item asks to be read: its ticket, or its plate (where given, at the location). */
type Lookup = { n: number; id: number | null; plate: string | null; locationId: number | null };

/**
 * The stays each check-out of a batch names, with their row version and the tariff each one's
 * fee follows: by ticket (any status), or the plate's parked stays (where given, at the location),
 * at most two. Not locked: the write that follows changes a stay only as it was read here.
 */
const staysOf = preparedStatement<Stay & { n: number }, { lookups: string; timeZone: string }>('parking_stays_of', sql`
    WITH lookup AS (SELECT * FROM jsonb_to_recordset(${sql.placeholder('lookups')}::jsonb) AS q(n int, id int, plate text, "locationId" int)),
    picked AS (
      SELECT q.n, s.id FROM lookup q CROSS JOIN LATERAL (
        SELECT id FROM parking_records WHERE id = q.id
        UNION ALL
        (SELECT id FROM parking_records WHERE q.id IS NULL AND license_number = q.plate AND status = ${PARKING_STATUS.parked}
          AND (q."locationId" IS NULL OR location_id = q."locationId") ORDER BY id LIMIT 2)) s)
    SELECT picked.n, r.id, r.xmin::text AS version, r.status, r.check_in_at, r.vehicle_type_id, vt.name AS type_name, l.name AS location_name,
      r.attendant_id, r.location_id, r.flag,
      (SELECT row_to_json(t) FROM (SELECT ${TARIFF_COLUMNS} FROM parking_tariffs
        WHERE vehicle_type_id = r.vehicle_type_id AND effective_from <= (timezone(${sql.placeholder('timeZone')}::text, r.check_in_at))::date
        ORDER BY effective_from DESC LIMIT 1) t) AS tariff
    FROM picked
    JOIN parking_records r ON r.id = picked.id
    JOIN parking_vehicle_types vt ON vt.id = r.vehicle_type_id
    JOIN parking_locations l ON l.id = r.location_id
    ORDER BY picked.n, r.id`);

// A type, not an interface: the batch is sent as JSON.
type Exit = {
  id: number; version: string; attendantId: number; checkOutAt: Date; amount: number; tariffId: number; clientId: string | null;
  deviceAt: Date | null; receivedAt: Date; flag: string | null; serverAmount: number;
};

/**
 * Closes a batch's stays and writes their audit rows, in one statement: each only if it is still
 * parked and unchanged since it was read (another check-out or a staff correction in between
 * leaves it untouched, and the check-out is computed again). A row for each stay closed. Each
 * keeps who closed it, the phone's and the receive time, its notes and the fee the receive time
 * gives.
 */
const close = preparedStatement<RawRecord, { exits: string }>('parking_check_out', sql`
    WITH exit AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('exits')}::jsonb) AS x("id" int, "version" text, "attendantId" int, "checkOutAt" timestamptz,
        "amount" int, "tariffId" int, "clientId" text, "deviceAt" timestamptz, "receivedAt" timestamptz, "flag" text, "serverAmount" int)),
    done AS (
      UPDATE parking_records r SET status = ${PARKING_STATUS.left}, check_out_at = x."checkOutAt", amount = x.amount,
        tariff_id = x."tariffId", check_out_client_id = x."clientId", check_out_attendant_id = x."attendantId",
        check_out_device_at = x."deviceAt", check_out_received_at = x."receivedAt",
        flag = x.flag, server_amount = x."serverAmount", updated_at = now()
      FROM exit x
      WHERE r.id = x.id AND r.status = ${PARKING_STATUS.parked} AND r.xmin::text = x.version
      RETURNING r.id, r.license_number, r.vehicle_type_id, r.location_id, r.check_in_at, r.check_out_at, r.status, r.amount,
        r.tariff_id, r.check_out_client_id, r.check_out_attendant_id, r.check_out_device_at, r.check_out_received_at, r.flag, r.server_amount),
    logged AS (${auditOfRows('done', {
      userId: sql`check_out_attendant_id`, action: 'update', entity: 'parking_record',
      before: sql`jsonb_build_object('status', ${PARKING_STATUS.parked}::int)`,
      after: sql`jsonb_build_object('status', status, 'check_out_at', check_out_at, 'amount', amount, 'tariff_id', tariff_id, 'client_id', check_out_client_id,
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

/** A check-out as the intake holds it: who sends it, what it says, and its times. */
interface Request { attendantId: number; body: CheckOutBody; times: EventTimes }

/** How the stay is closed: its end, the fee and the notes, or why it cannot be. */
function exitOf(toleranceMs: number, { attendantId, body, times }: Request, stay: Stay): Exit {
  const checkIn = new Date(stay.check_in_at);
  // node-postgres parses json; PGlite's raw rows may hand it over as text.
  const tariff = typeof stay.tariff === 'string' ? (JSON.parse(stay.tariff) as TariffRow) : stay.tariff;
  if (!tariff) throw conflict(ATTENDANT_MSG.noTariff);
  const checkOutAt = endOf(times, checkIn);
  const amount = parkingFee(tariff, checkIn, checkOutAt);
  const serverAmount = parkingFee(tariff, checkIn, times.received < checkIn ? checkIn : times.received);
  const flag = checkOutFlags({ stay, attendantId, locationId: body.intparking_location_id, times, toleranceMs });
  return {
    id: stay.id, version: stay.version, attendantId, checkOutAt, amount, tariffId: tariff.id, clientId: body.client_id ?? null,
    deviceAt: times.device, receivedAt: times.received, flag, serverAmount,
  };
}

/**
 * Writes a batch of check-outs: one read of their stays, one write. A check-out whose stay or
 * client id an earlier one of the batch takes, or whose stay changed between the read and the
 * write, goes again (then sees the stay as it is now).
 */
async function closeAll({ db, config }: CheckOutDeps, requests: Request[]): Promise<ItemOutcome<ParkingTicketWire>[]> {
  const lookups: Lookup[] = requests.map(({ body }, n) =>
    ({ n, id: body.intid ?? null, plate: body.intid != null ? null : body.vclicense_number ?? null, locationId: body.intparking_location_id ?? null }));
  const stays = requests.map((): Stay[] => []);
  for (const row of await staysOf(db, { lookups: JSON.stringify(lookups), timeZone: config.timeZone })) stays[row.n].push(row);

  const outcomes: ItemOutcome<ParkingTicketWire>[] = requests.map(() => AGAIN);
  const exits = new Map<number, { i: number; exit: Exit; stay: Stay }>();
  const picked = requests.map((request, i) => {
    try {
      const stay = theStay(request.body, stays[i]);
      return { stay, exit: exitOf(config.parkingClockToleranceMs, request, stay) };
    } catch (err) {
      outcomes[i] = { error: err };
      return undefined;
    }
  });
  const again = earlierOf(picked, (it) => (it ? [`stay ${it.stay.id}`, it.exit.clientId && `${it.exit.attendantId} ${it.exit.clientId}`] : []));
  picked.forEach((it, i) => {
    if (it && again[i] === undefined) exits.set(it.stay.id, { i, ...it });
  });
  if (exits.size === 0) return outcomes;
  for (const done of await close(db, { exits: JSON.stringify([...exits.values()].map((e) => e.exit)) })) {
    const { i, stay } = exits.get(done.id)!;
    outcomes[i] = { value: rawTicket(done, stay.type_name, stay.location_name) };
  }
  return outcomes;
}

/** Check-outs arriving together are written together; a stay changed under a few attempts is taken as gone. */
const intakeOf = intakePer(closeAll, { maxItems: 100, attempts: MAX_ATTEMPTS, exhausted: () => conflict(ATTENDANT_MSG.alreadyLeft) });

/**
 * Checks a parked vehicle out, by its ticket or its plate, and stores the fee: computed here from
 * the type's tariff in force on the check-in's day (as staff entries are), so a version entered
 * late for that day still applies. Any attendant may close any stay, anywhere; the stay is noted
 * (`checkOutFlags`) and keeps beside the fee charged the fee its receive time gives. A request
 * repeated with the same client id answers the first one's record.
 */
export async function checkOut(deps: CheckOutDeps, attendantId: number, body: CheckOutBody): Promise<{ created: boolean; answer: AttendantResultWire }> {
  try {
    const data = await intakeOf(deps).submit({ attendantId, body, times: eventTimes(body, new Date()) });
    return { created: true, answer: { message: ATTENDANT_MSG.checkedOut, data, changed: true } };
  } catch (err) {
    // The same check-out came before (the stay is gone) or raced in (its client id is taken): answer the record it made.
    // A repeat is rare: looked for only once the stay is found gone or the client id taken.
    const clientId = body.client_id ?? null;
    if (clientId && (pgErrorCode(err) === '23505' || (err instanceof HttpError && err.statusCode !== 400))) {
      const seen = await ticketOfClient(deps.db, attendantId, 'checkOutClientId', clientId);
      if (seen) return { created: false, answer: { message: ATTENDANT_MSG.unchanged, data: seen, changed: false } };
    }
    throw err;
  }
}
