import type { AppType } from '@halte/contract';

export interface MenuSeed {
  name: string;
  url: string;
  icon: string;
  appType: AppType | 'all';
  /** Roles given this menu on first start (ADMIN gets every menu of the mode). */
  operator?: boolean;
  children?: MenuSeed[];
}

/** Every signed-in screen of both modes, grouped as the sidebar shows them. */
export const MENU_TREE: MenuSeed[] = [
  {
    name: 'Dashboard', url: '#dashboard', icon: 'speedometer2', appType: 'all', operator: true,
    children: [
      { name: 'Dashboard', url: '/', icon: 'speedometer2', appType: 'school', operator: true },
      { name: 'Lacak Kendaraan', url: '/main/lacak-kendaraan', icon: 'geo-alt', appType: 'school', operator: true },
      { name: 'Dashboard Parkir', url: '/', icon: 'speedometer2', appType: 'parking', operator: true },
      { name: 'Rekap Parkir', url: '/main/rekap-parkir', icon: 'receipt', appType: 'parking', operator: true },
    ],
  },
  {
    name: 'Master', url: '#master', icon: 'database', appType: 'all', operator: true,
    children: [
      { name: 'Pengemudi', url: '/master/pengemudi', icon: 'person-badge', appType: 'school', operator: true },
      { name: 'Kendaraan', url: '/master/kendaraan', icon: 'bus-front', appType: 'school', operator: true },
      { name: 'Rute', url: '/master/rute', icon: 'signpost-split', appType: 'school', operator: true },
      { name: 'Peta Rute', url: '/master/rute-map', icon: 'map', appType: 'school', operator: true },
      { name: 'Sekolah', url: '/master/sekolah', icon: 'building', appType: 'school', operator: true },
      { name: 'Siswa', url: '/master/siswa', icon: 'people', appType: 'school', operator: true },
      { name: 'Akun Aplikasi', url: '/master/akun', icon: 'phone', appType: 'school', operator: true },
      { name: 'Artikel', url: '/master/artikel', icon: 'newspaper', appType: 'school', operator: true },
      { name: 'Gambar Slider', url: '/master/gambar-slider', icon: 'images', appType: 'school', operator: true },
      { name: 'Lokasi Parkir', url: '/master/lokasi', icon: 'pin-map', appType: 'parking', operator: true },
      { name: 'Tipe Kendaraan', url: '/master/tipe-kendaraan', icon: 'car-front', appType: 'parking', operator: true },
    ],
  },
  {
    name: 'Operasional', url: '#operasional', icon: 'clipboard-data', appType: 'school', operator: true,
    children: [
      { name: 'Pendaftaran Siswa', url: '/operasional/pendaftaran-siswa', icon: 'person-plus', appType: 'school', operator: true },
      { name: 'Laporan Bus', url: '/operasional/laporan-bus', icon: 'bus-front', appType: 'school', operator: true },
      { name: 'Laporan Sopir', url: '/operasional/laporan-sopir', icon: 'person-vcard', appType: 'school', operator: true },
      { name: 'Laporan Siswa', url: '/operasional/laporan', icon: 'journal-text', appType: 'school', operator: true },
      { name: 'Pesan Pengaduan', url: '/operasional/complaint', icon: 'chat-left-dots', appType: 'school', operator: true },
      { name: 'Chatting Member', url: '/operasional/chatting-member', icon: 'chat-dots', appType: 'school', operator: true },
    ],
  },
  {
    name: 'Aplikasi', url: '#aplikasi', icon: 'gear', appType: 'all',
    children: [
      { name: 'Data User', url: '/application/users', icon: 'person-gear', appType: 'all' },
      { name: 'Data Role', url: '/application/roles', icon: 'shield-lock', appType: 'all' },
      { name: 'Data Menu', url: '/application/menus', icon: 'list-nested', appType: 'all' },
    ],
  },
];

export const SEED_ROLES = [
  { code: 'ADMIN', name: 'Administrator' },
  { code: 'OPERATOR', name: 'Operator' },
  { code: 'DRIVER', name: 'Pengemudi' },
  { code: 'JUKIR', name: 'Juru Parkir' },
] as const;
