import type { Dictionary, Template } from './types.js';

/** Parents' app: accounts, complaints and chat, registrations of a child, the children's buses. */
export const MEMBERS: Dictionary = {
  'No Hp tidak valid.': 'Invalid mobile number.',
  'Pendaftaran berhasil. Silakan login.': 'Sign-up complete. Please sign in.',
  'Email/No Hp atau password salah.': 'Wrong email/mobile number or password.',
  'Akun Anda tidak aktif. Silakan hubungi petugas.': 'Your account is not active. Please contact the staff.',

  'Terima kasih, laporan Anda akan segera kami tindak lanjuti.': 'Thank you, we will follow up on your report soon.',
  'Pesan terkirim.': 'Message sent.',
  'Percakapan sudah diakhiri.': 'The conversation has ended.',
  Berhasil: 'Done',
  'Pesan sudah diakhiri': 'The conversation has already ended',

  'Pendaftaran siswa terkirim dan menunggu persetujuan petugas.': "The student's registration was sent and awaits the staff's approval.",
  'Pendaftaran disetujui, siswa sudah ditambahkan.': 'Registration approved; the student has been added.',
  'Pendaftaran ditolak.': 'Registration rejected.',
  'Pendaftaran ini sudah diputuskan dan tidak dapat diubah lagi.': 'This registration has already been decided and can no longer be changed.',
  'Status harus 0 (Menunggu), 1 (Disetujui) atau 2 (Ditolak).': 'Status must be 0 (Waiting), 1 (Approved) or 2 (Rejected).',

  'Belum ada bus yang melayani rute ini hari ini.': 'No bus is serving this route today yet.',
};

/** The waits of a member's limits and the photo quota. */
export const MEMBER_TEMPLATES: readonly Template[] = [
  ['Terlalu banyak pesan. Coba lagi dalam {n} detik.', 'Too many messages. Try again in {} seconds.'],
  ['Terlalu banyak pengaduan. Coba lagi dalam {n} detik.', 'Too many complaints. Try again in {} seconds.'],
  ['Terlalu banyak foto. Coba lagi dalam {n} detik.', 'Too many photos. Try again in {} seconds.'],
  ['Terlalu banyak pendaftaran akun dari alamat ini. Coba lagi dalam {n} detik.', 'Too many account sign-ups from this address. Try again in {} seconds.'],
  ['Ruang foto Anda sudah penuh (maksimal {} MB). Foto tidak dapat dikirim.', 'Your photo storage is full (at most {} MB). The photo cannot be sent.'],
  ['Akun {} masih terhubung dengan {n} siswa.', 'Account {} is still linked to {} students.'],
];
