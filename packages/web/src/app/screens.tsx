import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREENS, type ScreenKey } from '@halte/contract';

/**
 * The signed-in screens. Each loads its own code on first visit (route-level splitting), so
 * /login stays small. Paths come from the contract's screen registry, `aliases` included (the
 * reports have two readings of their routes); `key` names the registry screen a route shows.
 */
export interface Screen {
  key?: ScreenKey;
  path: string;
  aliases?: readonly string[];
  component: LazyExoticComponent<ComponentType>;
}

/** Every registry screen's page (a screen not built yet would show features/coming-soon's 'Segera hadir'). */
const PAGES: Record<ScreenKey, LazyExoticComponent<ComponentType>> = {
  'dashboard.school': lazy(() => import('./HomeDashboard')),
  'dashboard.parking': lazy(() => import('./HomeDashboard')),
  'tracking.live': lazy(() => import('../features/school/tracking/TrackingPage')),
  'parking.recap': lazy(() => import('../features/parking/recap/ParkingRecapPage')),

  'master.drivers': lazy(() => import('../features/school/drivers/DriversPage')),
  'master.vehicles': lazy(() => import('../features/school/vehicles/VehiclesPage')),
  'master.routes': lazy(() => import('../features/school/bus-routes/RoutesPage')),
  'master.route-map': lazy(() => import('../features/school/route-map/RouteMapPage')),
  'master.schools': lazy(() => import('../features/school/schools/SchoolsPage')),
  'master.students': lazy(() => import('../features/school/students/StudentsPage')),
  'master.accounts': lazy(() => import('../features/platform/accounts/AccountsPage')),
  'master.articles': lazy(() => import('../features/school/articles/ArticlesPage')),
  'master.sliders': lazy(() => import('../features/school/sliders/SlidersPage')),
  'master.parking-locations': lazy(() => import('../features/parking/locations/ParkingLocationsPage')),
  'master.parking-vehicle-types': lazy(() => import('../features/parking/vehicle-types/ParkingVehicleTypesPage')),
  'master.parking-targets': lazy(() => import('../features/parking/targets/ParkingTargetsPage')),

  'operations.registrations': lazy(() => import('../features/complaints/registrations/RegistrationsPage')),
  'reports.bus': lazy(() => import('../features/school/report-bus/ReportBusPage')),
  'reports.drivers': lazy(() => import('../features/school/report-driver/ReportDriverPage')),
  'reports.students': lazy(() => import('../features/school/report-students/ReportStudentsPage')),
  'operations.complaints': lazy(() => import('../features/complaints/complaints/ComplaintsScreen')),
  'operations.chat': lazy(() => import('../features/complaints/chatting-member/ChattingMemberPage')),

  'admin.users': lazy(() => import('../features/platform/users/UsersPage')),
  'admin.roles': lazy(() => import('../features/platform/roles/RolesPage')),
  'admin.menus': lazy(() => import('../features/platform/menus/MenusPage')),
  'admin.audit': lazy(() => import('../features/platform/audit-trail/AuditTrailPage')),
};

// Both modes' dashboards live at '/' (HomeDashboard picks by mode): the first screen of a path is its route.
const registered = SCREENS.filter((s, i) => SCREENS.findIndex((o) => o.path === s.path) === i);

export const screens: Screen[] = [
  ...registered.map((s): Screen => ({ key: s.key, path: s.path, aliases: 'aliases' in s ? s.aliases : undefined, component: PAGES[s.key] })),
  // Pages of every signed-in user, not granted by a menu.
  { path: '/notifications', component: lazy(() => import('../features/platform/notifications/NotificationsPage')) },
  { path: '/user/profile', component: lazy(() => import('../features/platform/profile/ProfilePage')) },
];
