import { localized } from './language';
/** Data Pengemudi: the drivers screen; field labels come from the contract. */
export const drivers = localized('drivers', {
  title: 'Data Pengemudi',
  entity: 'Pengemudi',
  phone: 'No. HP',
  accountHelp: 'Pengemudi dapat masuk ke aplikasi dengan username dan password ini.',
  hasAccount: 'Memiliki akun',
  print: 'Cetak Kartu',
  printed: 'Kartu sudah dicetak — cetak ulang',
} as const);
