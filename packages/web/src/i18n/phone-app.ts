import type { PhoneScope } from '../sw/scopes';
import { localized } from './language';

/** The phone pages as installed apps (their manifests), and the update offer. */
export const phoneApp = localized('phoneApp', {
  apps: {
    driver: { name: 'Halte — Konsol Pengemudi', short_name: 'Halte Sopir', description: 'Perjalanan bus sekolah, pindai kartu siswa dan posisi bus, juga tanpa sinyal.' },
    jukir: { name: 'Halte — Konsol Juru Parkir', short_name: 'Halte Jukir', description: 'Kendaraan masuk dan keluar di lokasi parkir, juga tanpa sinyal.' },
    warga: { name: 'Halte — Layanan Warga', short_name: 'Halte Warga', description: 'Anak, pendaftaran angkutan sekolah, pengaduan dan artikel untuk orang tua.' },
  } satisfies Record<PhoneScope, { name: string; short_name: string; description: string }>,
  update: 'Versi baru tersedia — Muat ulang',
} as const);
