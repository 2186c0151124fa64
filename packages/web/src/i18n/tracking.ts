import { VEHICLE_STATES } from '@halte/contract';
import { localized } from './language';

/** Lacak Kendaraan: the live map and a vehicle's history. */
export const tracking = localized('tracking', {
  title: 'Lacak Kendaraan',
  subtitle: 'Posisi armada secara langsung dan riwayat perjalanan.',
  modes: 'Tampilan',
  live: 'Langsung',
  history: 'Riwayat',
  vehicle: 'Kendaraan',
  allVehicles: 'Semua Kendaraan',
  states: VEHICLE_STATES,
  legend: 'Keterangan',
  stateCount: (state: string, n: number) => `${state}: ${n}`,
  connection: {
    live: 'Terhubung langsung',
    waiting: 'Menghubungkan…',
  },
  loadFailed: 'Posisi kendaraan tidak dapat dimuat.',
  noVehicles: 'Belum ada kendaraan.',
  noPositionYet: 'Belum pernah mengirim posisi',
  popup: {
    name: 'Nama',
    plate: 'Nomor Kendaraan',
    route: 'Rute',
    speed: 'Kecepatan',
    updated: 'Pembaruan terakhir',
    state: 'Status',
    nextStops: 'Halte berikutnya',
    noTrip: 'Tidak sedang dalam perjalanan.',
    stopEta: (minutes: number, metres: number) => `±${minutes} menit · ${metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1).replace('.', ',')} km`}`,
  },
  table: {
    caption: 'Daftar kendaraan',
    alternative: 'Lompat ke daftar kendaraan (isi peta dalam bentuk tabel)',
    plate: 'Nomor',
    name: 'Nama',
    route: 'Rute',
    state: 'Status',
    speed: 'Kecepatan',
    updated: 'Terakhir',
    show: (plate: string) => `Tampilkan ${plate} di peta`,
  },
  speed: (kmh: number | null) => (kmh === null ? '-' : `${Math.round(kmh)} km/jam`),
  marker: (plate: string, state: string) => `${plate} (${state})`,
  cluster: (n: number) => `${n} kendaraan — perbesar`,
  /** '3 menit lalu': how long ago, as a dispatcher reads it. */
  ago: (ms: number) => {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    if (seconds < 60) return 'baru saja';
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${minutes} menit lalu`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours} jam lalu`;
    return `${Math.floor(hours / 24)} hari lalu`;
  },
  day: {
    date: 'Tanggal',
    chooseVehicle: 'Pilih kendaraan untuk melihat riwayat perjalanannya.',
    chooseVehiclePlaceholder: '-- Pilih Kendaraan --',
    loading: 'Memuat riwayat…',
    empty: 'Tidak ada posisi pada tanggal ini.',
    distance: 'Jarak tempuh',
    km: (km: number) => `${km.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} km`,
    points: (n: number) => `${n.toLocaleString('id-ID')} titik posisi`,
    span: (from: string, to: string) => `${from} – ${to}`,
    time: 'Waktu',
    slider: 'Waktu pemutaran',
    play: 'Putar',
    pause: 'Jeda',
    restart: 'Ulang dari awal',
    rate: 'Kecepatan putar',
    rateOption: (n: number) => `${n}×`,
    start: 'Awal',
    end: 'Akhir',
  },
} as const);
