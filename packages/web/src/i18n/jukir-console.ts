import { localized } from './language';
/** The parking attendant's console (/jukir): the phone screen a JUKIR checks vehicles in and out from. */
export const jukirConsole = localized('jukirConsole', {
  title: 'Juru Parkir',
  loadFailed: 'Data juru parkir tidak dapat dimuat.',
  location: 'Lokasi parkir',
  noLocation: 'Belum ada lokasi parkir yang aktif. Hubungi petugas.',
  tally: {
    title: 'Hari ini',
    count: 'Kendaraan masuk',
    parked: 'Masih parkir',
    income: 'Pendapatan',
  },
  tabs: { in: 'Masuk', out: 'Keluar' },
  checkIn: {
    plate: 'Nomor kendaraan',
    platePlaceholder: 'Contoh: S 1234 AB',
    type: 'Tipe kendaraan',
    noTariff: 'belum ada tarif',
    submit: 'Catat Masuk',
    pickType: 'Pilih tipe kendaraan.',
    typePlate: 'Isi nomor kendaraan.',
  },
  checkOut: {
    submit: 'Keluarkan',
    scan: 'Pindai Karcis',
    closeScan: 'Tutup kamera',
    unknownCode: 'Kode ini bukan karcis parkir.',
  },
  scanner: {
    title: 'Pindai karcis parkir',
    starting: 'Menyalakan kamera…',
    noCamera: 'Kamera tidak dapat dibuka. Izinkan kamera, atau keluarkan dengan nomor kendaraan.',
    unsupported: 'Peramban ini tidak dapat membaca kode QR. Keluarkan dengan nomor kendaraan.',
  },
  ticket: {
    checkedIn: 'Karcis',
    fee: 'Biaya parkir',
    number: (id: number) => `No. karcis ${id}`,
    since: (time: string) => `Masuk ${time}`,
    stay: (from: string, to: string) => `${from} – ${to}`,
    qr: (id: number) => `Kode QR karcis ${id}`,
  },
  recent: {
    title: 'Kendaraan hari ini',
    empty: 'Belum ada kendaraan hari ini.',
    parked: 'Parkir',
    left: 'Keluar',
    out: 'Keluarkan',
  },
  outbox: {
    sending: 'Mengirim…',
    offline: 'Tidak ada sinyal. Kendaraan masuk dan keluar disimpan di ponsel dan dikirim saat online kembali.',
    saved: 'Tersimpan di ponsel; dikirim saat online.',
    synced: 'Semua transaksi terkirim',
  },
} as const);
