import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The signed-in screens. Each loads its own code on first visit (route-level splitting), so
 * /login stays small. `aliases` are further paths for the same screen (the reports have two
 * readings of their routes). Screens not built yet show a 'Segera hadir' page.
 */
export interface Screen {
  path: string;
  aliases?: string[];
  component: LazyExoticComponent<ComponentType>;
}

const ComingSoon = lazy(() => import('../features/coming-soon/ComingSoonPage'));
const soon = (path: string, aliases?: string[]): Screen => ({ path, aliases, component: ComingSoon });

export const screens: Screen[] = [
  { path: '/', component: lazy(() => import('../features/dashboard/DashboardPage')) },
  { path: '/notifications', component: lazy(() => import('../features/notifications/NotificationsPage')) },

  // Application administration and profile.
  { path: '/application/users', component: lazy(() => import('../features/users/UsersPage')) },
  { path: '/application/roles', component: lazy(() => import('../features/roles/RolesPage')) },
  { path: '/application/menus', component: lazy(() => import('../features/menus/MenusPage')) },
  { path: '/user/profile', component: lazy(() => import('../features/profile/ProfilePage')) },

  // School transport mode.
  soon('/main/lacak-kendaraan'),
  { path: '/master/pengemudi', component: lazy(() => import('../features/drivers/DriversPage')) },
  { path: '/master/kendaraan', component: lazy(() => import('../features/vehicles/VehiclesPage')) },
  { path: '/master/rute', component: lazy(() => import('../features/routes/RoutesPage')) },
  soon('/master/rute-map'),
  { path: '/master/siswa', component: lazy(() => import('../features/students/StudentsPage')) },
  { path: '/master/sekolah', component: lazy(() => import('../features/schools/SchoolsPage')) },
  { path: '/master/akun', component: lazy(() => import('../features/accounts/AccountsPage')) },
  { path: '/master/artikel', component: lazy(() => import('../features/articles/ArticlesPage')) },
  { path: '/master/gambar-slider', component: lazy(() => import('../features/sliders/SlidersPage')) },
  soon('/operasional/pendaftaran-siswa'),
  soon('/operasional/laporan-bus', ['/report/bus']),
  soon('/operasional/laporan-sopir', ['/report/driver']),
  soon('/operasional/laporan'),
  soon('/operasional/complaint'),
  soon('/operasional/complaint-message/:intid/:token'),
  soon('/operasional/chatting-member'),

  // Parking mode.
  soon('/main/rekap-parkir'),
  soon('/master/lokasi'),
  soon('/master/tipe-kendaraan'),
];
