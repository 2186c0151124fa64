import { DRIVER_ROLE, JUKIR_ROLE, type AppType, type ScreenKey } from '@halte/contract';

/** One or more screens of the registry: their roles may call the route. */
export type ScreenAccess = readonly [ScreenKey, ...ScreenKey[]];

/**
 * Who may call a route, declared in its `config.access`:
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
 *   DRIVER or JUKIR role owns no screens, whatever menus it is given: see RoleScreens).
 * A route under /api/v1 that declares nothing, or names a screen the registry lacks, stops the
 * server from starting, so no route is open by omission.
 */
export type Access = 'public' | 'signed-in' | 'staff' | AppAccess | 'member' | ScreenAccess;

/**
 * The phone apps' accounts: each role of this table serves its own app in its own mode, and
 * nothing of the back office (its accounts own no screens).
 */
export const APP_ROLES = {
  driver: { role: DRIVER_ROLE, mode: 'school' },
  jukir: { role: JUKIR_ROLE, mode: 'parking' },
} as const satisfies Record<string, { role: string; mode: AppType }>;
export type AppAccess = keyof typeof APP_ROLES;
export const APP_ROLE_CODES: readonly string[] = Object.values(APP_ROLES).map((a) => a.role);

export const isAppAccess = (a: unknown): a is AppAccess => typeof a === 'string' && Object.hasOwn(APP_ROLES, a);

/** The app a user's account serves, if it is a phone app's account. */
export const appAccessOf = (user: { roleCode: string }): AppAccess | undefined =>
  (Object.keys(APP_ROLES) as AppAccess[]).find((a) => APP_ROLES[a].role === user.roleCode);

/** Whether the account is a phone app's (a driver's, an attendant's): it is not staff. */
export const isAppAccount = (user: { roleCode: string }) => APP_ROLE_CODES.includes(user.roleCode);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
