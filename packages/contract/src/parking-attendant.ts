import { z } from 'zod';
import { idField } from './fields.js';
import { notFoundOf, requiredOf } from './messages.js';
import { SCAN_CLOCK_SKEW_S } from './trips.js';
import { PLATE_PATTERN, normalizePlate } from './parking-plate.js';
import { parkingRecordWire } from './parking-records.js';
import { parkingTariffWire } from './parking-vehicle-types.js';

/** The role of parking attendants' accounts: they sign in to the attendant console, not to the back office. */
export const JUKIR_ROLE = 'JUKIR';

/** How far ahead of the server's clock a phone's check-in/out time may be (clock drift), in seconds. */
export const ATTENDANT_CLOCK_SKEW_S = SCAN_CLOCK_SKEW_S;
/** How old an entry the phone kept while offline may be when it finally arrives, in days. */
export const ATTENDANT_MAX_DELAY_DAYS = 7;

export const ATTENDANT_MSG = {
  plateRequired: requiredOf('Nomor kendaraan'),
  plateInvalid: 'Nomor kendaraan hanya berisi huruf dan angka, paling banyak 12.',
  typeRequired: requiredOf('Tipe kendaraan'),
  typeNotFound: notFoundOf('Tipe kendaraan'),
  locationRequired: requiredOf('Lokasi parkir'),
  locationNotFound: notFoundOf('Lokasi parkir'),
  locationInactive: 'Lokasi parkir tidak aktif.',
  noTariff: 'Tipe kendaraan ini belum memiliki tarif yang berlaku.',
  alreadyParked: 'Kendaraan ini masih tercatat parkir di lokasi ini.',
  ticketNotFound: 'Karcis tidak ditemukan.',
  notParked: 'Kendaraan ini tidak tercatat sedang parkir.',
  alreadyLeft: 'Kendaraan ini sudah keluar.',
  parkedInSeveral: 'Kendaraan ini tercatat parkir di beberapa lokasi. Pilih lokasinya.',
  plateOrTicket: 'Kirim nomor kendaraan atau nomor karcis (intid), salah satu saja.',
  timeInvalid: 'Waktu (dttime) tidak valid.',
  timeInFuture: 'Waktu tidak boleh di masa depan.',
  timeTooOld: `Waktu lebih dari ${ATTENDANT_MAX_DELAY_DAYS} hari yang lalu.`,
  checkOutBeforeCheckIn: 'Waktu keluar tidak boleh sebelum waktu masuk.',
  queuedInvalid: 'Penanda antrean (queued) harus true atau false.',
  clientIdInvalid: 'ID transaksi (client_id) maksimal 64 karakter.',
  checkedIn: 'Kendaraan masuk.',
  checkedOut: 'Kendaraan keluar.',
  unchanged: 'Transaksi sudah tercatat.',
} as const;

const plateField = z
  .string({ error: ATTENDANT_MSG.plateRequired })
  .max(40, { error: ATTENDANT_MSG.plateInvalid })
  .transform(normalizePlate)
  .pipe(z.string().min(1, { error: ATTENDANT_MSG.plateRequired }).regex(PLATE_PATTERN, { error: ATTENDANT_MSG.plateInvalid }));

const clientIdField = z.string({ error: ATTENDANT_MSG.clientIdInvalid }).trim().min(1, { error: ATTENDANT_MSG.clientIdInvalid }).max(64, { error: ATTENDANT_MSG.clientIdInvalid });
const timeField = z.iso.datetime({ offset: true, error: ATTENDANT_MSG.timeInvalid });
/**
 * True for an entry the phone kept in its outbox (made offline, or sent again after a failure):
 * only then, with its `client_id`, does its `dttime` set the stay's time; otherwise the server's
 * receive time does.
 */
const queuedField = z.boolean({ error: ATTENDANT_MSG.queuedInvalid }).nullish();

/**
 * `POST /parking/attendant/check-in`. `dttime` is the phone's time of the entry (ISO 8601 with
 * offset), kept beside the server's receive time; it is the stay's time only for an entry
 * `queued` offline, so an entry uploaded late keeps its real time. `client_id` is the phone's
 * own id of it, which makes a repeated upload change nothing.
 */
export const checkInBody = z.object({
  vclicense_number: plateField,
  intvehicle_type_id: idField(ATTENDANT_MSG.typeRequired, ATTENDANT_MSG.typeNotFound),
  intparking_location_id: idField(ATTENDANT_MSG.locationRequired, ATTENDANT_MSG.locationNotFound),
  client_id: clientIdField.nullish(),
  dttime: timeField.nullish(),
  queued: queuedField,
});
export type CheckInBody = z.infer<typeof checkInBody>;

/**
 * `POST /parking/attendant/check-out`: by the ticket's QR (`intid`, the record's id) or by the
 * plate (with the location when the plate could be parked at more than one). The location is the
 * attendant's: a ticket of another location is closed, and noted. Times as the check-in's.
 */
export const checkOutBody = z
  .object({
    intid: idField(ATTENDANT_MSG.ticketNotFound).nullish(),
    vclicense_number: plateField.nullish(),
    intparking_location_id: idField(ATTENDANT_MSG.locationNotFound).nullish(),
    client_id: clientIdField.nullish(),
    dttime: timeField.nullish(),
    queued: queuedField,
  })
  .superRefine((b, ctx) => {
    if ((b.intid == null) === (b.vclicense_number == null)) ctx.addIssue({ code: 'custom', path: ['vclicense_number'], message: ATTENDANT_MSG.plateOrTicket });
  });
export type CheckOutBody = z.infer<typeof checkOutBody>;

/** One stay as the attendant sees it: the ticket (its QR holds `intid`) and, after check-out, the fee. */
export const parkingTicketWire = parkingRecordWire
  .pick({ intid: true, vclicense_number: true, intvehicle_type_id: true, vcvehicle_type: true, intparking_location_id: true, vclocation: true, dtcheck_in: true, dtcheck_out: true, intstatus: true, decamount: true })
  .meta({ id: 'ParkingTicket' });
export type ParkingTicketWire = z.infer<typeof parkingTicketWire>;

/** The answer of a check-in or check-out; `changed` is false when it had already been recorded. */
export const attendantResultWire = z.object({ message: z.string(), data: parkingTicketWire, changed: z.boolean() }).meta({ id: 'AttendantResult' });
export type AttendantResultWire = z.infer<typeof attendantResultWire>;


/** `GET /parking/attendant/me`: what the console opens with. */
export const attendantMeWire = z
  .object({
    attendant: z.object({ intid: z.number().int(), vcname: z.string() }),
    locations: z.array(z.object({ intid: z.number().int(), vcname: z.string(), vcaddress: z.string() })),
    /** Each type with the tariff in force today (null: none yet, it takes no check-in). */
    vehicle_types: z.array(z.object({ intid: z.number().int(), vccode: z.string(), vcname: z.string(), tariff: parkingTariffWire.nullable() })),
    /** The attendant's stays checked in today (in the server's TZ): how many, how many still parked, the fees of those out. */
    today: z.object({ dtdate: z.string(), intcount: z.number().int(), intparked: z.number().int(), decincome: z.number().int() }),
    /** The attendant's latest stays of today, newest first. */
    recent: z.array(parkingTicketWire),
  })
  .meta({ id: 'AttendantMe' });
export type AttendantMeWire = z.infer<typeof attendantMeWire>;
