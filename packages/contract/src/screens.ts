import type { AppType } from './app.js';

/**
 * Every signed-in screen of both modes. A screen's `key` is what access is granted by: a role
 * may call an API route when one of its menus points at one of the route's screens. Keys never
 * change; paths, labels and icons are what the seeded menus start with, and a menu's own name,
 * URL, icon and order may be edited without touching access.
 */
export type ScreenMode = AppType | 'all';

/** Sidebar sections the seeded menu tree groups screens under. */
export const SCREEN_GROUPS = {
  dashboard: { label: 'Dashboard', icon: 'speedometer2', mode: 'all', anchor: '#dashboard' },
  master: { label: 'Master', icon: 'database', mode: 'all', anchor: '#master' },
  operasional: { label: 'Operasional', icon: 'clipboard-data', mode: 'school', anchor: '#operasional' },
  aplikasi: { label: 'Aplikasi', icon: 'gear', mode: 'all', anchor: '#aplikasi' },
} as const satisfies Record<string, { label: string; icon: string; mode: ScreenMode; anchor: string }>;
export type ScreenGroup = keyof typeof SCREEN_GROUPS;

export interface ScreenDef {
  key: string;
  /** The web route; also the seeded menu's URL. */
  path: string;
  /** Further routes of the same screen (the reports' second reading, a chat under its list). */
  aliases?: readonly string[];
  mode: ScreenMode;
  group: ScreenGroup;
  icon: string;
  label: string;
  /** Seeded for the OPERATOR role too (ADMIN gets every screen of the mode). */
  operator: boolean;
}

export const SCREENS = [
  { key: 'dashboard.school', path: '/', mode: 'school', group: 'dashboard', icon: 'speedometer2', label: 'Dashboard', operator: true },
  { key: 'tracking.live', path: '/main/lacak-kendaraan', mode: 'school', group: 'dashboard', icon: 'geo-alt', label: 'Lacak Kendaraan', operator: true },
  { key: 'dashboard.parking', path: '/', mode: 'parking', group: 'dashboard', icon: 'speedometer2', label: 'Dashboard Parkir', operator: true },
  { key: 'parking.recap', path: '/main/rekap-parkir', mode: 'parking', group: 'dashboard', icon: 'receipt', label: 'Rekap Parkir', operator: true },

  { key: 'master.drivers', path: '/master/pengemudi', mode: 'school', group: 'master', icon: 'person-badge', label: 'Pengemudi', operator: true },
  { key: 'master.vehicles', path: '/master/kendaraan', mode: 'school', group: 'master', icon: 'bus-front', label: 'Kendaraan', operator: true },
  { key: 'master.routes', path: '/master/rute', mode: 'school', group: 'master', icon: 'signpost-split', label: 'Rute', operator: true },
  { key: 'master.route-map', path: '/master/rute-map', mode: 'school', group: 'master', icon: 'map', label: 'Peta Rute', operator: true },
  { key: 'master.schools', path: '/master/sekolah', mode: 'school', group: 'master', icon: 'building', label: 'Sekolah', operator: true },
  { key: 'master.students', path: '/master/siswa', mode: 'school', group: 'master', icon: 'people', label: 'Siswa', operator: true },
  { key: 'master.accounts', path: '/master/akun', mode: 'school', group: 'master', icon: 'phone', label: 'Akun Aplikasi', operator: true },
  { key: 'master.articles', path: '/master/artikel', mode: 'school', group: 'master', icon: 'newspaper', label: 'Artikel', operator: true },
  { key: 'master.sliders', path: '/master/gambar-slider', mode: 'school', group: 'master', icon: 'images', label: 'Gambar Slider', operator: true },
  { key: 'master.parking-locations', path: '/master/lokasi', mode: 'parking', group: 'master', icon: 'pin-map', label: 'Lokasi Parkir', operator: true },
  { key: 'master.parking-vehicle-types', path: '/master/tipe-kendaraan', mode: 'parking', group: 'master', icon: 'car-front', label: 'Tipe Kendaraan', operator: true },
  { key: 'master.parking-targets', path: '/master/target-parkir', mode: 'parking', group: 'master', icon: 'bullseye', label: 'Target Pendapatan', operator: true },

  { key: 'operations.registrations', path: '/operasional/pendaftaran-siswa', mode: 'school', group: 'operasional', icon: 'person-plus', label: 'Pendaftaran Siswa', operator: true },
  { key: 'reports.bus', path: '/operasional/laporan-bus', aliases: ['/report/bus'], mode: 'school', group: 'operasional', icon: 'bus-front', label: 'Laporan Bus', operator: true },
  { key: 'reports.drivers', path: '/operasional/laporan-sopir', aliases: ['/report/driver'], mode: 'school', group: 'operasional', icon: 'person-vcard', label: 'Laporan Sopir', operator: true },
  { key: 'reports.students', path: '/operasional/laporan', mode: 'school', group: 'operasional', icon: 'journal-text', label: 'Laporan Siswa', operator: true },
  {
    key: 'operations.complaints', path: '/operasional/complaint', aliases: ['/operasional/complaint-message/:intid/:token'],
    mode: 'school', group: 'operasional', icon: 'chat-left-dots', label: 'Pesan Pengaduan', operator: true,
  },
  { key: 'operations.chat', path: '/operasional/chatting-member', mode: 'school', group: 'operasional', icon: 'chat-dots', label: 'Chatting Member', operator: true },

  { key: 'admin.users', path: '/application/users', mode: 'all', group: 'aplikasi', icon: 'person-gear', label: 'Data User', operator: false },
  { key: 'admin.roles', path: '/application/roles', mode: 'all', group: 'aplikasi', icon: 'shield-lock', label: 'Data Role', operator: false },
  { key: 'admin.menus', path: '/application/menus', mode: 'all', group: 'aplikasi', icon: 'list-nested', label: 'Data Menu', operator: false },
  { key: 'admin.audit', path: '/aplikasi/riwayat', mode: 'all', group: 'aplikasi', icon: 'clock-history', label: 'Riwayat Perubahan', operator: false },
] as const satisfies readonly ScreenDef[];

export type ScreenKey = (typeof SCREENS)[number]['key'];
export const SCREEN_KEYS = SCREENS.map((s) => s.key) as readonly ScreenKey[];

const byKey = new Map<string, ScreenDef>(SCREENS.map((s) => [s.key, s]));
export const screenOf = (key: string): ScreenDef | undefined => byKey.get(key);
export const isScreenKey = (key: unknown): key is ScreenKey => typeof key === 'string' && byKey.has(key);

/** Whether a screen (or group) of this mode is shown in the running application mode. */
export const inMode = (mode: ScreenMode, appType: AppType) => mode === 'all' || mode === appType;

/** The running mode's screens. */
export const screensOf = (appType: AppType) => SCREENS.filter((s) => inMode(s.mode, appType));
