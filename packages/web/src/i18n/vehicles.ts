/** Data Kendaraan: the vehicles screen; field labels come from the contract. */
export const vehicles = {
  title: 'Data Kendaraan',
  entity: 'Kendaraan',
  deviceHelp: 'Opsional: ID pelacak GPS yang mengirim posisi kendaraan ini.',
} as const;
