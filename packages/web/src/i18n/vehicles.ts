/** Data Kendaraan: the vehicles screen. */
export const vehicles = {
  title: 'Data Kendaraan',
  entity: 'Kendaraan',
  code: 'Kode',
  name: 'Nama',
  plate: 'Nomor Kendaraan',
  type: 'Tipe Kendaraan',
  route: 'Rute',
  device: 'ID Perangkat GPS',
  deviceHelp: 'Opsional: ID pelacak GPS yang mengirim posisi kendaraan ini.',
} as const;
