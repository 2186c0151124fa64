import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveTable } from '@halte/contract';

/**
 * The tables each endpoint's answers show, by the first part of its query keys (see
 * queries.ts). The first table is the endpoint's own, the one its writes change. When the
 * server announces a changed table, every query that reads it is fetched again; an endpoint
 * missing here is never refreshed by an announcement.
 */
const READS: Record<string, readonly [LiveTable, ...LiveTable[]]> = {
  '/users': ['users', 'roles'],
  '/users/account': ['members'],
  '/roles': ['roles', 'role_menus', 'menus'],
  '/menus': ['menus'],
  '/employee': ['drivers', 'users'],
  '/vehicles': ['vehicles', 'routes'],
  '/routes': ['routes', 'route_points'],
  '/schools': ['schools', 'school_vehicles', 'vehicles'],
  '/students': ['students', 'schools', 'classes', 'members', 'routes', 'route_points'],
  '/class': ['classes', 'schools'],
  '/registrations': ['registrations', 'students', 'schools', 'classes', 'routes', 'members', 'route_points'],
  '/articles': ['articles'],
  '/conversation': ['conversations', 'members', 'users'],
  '/articles/slider': ['sliders'],
  '/lists/role': ['roles'],
  '/lists/user': ['users'],
  '/lists/menu': ['menus'],
  '/lists/vehicle': ['vehicles'],
  '/lists/route': ['routes'],
  '/lists/route_point': ['route_points'],
  '/lists/school': ['schools'],
  '/report/bus': ['trips', 'boardings', 'vehicles', 'routes', 'students', 'schools', 'drivers'],
  '/report/driver': ['trips', 'drivers', 'vehicles', 'routes', 'boardings'],
  '/report/student': ['students', 'schools', 'classes', 'members', 'boardings', 'trips'],
  '/parking': ['parking_records', 'parking_locations', 'parking_vehicle_types', 'parking_tariffs', 'users'],
  '/search': ['drivers', 'menus', 'role_menus', 'schools', 'students', 'vehicles'],
  '/dashboard/student-progress': ['students'],
  '/dashboard/student-statistic': ['students', 'schools', 'boardings', 'trips'],
  '/vehicles/activity': ['trips', 'boardings', 'vehicles', 'drivers'],
  '/dashboard/fleet-attendance': ['trips', 'boardings', 'vehicles', 'routes'],
  '/dashboard/weekly-data': ['boardings', 'trips'],
  '/parking/location': ['parking_locations'],
  '/parking/vehicle-type': ['parking_vehicle_types', 'parking_tariffs'],
  '/parking/targets': ['parking_targets'],
  '/lists/parking_location': ['parking_locations'],
  '/lists/vehicle_type': ['parking_vehicle_types'],
  '/dashboard/parking/target': ['parking_records', 'parking_targets'],
  '/dashboard/parking/location': ['parking_records', 'parking_locations'],
  // The trail grows with every write of every table and is not announced; its user names are.
  '/audit': ['users'],
  navigation: ['menus', 'role_menus', 'roles'],
};

/** The entry of an endpoint, or of the nearest path above it (`/class/4` → `/class`). */
function entryOf(endpoint: string) {
  for (let path = endpoint; path; path = path.slice(0, Math.max(0, path.lastIndexOf('/')))) {
    if (Object.hasOwn(READS, path)) return READS[path];
  }
  return undefined;
}

/** The tables whose changes a query's answer shows; empty for one no announcement concerns. */
export function tablesRead(key: QueryKey): readonly LiveTable[] {
  return typeof key[0] === 'string' ? (entryOf(key[0]) ?? []) : [];
}

/** The table an endpoint's own writes change. */
export function ownTable(endpoint: string): LiveTable | undefined {
  return entryOf(endpoint)?.[0];
}

/** Fetches again every query that shows one of `tables` (the ones on screen at once, the rest when next shown). */
export function refreshTables(client: QueryClient, tables: readonly string[]) {
  if (tables.length === 0) return Promise.resolve();
  return client.invalidateQueries({ predicate: (q) => tablesRead(q.queryKey).some((t) => tables.includes(t)) });
}
