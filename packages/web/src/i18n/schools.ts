import { localized } from './language';
/** Data Sekolah: the schools screen; field labels come from the contract. */
export const schools = localized('schools', {
  title: 'Data Sekolah',
  entity: 'Sekolah',
  vehiclesHelp: 'Opsional: kendaraan yang mengantar jemput siswa sekolah ini.',
  noVehicles: 'Belum ada kendaraan yang melayani sekolah ini.',
  positionHelp: 'Opsional: halte anak tanpa pilihan adalah halte rute yang terdekat ke sini.',
} as const);
