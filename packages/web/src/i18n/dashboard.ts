import { localized } from './language';
/** The school dashboard at `/`. */
export const dashboard = localized('dashboard', {
  title: 'Dashboard',
  greeting: (name: string) => `Selamat datang, ${name}`,
  today: 'Hari ini',
  loading: 'Memuat…',
  failed: 'Data tidak dapat dimuat.',
  progress: {
    title: 'Progres Kartu Siswa',
    caption: 'Siswa yang kartunya sudah dicetak',
    printed: (printed: string, total: string) => `${printed} dari ${total} siswa`,
    chart: (percent: string) => `Kartu siswa tercetak ${percent}%`,
  },
  statistic: {
    title: 'Statistik Siswa',
    caption: 'Siswa per jenjang sekolah dan penumpang hari ini',
  },
  activity: {
    title: 'Aktivitas Hari Ini',
    empty: 'Belum ada perjalanan hari ini.',
    riders: (n: string) => `${n} siswa`,
    driver: 'Pengemudi',
    noTime: '--:--',
    since: (start: string) => `mulai ${start}`,
    span: (start: string, stop: string) => `${start}–${stop}`,
  },
  attendance: {
    title: 'Kehadiran Armada Hari Ini',
    /** The table's scrolling box, named apart from its card. */
    table: 'Tabel kehadiran armada',
    caption: 'Perjalanan dan penumpang tiap kendaraan hari ini',
    empty: 'Belum ada kendaraan.',
    plate: 'Kendaraan',
    vehicle: (name: string, route: string) => `${name} · ${route}`,
    trips: 'Trip',
    riders: 'Siswa',
    status: 'Status',
    start: 'Mulai',
    stop: 'Selesai',
  },
  weekly: {
    title: 'Penumpang 7 Hari Terakhir',
    caption: 'Jumlah naik siswa per hari',
    chart: (days: string) => `Naik siswa per hari: ${days}`,
    series: 'Naik',
  },
} as const);
