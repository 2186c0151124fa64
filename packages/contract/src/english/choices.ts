import type { Dictionary, Template } from './types.js';

/** The names of codes the server sends beside them (`vcstatus`, `vcjenis_kelamin`…), days and months. */
export const CHOICES: Dictionary = {
  // Member accounts, parking locations.
  Nonaktif: 'Inactive',
  Diblokir: 'Blocked',
  // School levels.
  SD: 'Elementary',
  SMP: 'Junior High',
  'SMA / SMK': 'Senior High / Vocational',
  // Sexes.
  'Laki-laki': 'Male',
  Perempuan: 'Female',
  // Vehicle types.
  Angkotan: 'Minibus',
  // Conversations.
  Baru: 'New',
  Diproses: 'In progress',
  Selesai: 'Finished',
  // Registrations.
  Menunggu: 'Waiting',
  Disetujui: 'Approved',
  Ditolak: 'Rejected',
  // Student cards.
  'Belum dicetak': 'Not printed yet',
  'Sudah dicetak': 'Printed',
  // Trips.
  'Belum berangkat': 'Not departed',
  Beroperasi: 'Operating',
  Kendala: 'Problem',
  'Tidak beroperasi': 'Not operating',
  // The live map.
  Bergerak: 'Moving',
  Berhenti: 'Stopped',
  'Tanpa sinyal': 'No signal',
  // Stays.
  Parkir: 'Parked',
  Keluar: 'Out',
  Masuk: 'In',

  Minggu: 'Sunday',
  Senin: 'Monday',
  Selasa: 'Tuesday',
  Rabu: 'Wednesday',
  Kamis: 'Thursday',
  Jumat: 'Friday',
  Sabtu: 'Saturday',

  Januari: 'January',
  Februari: 'February',
  Maret: 'March',
  Mei: 'May',
  Juni: 'June',
  Juli: 'July',
  Agustus: 'August',
  Oktober: 'October',
  Desember: 'December',
};

/** The classes the first start seeds ('Kelas 7'). */
export const CHOICE_TEMPLATES: readonly Template[] = [['Kelas {n}', 'Grade {}']];
