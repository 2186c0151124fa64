import type { Dictionary } from './types.js';

/**
 * The sidebar's names as the first start seeds them (the screens' and their groups' labels), the
 * seeded roles, and the application's own name.
 */
export const MENUS: Dictionary = {
  Operasional: 'Operations',
  Aplikasi: 'Application',
  'Lacak Kendaraan': 'Vehicle Tracking',
  'Dashboard Parkir': 'Parking Dashboard',
  'Rekap Parkir': 'Parking Recap',
  Pengemudi: 'Driver',
  'Peta Rute': 'Route Map',
  'Akun Aplikasi': 'App Accounts',
  Artikel: 'Articles',
  'Gambar Slider': 'Slider Images',
  'Lokasi Parkir': 'Parking Locations',
  'Target Pendapatan': 'Income Targets',
  'Pendaftaran Siswa': 'Student Registrations',
  'Pesan Pengaduan': 'Complaints',
  'Chatting Member': 'Member Chat',
  'Data User': 'Users',
  'Data Role': 'Roles',
  'Data Menu': 'Menus',
  'Riwayat Perubahan': 'Change History',

  'Juru Parkir': 'Parking Attendant',

  'APP PARKIR': 'PARKING APP',
};

/** A menu names a list of things: where the word alone is singular ('Kendaraan': 'Vehicle'), the menu's is plural. */
export const MENU_NAMES: Dictionary = {
  Pengemudi: 'Drivers',
  Kendaraan: 'Vehicles',
  Rute: 'Routes',
  Sekolah: 'Schools',
  Siswa: 'Students',
  'Tipe Kendaraan': 'Vehicle Types',
};
