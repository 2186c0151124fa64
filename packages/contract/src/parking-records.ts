import { z } from 'zod';
import { currentLanguage, rupiahIn } from './language.js';
import { calendarDate, PERIOD_MSG } from './filters.js';
import { MAX_ID, requiredId, requiredText } from './fields.js';
import { withMeta } from './field-meta.js';
import { requiredOf } from './messages.js';
import { listQuery } from './paging.js';
import { listResponseOf } from './responses.js';
import { daysBetween, REPORT_MAX_DAYS, REPORT_MSG } from './report-query.js';
import type { ReportColumns } from './report-columns.js';
import { normalizePlate, PLATE_PATTERN } from './parking-plate.js';
import { flaggedFilter, PARKING_FLAGGED } from './parking-flags.js';

/** A stay's status: 1 Parkir (still parked), 2 Keluar (checked out, its fee set). */
export const PARKING_STATUS = { parked: 1, left: 2 } as const;
export const PARKING_STATUS_NAMES: Readonly<Record<number, string>> = { 1: 'Parkir', 2: 'Keluar' };

export const PARKING_MSG = {
  plate: 'Nomor Kendaraan hanya boleh berisi huruf dan angka.',
  checkInRequired: requiredOf('Waktu Masuk'),
  checkIn: 'Waktu Masuk harus tanggal dan jam dengan zona waktu (ISO 8601).',
  checkOut: 'Waktu Keluar harus tanggal dan jam dengan zona waktu (ISO 8601).',
  checkOutOrder: 'Waktu Keluar tidak boleh sebelum Waktu Masuk.',
  amount: 'Biaya harus bilangan bulat rupiah dari 0 sampai 100.000.000.',
  amountWithoutCheckOut: 'Biaya hanya diisi bila Waktu Keluar diisi.',
  noTariff: 'Tipe Kendaraan belum memiliki tarif yang berlaku pada tanggal masuk.',
  alreadyParked: 'Kendaraan ini masih tercatat parkir di lokasi ini.',
  location: 'Lokasi tidak ditemukan.',
  vehicleType: 'Tipe Kendaraan tidak ditemukan.',
} as const;

/** The largest fee a stay may be given, in rupiah. */
export const PARKING_MAX_AMOUNT = 100_000_000;

/** A plate as typed ('b 1234 cd'), stored and compared normalised ('B1234CD'). */
export const plateField = withMeta(
  requiredText('Nomor Kendaraan', 20)
    .transform(normalizePlate)
    .refine((p) => PLATE_PATTERN.test(p), { error: PARKING_MSG.plate }),
  { label: 'Nomor Kendaraan', required: true, max: 20, default: '' },
);

const instant = (error: string) => z.iso.datetime({ offset: true, error });

/**
 * `POST /parking` and `PUT /parking/{id}`: a stay entered or corrected by staff. With a check-out
 * and no amount the fee is computed from the tariff in force at check-in.
 */
export const parkingRecordBody = z
  .object({
    vclicense_number: plateField,
    intvehicle_type_id: requiredId('Tipe Kendaraan'),
    intparking_location_id: requiredId('Lokasi'),
    dtcheck_in: withMeta(
      z.string({ error: PARKING_MSG.checkInRequired }).min(1, { error: PARKING_MSG.checkInRequired }).pipe(instant(PARKING_MSG.checkIn)),
      { label: 'Waktu Masuk', required: true, default: '' },
    ),
    dtcheck_out: withMeta(z.union([z.literal(''), z.null(), instant(PARKING_MSG.checkOut)]).optional().transform((v) => v || null), { label: 'Waktu Keluar', default: '' }),
    decamount: withMeta(
      z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.number({ error: PARKING_MSG.amount }).int({ error: PARKING_MSG.amount }).min(0, { error: PARKING_MSG.amount }).max(PARKING_MAX_AMOUNT, { error: PARKING_MSG.amount }).nullable(),
      ),
      { label: 'Biaya', default: '' },
    ),
  })
  .superRefine((b, ctx) => {
    if (b.dtcheck_out && b.dtcheck_in && Date.parse(b.dtcheck_out) < Date.parse(b.dtcheck_in)) ctx.addIssue({ code: 'custom', path: ['dtcheck_out'], message: PARKING_MSG.checkOutOrder });
    if (b.decamount !== null && !b.dtcheck_out) ctx.addIssue({ code: 'custom', path: ['decamount'], message: PARKING_MSG.amountWithoutCheckOut });
  });
export type ParkingRecordBody = z.output<typeof parkingRecordBody>;

export const parkingRecordWire = z
  .object({
    intid: z.number().int(),
    vclicense_number: z.string(),
    intvehicle_type_id: z.number().int(),
    vcvehicle_type: z.string(),
    intparking_location_id: z.number().int(),
    vclocation: z.string(),
    /** The attendant who checked the vehicle in; null for a stay entered by staff. */
    intattendant_id: z.number().int().nullable(),
    vcattendant: z.string(),
    dtcheck_in: z.string(),
    /** Only when the status is 2 (Keluar). */
    dtcheck_out: z.string().nullable(),
    intstatus: z.number().int(),
    vcstatus: z.string(),
    /** Integer rupiah; null while parked. */
    decamount: z.number().int().nullable(),
    /** The regulation of the tariff the fee was computed from ('' when none). */
    vcregulation: z.string(),
    /** The attendant who checked the vehicle out ('' when staff did or it is still parked). */
    vccheck_out_attendant: z.string(),
    /** The phone's time of the check-in and when the server received it (null for a stay entered by staff). */
    dtcheck_in_device: z.string().nullable(),
    dtcheck_in_received: z.string().nullable(),
    /** The same of the attendant's check-out. */
    dtcheck_out_device: z.string().nullable(),
    dtcheck_out_received: z.string().nullable(),
    /** The stay's notes (`mundur, petugas_lain, lokasi_lain, dikoreksi`, see PARKING_FLAGS); '' when none. */
    vcflag: z.string(),
    /** The fee the server's receive time of the attendant's check-out would have given; null without one. */
    decamount_server: z.number().int().nullable(),
    /** That fee less the fee charged (what a back-dated check-out took off); null without both. */
    decdifference: z.number().int().nullable(),
  })
  .meta({ id: 'ParkingRecord' });
export type ParkingRecordWire = z.infer<typeof parkingRecordWire>;

/** A location or vehicle type filter: an id, or 0 / absent for all. */
const allOrId = (message: string) =>
  z.union([z.number(), z.string().regex(/^(0|[1-9][0-9]*)$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_ID, { error: message }));

/** The recap's filters, shared by the page and the file: plate keyword, location, type and check-in days. */
export const parkingFilters = {
  parking_location: allOrId(PARKING_MSG.location).optional(),
  vehicle_type: allOrId(PARKING_MSG.vehicleType).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  flagged: flaggedFilter.optional(),
};

export interface ParkingPeriod { from?: string; to?: string }

/** What is wrong with the days `from`..`to` (valid dates each), if anything: the end first, or more than a year. */
export function parkingDaysError(from: string, to: string): string | undefined {
  if (to < from) return PERIOD_MSG.order;
  if (daysBetween(from, to) > REPORT_MAX_DAYS) return REPORT_MSG.tooLong;
  return undefined;
}

function checkDays(p: ParkingPeriod, ctx: z.RefinementCtx) {
  const message = p.from && p.to ? parkingDaysError(p.from, p.to) : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
}

/**
 * `GET /parking?q&from&to&parking_location&vehicle_type&flagged&page&limit`. The days are check-in
 * days in `TZ`, both ends included; without them every stay is listed. `flagged=1`: only the
 * stays with a note (`Catatan Janggal`).
 */
export const parkingListQuery = listQuery.extend(parkingFilters).superRefine(checkDays);
export type ParkingListQuery = z.output<typeof parkingListQuery>;

/**
 * `GET /report/parking/export/{parking_location}/{vehicle_type}/{fromDate}/{toDate}` (0 = all).
 * A path that names nothing is a 404; days in the wrong order are checked by `parkingDaysError`.
 */
export const parkingExportParams = z.object({
  parking_location: allOrId(PARKING_MSG.location),
  vehicle_type: allOrId(PARKING_MSG.vehicleType),
  fromDate: calendarDate,
  toDate: calendarDate,
});
export type ParkingExportParams = z.output<typeof parkingExportParams>;

/** The file's keyword and `Catatan Janggal`, as the screen's. */
export const parkingExportQuery = z.object({ q: listQuery.shape.q, flagged: parkingFilters.flagged });

/** The recap's page: the rows, and over every matching row the count and the income. */
export const parkingListResponse = listResponseOf(parkingRecordWire).extend({
  /** Sum of the fees of the matching stays (those still parked have none). */
  total_income: z.number().int(),
  /** The matching stays (= length). */
  total_data: z.number().int(),
});
export type ParkingListResponse = z.infer<typeof parkingListResponse>;

/** The recap's table and file, declared once. */
export const PARKING_RECAP_COLUMNS: ReportColumns<ParkingRecordWire> = [
  { key: 'vclicense_number', label: 'Nomor Kendaraan', type: 'text', width: 16 },
  { key: 'vcvehicle_type', label: 'Tipe Kendaraan', type: 'text', width: 16 },
  { key: 'vclocation', label: 'Lokasi', type: 'text', width: 28 },
  { key: 'dtcheck_in', label: 'Masuk', type: 'datetime', width: 17 },
  { key: 'dtcheck_out', label: 'Keluar', type: 'datetime', width: 17 },
  { key: 'vcstatus', label: 'Status', type: 'term', width: 10 },
  { key: 'decamount', label: 'Biaya', type: 'number', width: 12 },
  { key: 'vcflag', label: PARKING_FLAGGED.note, type: 'term', width: 30 },
  { key: 'decdifference', label: PARKING_FLAGGED.difference, type: 'number', width: 12 },
];

export const PARKING_RECAP = {
  title: 'Rekap Data Parkir',
  file: 'rekap-parkir',
  totalData: 'Total Data',
  totalIncome: 'Total Pendapatan',
} as const;

/** Rupiah as the recap writes it, in the language now: 'Rp 1.250.000' / 'IDR 1,250,000'. */
export const rupiah = (amount: number) => rupiahIn(currentLanguage(), amount);
