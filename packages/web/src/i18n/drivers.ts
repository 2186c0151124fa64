/** Data Pengemudi: the drivers screen. */
export const drivers = {
  title: 'Data Pengemudi',
  entity: 'Pengemudi',
  code: 'Kode',
  nip: 'NIP',
  name: 'Nama',
  phone: 'No. HP',
  phoneField: 'Nomor Telepon / HP',
  account: 'Menggunakan Akun?',
  accountHelp: 'Pengemudi dapat masuk ke aplikasi dengan username dan password ini.',
  username: 'Username',
  password: 'Password',
  hasAccount: 'Memiliki akun',
  print: 'Cetak Kartu',
  printed: 'Kartu sudah dicetak — cetak ulang',
} as const;
