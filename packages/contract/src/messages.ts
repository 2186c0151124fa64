/** Messages the server answers with and the web shows; Indonesian, one place. */
export const MSG = {
  saved: 'Data berhasil disimpan.',
  updated: 'Data berhasil diubah.',
  deleted: 'Data berhasil dihapus.',
  invalid: 'Data yang dikirim tidak valid.',
  badJson: 'Format data (JSON) tidak valid.',
  unsupportedMedia: 'Format data tidak didukung. Kirim sebagai JSON.',
  notFound: 'Data tidak ditemukan.',
  routeNotFound: 'Alamat tidak ditemukan.',
  inUse: 'Data masih digunakan.',
  duplicate: 'Data sudah ada.',
  tooLarge: 'Ukuran data terlalu besar.',
  urlTooLong: 'Alamat atau kepala permintaan terlalu panjang.',
  timeout: 'Permintaan terlalu lama. Silakan coba lagi.',
  tooMany: 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  server: 'Terjadi kesalahan pada server.',
  unauthorized: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses.',
  badCredentials: 'Username atau password salah.',
  signedIn: 'Login berhasil.',
  signedOut: 'Anda telah keluar.',
  passwordChanged: 'Password berhasil diubah.',
  wrongOldPassword: 'Password lama salah.',
  allRead: 'Semua notifikasi ditandai sudah dibaca.',
  unavailable: 'Layanan belum siap.',
  draining: 'Server sedang dihentikan.',
  metricsToken: 'Token metrik tidak valid.',
  metricsOff: 'Metrik tidak diaktifkan (METRICS_TOKEN belum diatur).',
  ownAccountDelete: 'Tidak dapat menghapus akun yang sedang dipakai.',
  ownRoleChange: 'Tidak dapat mengubah role akun yang sedang dipakai.',
  driverAccountNotDriver: 'Akun pengemudi ini sudah bukan akun pengemudi (role-nya telah diubah); ubah melalui Data User.',
  nulCharacter: 'Isian tidak boleh berisi karakter NUL.',
} as const;

/** The 429 of a throttled sign-in or password check, with the wait rounded up. */
export const tooManyWait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
  return `Terlalu banyak percobaan gagal. Silakan coba lagi dalam ${wait}.`;
};

/** '<Label> sudah digunakan.' — the 409 for a duplicate unique field. */
export const duplicateOf = (label: string) => `${label} sudah digunakan.`;
export const requiredOf = (label: string) => `${label} tidak boleh kosong.`;
export const notFoundOf = (label: string) => `${label} tidak ditemukan.`;
export const tooLongOf = (label: string, max: number) => `${label} maksimal ${max} karakter.`;
