/**
 * Lists that refresh themselves: the server announces which tables were written, never what
 * was written, and each client reads again whatever it shows from those tables.
 */

/** Socket.IO event sent to signed-in connections after a commit changed one or more tables. */
export const DATA_CHANGED = 'data:changed';

/** The tables whose writes are announced, by their database names. */
export const LIVE_TABLES = [
  'articles',
  'boardings',
  'classes',
  'conversations',
  'drivers',
  'members',
  'menus',
  'parking_locations',
  'parking_records',
  'parking_targets',
  'parking_tariffs',
  'parking_vehicle_types',
  'registrations',
  'role_menus',
  'roles',
  'route_points',
  'routes',
  'school_vehicles',
  'schools',
  'sliders',
  'students',
  'trips',
  'users',
  'vehicles',
] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

export interface DataChanged {
  tables: LiveTable[];
}

export const isLiveTable = (name: string): name is LiveTable => (LIVE_TABLES as readonly string[]).includes(name);

/**
 * Socket.IO event sent to every connection of an instance that is stopping, just before it closes
 * them at the transport level: Socket.IO clients then reconnect by themselves (through a load
 * balancer, to another instance) after about `reconnect_ms`.
 */
export const SERVER_RESTART = 'server:restart';
export interface ServerRestart {
  message: string;
  reconnect_ms: number;
}
