import { REGISTRATION_STATUS } from '@halte/contract';
import { localized } from './language';
/** Pendaftaran Siswa: the members' registrations staff approve or reject; form labels come from the contract. */
export const registrations = localized('registrations', {
  title: 'Pendaftaran Siswa',
  entity: 'Pendaftaran',
  nisn: 'ID Siswa',
  child: 'Siswa',
  member: 'Akun Pendaftar',
  status: 'Status',
  date: 'Tanggal Daftar',
  statusFilter: 'Saring status',
  allStatuses: 'Semua status',
  reason: 'Alasan Penolakan',
  decidedBy: 'Diputuskan oleh',
  decidedAt: 'Waktu Keputusan',
  student: 'Siswa Terdaftar',
  chooseSchool: 'Cari sekolah…',
  chooseClass: 'Pilih kelas…',
  chooseRoute: 'Pilih rute…',
  chooseStop: 'Pilih halte…',
  requestedStop: 'halte:',
  approve: 'Setujui',
  reject: 'Tolak',
  approveTitle: 'Setujui Pendaftaran',
  approveHint: 'Siswa akan ditambahkan ke Data Siswa dan terhubung dengan akun pendaftar.',
  requestedRoute: 'Rute pilihan pendaftar:',
  routeHint: 'Orang tua akan mengikuti bus yang sedang melayani rute ini. Rute lain melepas halte pilihan pendaftar.',
  rejectTitle: 'Tolak Pendaftaran',
  rejectHint: 'Alasan ini akan dibaca oleh pendaftar.',
  /** The status filter's choices. */
  statuses: REGISTRATION_STATUS,
} as const);
