import type { Dictionary, Template } from './types.js';

/** The back office's own data: users, roles, menus, the audit trail. */
export const ADMIN: Dictionary = {
  'Username hanya boleh huruf, angka, titik, garis bawah atau strip.': 'Username may contain only letters, digits, dots, underscores or dashes.',
  'Konfirmasi password tidak sama.': 'The password confirmation does not match.',
  'Role DRIVER belum tersedia. Hubungi administrator.': 'The DRIVER role is not available yet. Contact the administrator.',

  'Layar tidak dikenal.': 'Unknown screen.',
  'URL harus diawali "/" untuk layar atau "#" untuk grup.': 'The URL must start with "/" for a screen or "#" for a group.',
  'Menu harus berupa daftar.': 'Menus must be a list.',
  'Menu induk tidak boleh menu itu sendiri atau turunannya.': 'The parent menu cannot be the menu itself or one of its descendants.',
  'Menu masih memiliki sub-menu.': 'The menu still has sub-menus.',

  'Pengguna harus berupa id pengguna.': 'User must be a user id.',
  'Tabel harus berupa nama tabel riwayat (huruf kecil, angka, _ atau -).': 'Table must be the name of a history table (lower-case letters, digits, _ or -).',
  'ID Data hanya boleh berisi huruf, angka, _ atau - (paling banyak 64).': 'Record ID may contain only letters, digits, _ or - (at most 64).',
};

export const ADMIN_TEMPLATES: readonly Template[] = [
  ['Role {} masih digunakan oleh {n} user.', 'Role {} is still used by {} users.'],
  ['Aksi harus salah satu dari: {}.', 'Action must be one of: {}.'],
  // How the audit trail records an image: its size.
  ['[gambar {} byte]', '[image {} bytes]'],
];
