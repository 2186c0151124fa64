import type { LiveTable } from './live.js';
import type { ScreenKey } from './screens.js';

/** Tables every back-office user's screens show: the sidebar's menus and the roles that own them. */
export const EVERY_STAFF_TABLES: readonly LiveTable[] = ['menus', 'role_menus', 'roles'];

/**
 * The tables whose rows each screen shows, its lists, forms, choosers and filters included. A
 * change of a table is announced only to users whose role owns a screen showing it: the
 * announcement says that students changed, and when, which a role without a students screen has
 * no business knowing.
 */
export const SCREEN_TABLES: Record<ScreenKey, readonly LiveTable[]> = {
  'dashboard.school': ['students', 'schools', 'boardings', 'trips', 'vehicles', 'routes', 'drivers'],
  'tracking.live': ['vehicles', 'routes', 'route_points', 'trips', 'drivers'],
  'dashboard.parking': ['parking_records', 'parking_targets', 'parking_locations', 'parking_vehicle_types'],
  'parking.recap': ['parking_records', 'parking_locations', 'parking_vehicle_types', 'parking_tariffs', 'users'],
  'master.drivers': ['drivers', 'users'],
  'master.vehicles': ['vehicles', 'routes'],
  'master.routes': ['routes', 'route_points'],
  'master.route-map': ['routes', 'route_points'],
  'master.schools': ['schools', 'school_vehicles', 'vehicles'],
  'master.students': ['students', 'schools', 'classes', 'members'],
  'master.accounts': ['members'],
  'master.articles': ['articles'],
  'master.sliders': ['sliders'],
  'master.parking-locations': ['parking_locations'],
  'master.parking-vehicle-types': ['parking_vehicle_types', 'parking_tariffs'],
  'master.parking-targets': ['parking_targets'],
  'operations.registrations': ['registrations', 'students', 'schools', 'classes', 'routes', 'members'],
  'reports.bus': ['trips', 'boardings', 'vehicles', 'routes', 'students', 'schools', 'drivers'],
  'reports.drivers': ['trips', 'drivers', 'vehicles', 'routes', 'boardings'],
  'reports.students': ['students', 'schools', 'classes', 'members', 'boardings', 'trips'],
  'operations.complaints': ['conversations', 'members', 'users'],
  'operations.chat': ['conversations', 'members', 'users'],
  'admin.users': ['users', 'roles', 'members'],
  'admin.roles': ['roles', 'role_menus', 'menus'],
  'admin.menus': ['menus'],
  'admin.audit': ['users'],
};

/** The tables whose changes a user owning these screens hears of. */
export function tablesShownBy(screens: Iterable<ScreenKey>): ReadonlySet<LiveTable> {
  const tables = new Set<LiveTable>(EVERY_STAFF_TABLES);
  for (const screen of screens) for (const table of SCREEN_TABLES[screen]) tables.add(table);
  return tables;
}
