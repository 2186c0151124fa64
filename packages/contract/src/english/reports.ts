import type { Dictionary, Template } from './types.js';

/**
 * The reports, on the screen and in their Excel files: titles (also the sheets' names, at most 31
 * characters), columns, the title block's period and filter lines, and the files' names.
 */
export const REPORTS: Dictionary = {
  'Laporan Bus': 'Bus Report',
  'Laporan Sopir': 'Driver Report',
  'Laporan Siswa': 'Student Report',
  'Rekap Data Parkir': 'Parking Recap',
  Penumpang: 'Riders',
  Perjalanan: 'Trips',

  'Nomor Bus': 'Bus Number',
  'Nama Bus': 'Bus Name',
  Naik: 'Boarded',
  Turun: 'Alighted',
  Mulai: 'Started',
  'Jumlah Siswa': 'Students',
  Sopir: 'Driver',
  'ID Sopir': 'Driver ID',
  'Nama Siswa': 'Student Name',
  'Jumlah Naik': 'Rides',
  Catatan: 'Notes',
  Selisih: 'Difference',
  'Total Data': 'Total Records',
  'Total Pendapatan': 'Total Income',
  'Penumpang hari ini': 'Riders today',

  Semua: 'All',
  'Kata Kunci': 'Keyword',
  'Catatan Janggal': 'Irregular Notes',
  'Hanya yang bercatatan': 'Only those with notes',

  'laporan-bus': 'bus-report',
  'laporan-sopir': 'driver-report',
  'laporan-siswa': 'student-report',
  'rekap-parkir': 'parking-recap',

  /** The department's name by default (`DEPARTMENT_NAME`), at the head of every file. */
  'Dinas Perhubungan Kabupaten Tuban': 'Tuban Regency Transportation Agency',
};

/** The title block's period line, and each filter line (`Sekolah: SD Negeri 1`). */
export const REPORT_TEMPLATES: readonly Template[] = [
  ['Periode: {} s.d. {}', 'Period: {} to {}'],
  ['Periode: {} {n}', 'Period: {} {}'],
  ['Tanggal: {}', 'Date: {}'],
  ['Kata Kunci: {}', 'Keyword: {}'],
  ['Sekolah: {}', 'School: {}'],
  ['Kelas: {}', 'Class: {}'],
  ['Lokasi: {}', 'Location: {}'],
  ['Tipe Kendaraan: {}', 'Vehicle Type: {}'],
  ['Catatan Janggal: {}', 'Irregular Notes: {}'],
];
