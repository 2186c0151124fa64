import { z } from 'zod';
import { idField } from './fields.js';
import { notFoundOf, requiredOf, tooLongOf } from './messages.js';
import { listQuery } from './paging.js';
import { errorResponse } from './responses.js';

/** A trip's status: 0 planned, 1 running, 99 running with a problem the driver reported, 9 finished. */
export const TRIP_STATUS = { planned: 0, running: 1, problem: 99, finished: 9 } as const;
export type TripStatus = (typeof TRIP_STATUS)[keyof typeof TRIP_STATUS];

export const TRIP_STATUS_NAMES: Readonly<Record<TripStatus, string>> = {
  0: 'Belum berangkat',
  1: 'Beroperasi',
  99: 'Kendala',
  9: 'Selesai',
};
export const tripStatusName = (status: number) => TRIP_STATUS_NAMES[status as TripStatus] ?? '';

/** The statuses of a trip still on the road: a vehicle and a driver have at most one such trip. */
export const RUNNING_TRIP_STATUSES: readonly TripStatus[] = [TRIP_STATUS.running, TRIP_STATUS.problem];

/** How far ahead of the server's clock a phone's scan time may be (clock drift), in seconds. */
export const SCAN_CLOCK_SKEW_S = 300;

export const TRIP_MSG = {
  noDriver: 'Akun Anda belum terhubung dengan data pengemudi. Hubungi administrator.',
  vehicleRunning: 'Kendaraan ini sedang beroperasi.',
  driverRunning: 'Anda masih memiliki perjalanan yang berjalan. Selesaikan dulu perjalanan tersebut.',
  vehicleNotFound: notFoundOf('Kendaraan'),
  started: 'Perjalanan dimulai.',
  problemReported: 'Kendala dilaporkan.',
  resumed: 'Perjalanan dilanjutkan.',
  stopped: 'Perjalanan selesai.',
  closedForgotten: 'Ditutup otomatis: perjalanan hari sebelumnya belum diselesaikan.',
  finished: 'Perjalanan sudah selesai.',
  alreadyProblem: 'Kendala sudah dilaporkan untuk perjalanan ini.',
  noProblem: 'Perjalanan sedang berjalan tanpa kendala.',
  notStarted: 'Perjalanan belum berangkat.',
  noteRequired: requiredOf('Catatan kendala'),
  noteTooLong: tooLongOf('Catatan kendala', 500),
  unknownCard: 'Kartu tidak dikenal.',
  studentNotFound: notFoundOf('Siswa'),
  cardOrStudent: 'Kirim kode kartu (vckode) atau siswa (intsiswa_id), salah satu saja.',
  directionInvalid: "Arah harus 'in' (naik) atau 'out' (turun).",
  timeInvalid: 'Waktu pindai (dttime) tidak valid.',
  timeInFuture: 'Waktu pindai tidak boleh di masa depan.',
  timeBeforeTrip: 'Waktu pindai sebelum hari perjalanan.',
  timeAfterStop: 'Waktu pindai setelah perjalanan selesai.',
  positionPair: 'Latitude dan longitude harus dikirim bersama.',
  positionInvalid: 'Koordinat tidak valid.',
  clientIdInvalid: 'ID pindai (client_id) maksimal 64 karakter.',
  boarded: 'Siswa naik.',
  alighted: 'Siswa turun.',
  unchanged: 'Pindaian sudah tercatat.',
  offRoute: 'Siswa ini tidak terdaftar pada rute kendaraan ini.',
  offRouteById: 'Siswa ini tidak terdaftar pada rute kendaraan ini. Pindai kartu siswa untuk mencatatnya.',
  problemTitle: 'Kendala perjalanan',
  alightAllInvalid: 'Pilihan turunkan semua (alight_all) harus true atau false.',
  ridersAboard: 'Masih ada siswa di dalam bus. Turunkan mereka dulu, atau turunkan semua di sini (alight_all).',
} as const;

const coordinate = (limit: number) =>
  z.number({ error: TRIP_MSG.positionInvalid }).min(-limit, { error: TRIP_MSG.positionInvalid }).max(limit, { error: TRIP_MSG.positionInvalid });

/** A position the phone may send with an action; both or neither. */
const positionFields = {
  declattitude: coordinate(90).nullish(),
  declongitude: coordinate(180).nullish(),
};
const bothOrNeither = (b: { declattitude?: number | null; declongitude?: number | null }, ctx: z.RefinementCtx) => {
  if ((b.declattitude == null) !== (b.declongitude == null)) ctx.addIssue({ code: 'custom', path: ['declongitude'], message: TRIP_MSG.positionPair });
};

/** `POST /driver/trips`: start a trip on a vehicle, at the phone's position or the vehicle's latest. */
export const tripStartBody = z.object({ intvehicle_id: idField(requiredOf('Kendaraan'), TRIP_MSG.vehicleNotFound), ...positionFields }).superRefine(bothOrNeither);
export type TripStartBody = z.infer<typeof tripStartBody>;

/** `POST /driver/trips/{id}/problem`. */
export const tripProblemBody = z.object({
  vcnote: z.string({ error: TRIP_MSG.noteRequired }).trim().min(1, { error: TRIP_MSG.noteRequired }).max(500, { error: TRIP_MSG.noteTooLong }),
});
export type TripProblemBody = z.infer<typeof tripProblemBody>;

const phoneTime = z.iso.datetime({ offset: true, error: TRIP_MSG.timeInvalid }).nullish();

/**
 * `POST /driver/trips/{id}/stop`: the phone's position and time, both optional. A trip with
 * students still aboard is refused (409, `TripStopRefusal`) unless `alight_all`: then each of
 * them gets one alighting at that position and time (else the vehicle's last position and the
 * server's time), marked `bulk_alighted`, and the trip ends with them.
 */
export const tripStopBody = z
  .object({ ...positionFields, dttime: phoneTime, alight_all: z.boolean({ error: TRIP_MSG.alightAllInvalid }).nullish() })
  .superRefine(bothOrNeither)
  .nullish();
export type TripStopBody = z.infer<typeof tripStopBody>;

export const SCAN_DIRECTIONS = ['in', 'out'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/**
 * `POST /driver/trips/{id}/scans`: a card scanned (`vckode`, the student's NISN) or a student
 * checked in by name (`intsiswa_id`, a student of the trip's route or one who already rode it). `dttime` is the phone's time of the scan (ISO 8601 with
 * offset; the server's time when absent), so scans uploaded late keep their real time;
 * `client_id` is the phone's own id of the scan, which makes a repeated upload change nothing.
 */
export const scanBody = z
  .object({
    vckode: z.string({ error: TRIP_MSG.unknownCard }).trim().min(1, { error: TRIP_MSG.unknownCard }).max(50, { error: TRIP_MSG.unknownCard }).nullish(),
    intsiswa_id: idField(TRIP_MSG.studentNotFound).nullish(),
    direction: z.enum(SCAN_DIRECTIONS, { error: TRIP_MSG.directionInvalid }),
    dttime: phoneTime,
    ...positionFields,
    client_id: z.string({ error: TRIP_MSG.clientIdInvalid }).trim().min(1, { error: TRIP_MSG.clientIdInvalid }).max(64, { error: TRIP_MSG.clientIdInvalid }).nullish(),
  })
  .superRefine((b, ctx) => {
    if ((b.vckode == null) === (b.intsiswa_id == null)) ctx.addIssue({ code: 'custom', path: ['vckode'], message: TRIP_MSG.cardOrStudent });
    bothOrNeither(b, ctx);
  });
export type ScanBody = z.infer<typeof scanBody>;

const latitude = z.number().nullable();
const longitude = z.number().nullable();

export const tripWire = z
  .object({
    intid: z.number().int(),
    intvehicle_id: z.number().int(),
    vcnama: z.string(),
    vcnopol: z.string(),
    intrute_angkutan_id: z.number().int(),
    vcrute: z.string(),
    intdriver_id: z.number().int(),
    vcdriver: z.string(),
    /** The service date (YYYY-MM-DD, in the server's TZ). */
    dtservice: z.string(),
    intstatus: z.number().int(),
    vcstatus: z.string(),
    /** The driver's note of the last reported problem. */
    vcnote: z.string(),
    timestart: z.string().nullable(),
    declattitude_start: latitude,
    declongitude_start: longitude,
    timestop: z.string().nullable(),
    declattitude_stop: latitude,
    declongitude_stop: longitude,
    /** Students who boarded (counted once each). */
    jmlsiswa: z.number().int(),
  })
  .meta({ id: 'Trip' });
export type TripWire = z.infer<typeof tripWire>;

export const boardingWire = z
  .object({
    intid: z.number().int(),
    inttrip_id: z.number().int(),
    intsiswa_id: z.number().int(),
    vcnama: z.string(),
    /** Absent for a student of another route (a card scanned on the wrong bus): the driver is told the name only. */
    vcnisn: z.string().optional(),
    vcsekolah: z.string().optional(),
    timein: z.string().nullable(),
    declattitude_in: latitude,
    declongitude_in: longitude,
    timeout: z.string().nullable(),
    declattitude_out: latitude,
    declongitude_out: longitude,
    /** Boarded and not yet alighted. */
    on_board: z.boolean(),
    /** Alighted by the driver's `Turunkan semua di sini` when the trip ended, not by a scan of their own. */
    bulk_alighted: z.boolean(),
  })
  .meta({ id: 'Boarding' });
export type BoardingWire = z.infer<typeof boardingWire>;

/** The 409 of a stop while students are aboard: the refusal and who is still on the bus. */
export const tripStopRefusal = errorResponse
  .extend({ riders: z.array(boardingWire).optional() })
  .meta({ id: 'TripStopRefusal' });
export type TripStopRefusal = z.infer<typeof tripStopRefusal>;

/**
 * A scan's answer: the boarding as it now is; `warning` when the student is not of this route
 * (a card scan only: a scan by id is refused for such a student, unless the student already rode
 * this trip), and then the boarding names the student without NISN or school.
 */
export const scanResultWire = z
  .object({
    message: z.string(),
    data: boardingWire,
    /** False when the scan had already been recorded (same client_id, or already aboard). */
    changed: z.boolean(),
    warning: z.string().optional(),
  })
  .meta({ id: 'ScanResult' });
export type ScanResultWire = z.infer<typeof scanResultWire>;

/** A student the trip's route serves, for the check-in-by-name list. */
export const expectedStudentWire = z
  .object({
    intsiswa_id: z.number().int(),
    vcnama: z.string(),
    vcnisn: z.string(),
    vcsekolah: z.string(),
    on_board: z.boolean(),
  })
  .meta({ id: 'ExpectedStudent' });
export type ExpectedStudentWire = z.infer<typeof expectedStudentWire>;

/** How many of the route's students the check-in-by-name list answers at most, and by default. */
export const EXPECTED_LIMIT = { default: 50, max: 100 } as const;
const expectedLimitMessage = `Batas daftar siswa 1 sampai ${EXPECTED_LIMIT.max}.`;

/**
 * `GET /driver/trips/{id}/students?q&limit`: the check-in-by-name list is searched (name or
 * NISN) and capped, so a route serving thousands of students is never sent whole to a phone.
 */
export const tripStudentsQuery = z.object({
  q: listQuery.shape.q,
  limit: z.coerce
    .number({ error: expectedLimitMessage })
    .int({ error: expectedLimitMessage })
    .min(1, { error: expectedLimitMessage })
    .max(EXPECTED_LIMIT.max, { error: expectedLimitMessage })
    .optional()
    .default(EXPECTED_LIMIT.default),
});
export type TripStudentsQuery = z.infer<typeof tripStudentsQuery>;

export const tripStudentsWire = z
  .object({
    /** Every boarding of the trip, in boarding order. */
    boardings: z.array(boardingWire),
    /** The students of the schools this route serves matching `q`, by name, at most `limit`. */
    expected: z.array(expectedStudentWire),
    /** How many of the route's students match `q` (more than `expected` holds when capped). */
    expected_total: z.number().int(),
  })
  .meta({ id: 'TripStudents' });
export type TripStudentsWire = z.infer<typeof tripStudentsWire>;

export const driverVehicleWire = z
  .object({
    intid: z.number().int(),
    vckode: z.string(),
    vcnama: z.string(),
    vcnopol: z.string(),
    intrute_angkutan_id: z.number().int(),
    vcrute: z.string(),
    /** Some driver has a running trip on it. */
    running: z.boolean(),
  })
  .meta({ id: 'DriverVehicle' });

export const driverMeWire = z
  .object({
    driver: z.object({ intid: z.number().int(), vccode_driver: z.string(), vcname: z.string(), vcphone: z.string() }),
    /** The vehicles this driver may start a trip on. */
    vehicles: z.array(driverVehicleWire),
    /** The driver's running trip, whatever its date, or null. */
    current: tripWire.nullable(),
    /** The driver's trips of today's service date, in start order. */
    trips: z.array(tripWire),
  })
  .meta({ id: 'DriverMe' });
export type DriverMeWire = z.infer<typeof driverMeWire>;
