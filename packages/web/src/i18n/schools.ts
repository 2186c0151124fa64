/** Data Sekolah: the schools screen. */
export const schools = {
  title: 'Data Sekolah',
  entity: 'Sekolah',
  code: 'Kode',
  name: 'Nama',
  address: 'Alamat',
  level: 'Jenjang Sekolah',
  vehicles: 'Kendaraan yang melayani',
  vehiclesHelp: 'Opsional: kendaraan yang mengantar jemput siswa sekolah ini.',
  plate: 'Nomor Kendaraan',
  noVehicles: 'Belum ada kendaraan yang melayani sekolah ini.',
} as const;
