import { localized } from './language';
/** Data Siswa: the students screen; field labels come from the contract. */
export const students = localized('students', {
  title: 'Data Siswa',
  entity: 'Siswa',
  nisn: 'ID Siswa',
  schoolAddress: 'Alamat Sekolah',
  chooseSchool: 'Cari sekolah…',
  schoolFilter: 'Saring sekolah',
  allSchools: 'Semua sekolah',
  classFilter: 'Saring kelas',
  allClasses: 'Semua kelas',
  chooseClass: 'Pilih kelas…',
  parentNikHelp: 'Opsional: 16 digit angka.',
  parentSection: 'Orang Tua / Wali',
  card: 'Kartu Siswa',
  cardPrinted: 'Sudah dicetak',
  cardNotPrinted: 'Belum dicetak',
  print: 'Cetak Kartu',
  printed: 'Kartu sudah dicetak — cetak ulang',
  chooseRoute: 'Pilih rute…',
  chooseStop: 'Pilih halte…',
  routeHelp: 'Opsional: tanpa rute, orang tua mengikuti bus yang melayani sekolah.',
  stopHelp: 'Opsional: tanpa halte, halte rute yang terdekat ke sekolah dipakai.',
  /** A stop no one chose, standing in as the route's nearest to the school. */
  nearestStop: (name: string) => `${name} (terdekat ke sekolah)`,
} as const);
