import { DRIVER_ROLE } from './auth.js';
import { JUKIR_ROLE } from './parking-attendant.js';
import type { AppType } from './app.js';
import type { ScreenKey } from './screens.js';

/** One or more screens of the registry: their roles may call the endpoint. */
export type ScreenAccess = readonly [ScreenKey, ...ScreenKey[]];

/**
 * The phone apps' accounts: each role of this table serves its own app in its own mode, and
 * nothing of the back office (its accounts own no screens).
 */
export const APP_ROLES = {
  driver: { role: DRIVER_ROLE, mode: 'school' },
  jukir: { role: JUKIR_ROLE, mode: 'parking' },
} as const satisfies Record<string, { role: string; mode: AppType }>;
export type AppAccess = keyof typeof APP_ROLES;

/**
 * Who may call an endpoint:
 * - 'public': anyone (sign-in, config, images, trackers' positions);
 * - 'signed-in': any signed-in user, staff or driver: their own session and account (sign-out,
 *   own profile, own password);
 * - 'staff': a signed-in user of the back office, any role but DRIVER (notifications, the
 *   sidebar, search);
 * - 'driver': a signed-in user whose role is DRIVER (the driver app's calls), in school mode;
 * - 'jukir': a signed-in user whose role is JUKIR (the parking attendant console's calls), in
 *   parking mode;
 * - 'member': a signed-in member (a parent's app account), with a member token: staff tokens are
 *   unknown there, as member tokens are to every other kind;
 * - screen keys: a signed-in user whose role has a menu pointing at one of those screens (a
 *   DRIVER or JUKIR role owns no screens, whatever menus it is given).
 */
export type Access = 'public' | 'signed-in' | 'staff' | AppAccess | 'member' | ScreenAccess;
