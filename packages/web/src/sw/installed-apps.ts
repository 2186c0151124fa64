import type { PhoneScope } from './scopes';

/**
 * The phone pages as installed apps: the names and descriptions the build writes into their
 * manifests. Manifests are static files of the build (`lang: id`), so these are Indonesian only
 * and kept apart from the catalogue, which the build cannot load (it follows the running page's
 * language).
 */
export const INSTALLED_APPS = {
  driver: { name: 'Halte — Konsol Pengemudi', short_name: 'Halte Sopir', description: 'Perjalanan bus sekolah, pindai kartu siswa dan posisi bus, juga tanpa sinyal.' },
  jukir: { name: 'Halte — Konsol Juru Parkir', short_name: 'Halte Jukir', description: 'Kendaraan masuk dan keluar di lokasi parkir, juga tanpa sinyal.' },
  warga: { name: 'Halte — Layanan Warga', short_name: 'Halte Warga', description: 'Anak, pendaftaran angkutan sekolah, pengaduan dan artikel untuk orang tua.' },
} as const satisfies Record<PhoneScope, { name: string; short_name: string; description: string }>;
