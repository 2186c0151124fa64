import type { Dictionary, Template } from './types.js';

/** School transport: trips and scans, positions, the live map, routes and their line, vehicles, schools, students. */
export const TRANSPORT: Dictionary = {
  'Akun Anda belum terhubung dengan data pengemudi. Hubungi administrator.': 'Your account is not linked to a driver record yet. Contact the administrator.',
  'Kendaraan ini sedang beroperasi.': 'This vehicle is already on a trip.',
  'Anda masih memiliki perjalanan yang berjalan. Selesaikan dulu perjalanan tersebut.': 'You still have a trip in progress. Finish that trip first.',
  'Perjalanan dimulai.': 'Trip started.',
  'Kendala dilaporkan.': 'Problem reported.',
  'Perjalanan dilanjutkan.': 'Trip resumed.',
  'Perjalanan selesai.': 'Trip finished.',
  'Ditutup otomatis: perjalanan hari sebelumnya belum diselesaikan.': "Closed automatically: the previous day's trip was not finished.",
  'Perjalanan sudah selesai.': 'The trip is already finished.',
  'Kendala sudah dilaporkan untuk perjalanan ini.': 'A problem has already been reported for this trip.',
  'Perjalanan sedang berjalan tanpa kendala.': 'The trip is running without a problem.',
  'Perjalanan belum berangkat.': 'The trip has not departed yet.',
  'Kartu tidak dikenal.': 'Unknown card.',
  'Kirim kode kartu (vckode) atau siswa (intsiswa_id), salah satu saja.': 'Send a card code (vckode) or a student (intsiswa_id), only one of them.',
  "Arah harus 'in' (naik) atau 'out' (turun).": "Direction must be 'in' (boarding) or 'out' (alighting).",
  'Waktu pindai (dttime) tidak valid.': 'Invalid scan time (dttime).',
  'Waktu pindai tidak boleh di masa depan.': 'The scan time cannot be in the future.',
  'Waktu pindai sebelum hari perjalanan.': "The scan time is before the trip's day.",
  'Waktu pindai setelah perjalanan selesai.': 'The scan time is after the trip ended.',
  'Latitude dan longitude harus dikirim bersama.': 'Latitude and longitude must be sent together.',
  'Koordinat tidak valid.': 'Invalid coordinates.',
  'ID pindai (client_id) maksimal 64 karakter.': 'Scan ID (client_id) must be at most 64 characters.',
  'Siswa naik.': 'Student boarded.',
  'Siswa turun.': 'Student alighted.',
  'Pindaian sudah tercatat.': 'The scan was already recorded.',
  'Siswa ini tidak terdaftar pada rute kendaraan ini.': "This student is not registered on this vehicle's route.",
  'Siswa ini tidak terdaftar pada rute kendaraan ini. Pindai kartu siswa untuk mencatatnya.':
    "This student is not registered on this vehicle's route. Scan the student's card to record them.",
  'Kendala perjalanan': 'Trip problem',
  'Pilihan turunkan semua (alight_all) harus true atau false.': 'The alight-all option (alight_all) must be true or false.',
  'Masih ada siswa di dalam bus. Turunkan mereka dulu, atau turunkan semua di sini (alight_all).':
    'Students are still on the bus. Let them off first, or let everyone off here (alight_all).',
  'Batas daftar siswa 1 sampai 100.': 'Student list limit must be 1 to 100.',

  'Perangkat tidak dikenal. Daftarkan ID perangkat pada data kendaraan.': "Unknown device. Register the device ID in the vehicle's data.",
  'Koordinat (lat dan lon) tidak boleh kosong.': 'Coordinates (lat and lon) are required.',
  'Daftar posisi tidak boleh kosong.': 'The list of positions cannot be empty.',
  'Posisi hanya dapat dikirim untuk kendaraan perjalanan Anda sendiri.': "Positions can be sent only for your own trip's vehicle.",
  'Tidak ada perjalanan Anda dengan kendaraan ini pada waktu posisi tersebut. Mulai perjalanan sebelum mengirim posisi.':
    'You have no trip with this vehicle at the time of that position. Start a trip before sending positions.',
  'Terlalu banyak ID perangkat tidak dikenal dari alamat ini. Coba lagi dalam 1 menit.': 'Too many unknown device IDs from this address. Try again in 1 minute.',

  'Anda tidak memiliki akses ke Lacak Kendaraan.': 'You do not have access to Vehicle Tracking.',
  'Menit harus bilangan bulat antara 1 dan 1440.': 'Minutes must be a whole number between 1 and 1440.',

  'Layanan peta tidak dapat dihubungi.': 'The map service cannot be reached.',
  'Peta jalan belum dikonfigurasi: garis lurus antar titik.': 'The road map is not configured: straight lines between the points.',
  'Generate Rute Berhasil.': 'Route generated.',
  'Setiap koordinat harus berupa pasangan [longitude, latitude].': 'Each coordinate must be a [longitude, latitude] pair.',
  'Koordinat harus berupa daftar pasangan [longitude, latitude].': 'Coordinates must be a list of [longitude, latitude] pairs.',
  'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.': 'Fill in both Latitude and Longitude, or leave both empty.',
  'Titik Rute maksimal 500.': 'A route has at most 500 stops.',
  'Titik peta rute maksimal 5000.': 'A route map has at most 5000 points.',
  'Rute tidak ditemukan.': 'Route not found.',

  'Kendaraan harus berupa daftar.': 'Vehicles must be a list.',
  'Kendaraan maksimal 200.': 'At most 200 vehicles.',
  'Kendaraan tidak ditemukan.': 'Vehicle not found.',

  'ID Siswa hanya boleh huruf, angka, titik atau strip.': 'Student ID may contain only letters, digits, dots or dashes.',
  'NIK Orang Tua / Wali harus 16 digit angka.': 'Parent / Guardian National ID must be 16 digits.',
  'Akun aplikasi tidak valid.': 'Invalid app account.',
  'Sekolah harus berupa id sekolah.': 'School must be a school id.',
  'Kelas harus berupa id kelas.': 'Class must be a class id.',
  'Kartu siswa ditandai sudah dicetak.': 'Student card marked as printed.',
  'Kartu ditandai sudah dicetak.': 'Card marked as printed.',
  'Halte tidak ditemukan.': 'Stop not found.',
  'Halte tidak berada di rute siswa.': "The stop is not on the student's route.",
};

export const TRANSPORT_TEMPLATES: readonly Template[] = [
  ['Nilai {} tidak valid.', 'Invalid value of {}.'],
  ['Maksimal {n} posisi per kiriman.', 'At most {} positions per upload.'],
  ['Koordinat minimal {n} titik.', 'Coordinates need at least {} points.'],
  ['Koordinat maksimal {n} titik.', 'Coordinates have at most {} points.'],
  ['Kelas tidak sesuai dengan jenjang sekolah ({}).', 'The class does not match the school level ({}).'],
  ['Rute {} masih digunakan oleh {n} kendaraan.', 'Route {} is still used by {} vehicles.'],
  ['Sekolah {} masih digunakan oleh {n} siswa.', 'School {} is still used by {} students.'],
  // A search hit's second line.
  ['Kode {}', 'Code {}'],
];
