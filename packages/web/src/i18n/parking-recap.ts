import { localized } from './language';
/** Rekap Data Parkir. */
export const parkingRecap = localized('parkingRecap', {
  title: 'Rekap Data Parkir',
  reportType: 'Jenis Laporan',
  types: { '1': 'Tanggal', '2': 'Bulan', '3': 'Tahun' } as Record<string, string>,
  allLocations: 'Semua Lokasi',
  allTypes: 'Semua Tipe Kendaraan',
  locationFilter: 'Saring lokasi',
  typeFilter: 'Saring tipe kendaraan',
  location: 'Lokasi',
  vehicleType: 'Tipe Kendaraan',
  detailTitle: (plate: string) => `Detail Parkir ${plate}`,
  attendant: 'Petugas',
  staffEntry: 'Dicatat petugas kantor',
  regulation: 'Dasar Tarif',
  stillParked: 'Masih parkir',
  flaggedFilter: 'Saring catatan janggal',
  allNotes: 'Semua Catatan',
  flaggedOnly: 'Catatan Janggal',
  /** What each note of a stay (`vcflag`) means. */
  flags: {
    mundur: 'Jam keluar di HP jauh sebelum diterima server',
    petugas_lain: 'Ditutup petugas lain, bukan yang mencatat masuk',
    lokasi_lain: 'Ditutup di lokasi lain',
    dikoreksi: 'Dikoreksi petugas kantor',
  } as Record<string, string>,
  closingAttendant: 'Petugas Keluar',
  serverAmount: 'Biaya menurut jam server',
  checkInDevice: 'Masuk (jam HP)',
  checkInReceived: 'Masuk (diterima server)',
  checkOutDevice: 'Keluar (jam HP)',
  checkOutReceived: 'Keluar (diterima server)',
  plateSearch: {
    placeholder: 'Cari nomor kendaraan…',
    hint: 'Satu atau dua karakter dicari di awal atau akhir nomor (kode wilayah, huruf seri); tiga atau lebih di bagian mana pun.',
  },
} as const);
