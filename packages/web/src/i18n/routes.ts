import { localized } from './language';
/** Data Rute: the routes screen; field labels come from the contract. */
export const routes = localized('routes', {
  title: 'Data Rute',
  entity: 'Rute',
  pointCount: (n: number) => `${n} titik`,
  addPoint: 'Tambah Titik',
  removePoint: (n: number) => `Hapus titik ${n}`,
  noPoints: 'Belum ada titik rute.',
  pointsHelp: 'Urutan titik adalah urutan perjalanan. Koordinat boleh dikosongkan.',
  map: 'Peta Rute',
  noCoordinates: 'Belum ada titik dengan koordinat untuk ditampilkan di peta.',
} as const);
