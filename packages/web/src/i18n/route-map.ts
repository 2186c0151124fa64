import { DIRECTIONS_MSG } from '@halte/contract';
import { localized } from './language';

const km = (m: number) => (m / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 });

/** Peta Rute: a route's stops placed on the map and its road line generated and saved. */
export const routeMap = localized('routeMap', {
  title: 'Peta Rute',
  /** The route list's row action that opens this editor. */
  action: 'Peta Rute',
  route: 'Rute',
  chooseRoute: 'Pilih rute…',
  chooseFirst: 'Pilih rute untuk menempatkan titik-titiknya di peta dan membuat garis jalannya.',
  loading: 'Memuat rute…',
  points: 'Titik Rute',
  noCoordinates: 'Belum ada koordinat',
  selectPoint: (n: number, name: string) => `Pilih titik ${n}. ${name}`,
  help: 'Pilih titik di daftar, lalu klik peta untuk menempatkannya. Geser penanda untuk memindahkan titik.',
  readOnlyPoints: 'Titik hanya dapat dipindahkan oleh peran yang memiliki menu Data Rute; garis jalan tetap dapat dibuat dan disimpan.',
  stale: 'Titik berubah: klik Generate Rute untuk membuat garis jalan yang baru.',
  needTwo: 'Tempatkan minimal 2 titik di peta untuk membuat garis jalan.',
  skipped: (n: number) => `${n} titik tanpa koordinat dilewati.`,
  generate: 'Generate Rute',
  generating: 'Membuat rute…',
  generated: DIRECTIONS_MSG.generated,
  save: 'Simpan',
  saving: 'Menyimpan…',
  summary: (distanceM: number, durationS: number, estimated: boolean) =>
    `Jarak ${km(distanceM)} km · waktu tempuh ${estimated ? 'perkiraan ' : ''}${Math.max(1, Math.round(durationS / 60))} menit`,
  savedLine: (n: number) => `Garis jalan tersimpan: ${n} titik.`,
  noLine: 'Belum ada garis jalan tersimpan; peta menampilkan garis lurus antar titik.',
} as const);
