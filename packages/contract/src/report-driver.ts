import { z } from 'zod';
import { SHARED_COLUMNS as C, type ReportColumns } from './report-columns.js';
import { serviceDayRow } from './report-query.js';
import type { TripWire } from './trips.js';

/** One row of Laporan Sopir: a driver on one service date. */
export const driverReportRowWire = serviceDayRow
  .extend({
    vccode_driver: z.string(),
    vcname: z.string(),
    vcphone: z.string(),
    /** The start of the day's first trip. */
    timestart: z.string().nullable(),
    /** The stop of the day's last trip, only once that trip is finished (status 9). */
    timestop: z.string().nullable(),
    /** The plates of the vehicles driven that day. */
    vcbus: z.string(),
    jmltrip: z.number().int(),
  })
  .meta({ id: 'DriverReportRow' });
export type DriverReportRow = z.infer<typeof driverReportRowWire>;

export const DRIVER_REPORT_COLUMNS: ReportColumns<DriverReportRow> = [
  C.serviceDate,
  { key: 'vccode_driver', label: 'ID Sopir', type: 'text', width: 14 },
  { key: 'vcname', label: 'Nama', type: 'text', width: 26 },
  { key: 'vcphone', label: 'No HP', type: 'text', width: 16 },
  C.tripStart,
  C.tripStop,
  { key: 'vcbus', label: 'Bus', type: 'text', width: 22 },
];

/** The detail dialog: the driver's trips that day. */
export const DRIVER_DETAIL_COLUMNS: ReportColumns<TripWire> = [
  { ...C.plate, label: 'Bus' },
  C.route,
  C.status,
  C.tripStart,
  C.tripStop,
  C.riders,
];

/** The file's second sheet: every trip of the day, with its driver. */
export const DRIVER_TRIPS_COLUMNS: ReportColumns<TripWire> = [{ key: 'vcdriver', label: 'Sopir', type: 'text', width: 26 }, ...DRIVER_DETAIL_COLUMNS];

export const DRIVER_REPORT = {
  title: 'Laporan Sopir',
  file: 'laporan-sopir',
  tripsSheet: 'Perjalanan',
} as const;
