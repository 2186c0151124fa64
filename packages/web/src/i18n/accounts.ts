/** Akun Aplikasi: the app accounts screen. */
export const accounts = {
  title: 'Data Akun Aplikasi',
  entity: 'Akun Aplikasi',
  name: 'Nama',
  email: 'Email',
  phone: 'No Hp',
  status: 'Status',
  students: 'Jumlah Siswa Terhubung',
} as const;
