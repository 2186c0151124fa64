/** Rekap Data Parkir. */
export const parkingRecap = {
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
  plateSearch: {
    placeholder: 'Cari nomor kendaraan…',
    hint: 'Satu atau dua karakter dicari di awal atau akhir nomor (kode wilayah, huruf seri); tiga atau lebih di bagian mana pun.',
  },
} as const;
