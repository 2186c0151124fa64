import type { Dictionary, Template } from './types.js';

/** Parking: the staff's stays and tariffs, the attendants' console, the notes of a stay, the targets. */
export const PARKING: Dictionary = {
  'Nomor Kendaraan hanya boleh berisi huruf dan angka.': 'Plate Number may contain only letters and digits.',
  'Waktu Masuk harus tanggal dan jam dengan zona waktu (ISO 8601).': 'Check-in Time must be a date and time with a time zone (ISO 8601).',
  'Waktu Keluar harus tanggal dan jam dengan zona waktu (ISO 8601).': 'Check-out Time must be a date and time with a time zone (ISO 8601).',
  'Waktu Keluar tidak boleh sebelum Waktu Masuk.': 'Check-out Time cannot be before Check-in Time.',
  'Biaya harus bilangan bulat rupiah dari 0 sampai 100.000.000.': 'Fee must be a whole number of rupiah from 0 to 100,000,000.',
  'Biaya hanya diisi bila Waktu Keluar diisi.': 'Fee is filled in only when Check-out Time is.',
  'Tipe Kendaraan belum memiliki tarif yang berlaku pada tanggal masuk.': 'The Vehicle Type has no tariff in force on the check-in date.',
  'Kendaraan ini masih tercatat parkir di lokasi ini.': 'This vehicle is still recorded as parked at this location.',

  'Nomor kendaraan hanya berisi huruf dan angka, paling banyak 12.': 'A plate number has only letters and digits, at most 12.',
  'Lokasi parkir tidak aktif.': 'The parking location is not active.',
  'Tipe kendaraan ini belum memiliki tarif yang berlaku.': 'This vehicle type has no tariff in force yet.',
  'Karcis tidak ditemukan.': 'Ticket not found.',
  'Kendaraan ini tidak tercatat sedang parkir.': 'This vehicle is not recorded as parked.',
  'Kendaraan ini sudah keluar.': 'This vehicle has already left.',
  'Kendaraan ini tercatat parkir di beberapa lokasi. Pilih lokasinya.': 'This vehicle is recorded as parked at several locations. Choose its location.',
  'Kirim nomor kendaraan atau nomor karcis (intid), salah satu saja.': 'Send a plate number or a ticket number (intid), only one of them.',
  'Waktu (dttime) tidak valid.': 'Invalid time (dttime).',
  'Waktu tidak boleh di masa depan.': 'The time cannot be in the future.',
  'Waktu lebih dari 7 hari yang lalu.': 'The time is more than 7 days ago.',
  'Waktu keluar tidak boleh sebelum waktu masuk.': 'The check-out time cannot be before the check-in time.',
  'Penanda antrean (queued) harus true atau false.': 'The queued flag (queued) must be true or false.',
  'ID transaksi (client_id) maksimal 64 karakter.': 'Transaction ID (client_id) must be at most 64 characters.',
  'Kendaraan masuk.': 'Vehicle checked in.',
  'Kendaraan keluar.': 'Vehicle checked out.',
  'Transaksi sudah tercatat.': 'The transaction was already recorded.',

  'Biaya maksimal per hari tidak boleh kurang dari biaya awal.': 'The maximum fee per day cannot be less than the initial fee.',
  'Biaya per jam berikutnya hanya berlaku bila durasi awal lebih dari 0 menit.': 'The fee per additional hour applies only when the initial period is more than 0 minutes.',

  'Filter Catatan Janggal harus 0 atau 1.': 'The Irregular Notes filter must be 0 or 1.',
  // The words of a stay's notes (`vcflag`, joined by ', ').
  mundur: 'backdated',
  petugas_lain: 'other attendant',
  lokasi_lain: 'other location',
  dikoreksi: 'corrected',

  'Target bulanan harus berupa daftar 12 bulan.': 'The monthly target must be a list of 12 months.',
};

/** A month's target label, the pieces of a tariff in one line ('Rp 3.000 untuk 60 menit pertama'), a plate's search hit. */
export const PARKING_TEMPLATES: readonly Template[] = [
  ['Target {}', '{} target'],
  ['{} per masuk', '{} per entry'],
  ['{} untuk {n} menit pertama', '{} for the first {} minutes'],
  ['{} per jam berikutnya', '{} per additional hour'],
  ['maks. {} per hari', 'max. {} per day'],
  // A plate's search hit: its last check-in day and how many stays it has.
  ['Terakhir masuk {} · {n} kali', 'Last in {} · {} times'],
];
