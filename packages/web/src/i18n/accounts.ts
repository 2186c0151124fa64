import { localized } from './language';
/** Akun Aplikasi: the app accounts screen; field labels come from the contract. */
export const accounts = localized('accounts', {
  title: 'Data Akun Aplikasi',
  entity: 'Akun Aplikasi',
  students: 'Jumlah Siswa Terhubung',
} as const);
