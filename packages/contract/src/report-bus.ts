import { z } from 'zod';
import { SHARED_COLUMNS as C, type ReportColumns } from './report-columns.js';
import { serviceDayRow } from './report-query.js';
import type { BoardingWire } from './trips.js';

/** One row of Laporan Bus: a vehicle on one service date. */
export const busReportRowWire = serviceDayRow
  .extend({
    vcnopol: z.string(),
    vcnama: z.string(),
    vcrute: z.string(),
    /** The status of the day's last trip; null without a trip. */
    intstatus: z.number().int().nullable(),
    vcstatus: z.string(),
    jmltrip: z.number().int(),
    /** Students who boarded that day, each counted once. */
    jmlsiswa: z.number().int(),
  })
  .meta({ id: 'BusReportRow' });
export type BusReportRow = z.infer<typeof busReportRowWire>;

export const BUS_REPORT_COLUMNS: ReportColumns<BusReportRow> = [
  C.serviceDate,
  C.plate,
  { key: 'vcnama', label: 'Nama Bus', type: 'text', width: 22 },
  { ...C.route, width: 28 },
  C.status,
  { key: 'jmltrip', label: 'Perjalanan', type: 'number', width: 11 },
  C.riders,
];

/** The detail dialog: the students who rode the bus that day. */
export const BUS_DETAIL_COLUMNS: ReportColumns<BoardingWire> = [
  { key: 'vcnama', label: 'Nama', type: 'text', width: 28 },
  { key: 'vcsekolah', label: 'Sekolah', type: 'text', width: 28 },
  C.boardedAt,
  C.alightedAt,
];

/** A row of the file's second sheet: one boarding of the period. */
export interface BusBoardingRow {
  dtservice: string;
  vcnopol: string;
  vcrute: string;
  vcdriver: string;
  vcnama: string;
  vcnisn: string;
  vcsekolah: string;
  timein: string | null;
  timeout: string | null;
}

export const BUS_BOARDING_COLUMNS: ReportColumns<BusBoardingRow> = [
  C.serviceDate,
  C.plate,
  C.route,
  { key: 'vcdriver', label: 'Sopir', type: 'text', width: 22 },
  { key: 'vcnama', label: 'Nama Siswa', type: 'text', width: 26 },
  { key: 'vcnisn', label: 'NISN', type: 'text', width: 13 },
  { key: 'vcsekolah', label: 'Sekolah', type: 'text', width: 26 },
  C.boardedAt,
  C.alightedAt,
];

export const BUS_REPORT = {
  title: 'Laporan Bus',
  file: 'laporan-bus',
  boardingsSheet: 'Penumpang',
} as const;
