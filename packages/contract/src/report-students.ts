import { z } from 'zod';
import type { ReportColumns } from './report-columns.js';
import { reportExportQueryOf, reportQueryOf } from './report-query.js';
import { studentFilters, studentWire } from './students.js';

/** One row of Laporan Siswa: a student, and how often the student rode in the period. */
export const studentReportRowWire = studentWire
  .extend({
    /** The student's boardings on trips of the period's service dates. */
    jmlnaik: z.number().int(),
  })
  .meta({ id: 'StudentReportRow' });
export type StudentReportRow = z.infer<typeof studentReportRowWire>;

/** `GET /report/student`: the students' search and filters, and the period the rides are counted in. */
export const studentReportQuery = reportQueryOf(studentFilters);
export type StudentReportQuery = z.infer<typeof studentReportQuery>;

/** `GET /report/student/export`: the same filters, every row. */
export const studentReportExportQuery = reportExportQueryOf(studentFilters);
export type StudentReportExportQuery = z.infer<typeof studentReportExportQuery>;

export const STUDENT_REPORT_COLUMNS: ReportColumns<StudentReportRow> = [
  { key: 'vckode', label: 'ID Siswa', type: 'text', width: 14 },
  { key: 'vcnama', label: 'Nama', type: 'text', width: 26 },
  { key: 'vcalamat', label: 'Alamat', type: 'text', width: 32 },
  { key: 'vcsekolah', label: 'Sekolah', type: 'text', width: 28 },
  { key: 'vckelas', label: 'Kelas', type: 'text', width: 10 },
  { key: 'jmlnaik', label: 'Jumlah Naik', type: 'number', width: 12 },
];

export const STUDENT_REPORT = {
  title: 'Laporan Siswa',
  file: 'laporan-siswa',
} as const;
