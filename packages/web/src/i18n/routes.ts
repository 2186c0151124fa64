/** Data Rute: the routes screen. */
export const routes = {
  title: 'Data Rute',
  entity: 'Rute',
  code: 'Kode',
  name: 'Nama',
  points: 'Titik Rute',
  pointCount: (n: number) => `${n} titik`,
  pointName: 'Nama titik',
  longitude: 'Longitude',
  latitude: 'Latitude',
  addPoint: 'Tambah Titik',
  removePoint: (n: number) => `Hapus titik ${n}`,
  noPoints: 'Belum ada titik rute.',
  pointsHelp: 'Urutan titik adalah urutan perjalanan. Koordinat boleh dikosongkan.',
  map: 'Peta Rute',
  noCoordinates: 'Belum ada titik dengan koordinat untuk ditampilkan di peta.',
} as const;
