import { localized } from './language';
/** Data Kendaraan: the vehicles screen; field labels come from the contract. */
export const vehicles = localized('vehicles', {
  title: 'Data Kendaraan',
  entity: 'Kendaraan',
  deviceHelp: 'Opsional: ID pelacak GPS yang mengirim posisi kendaraan ini.',
} as const);
