import { DRIVER_ROLE, type ScreenKey } from '@halte/contract';

/** One or more screens of the registry: their roles may call the route. */
export type ScreenAccess = readonly [ScreenKey, ...ScreenKey[]];

/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone (sign-in, config, images, trackers' positions);
 * - 'signed-in': any signed-in user, staff or driver: their own session and account (sign-out,
 *   own profile, own password);
 * - 'staff': a signed-in user of the back office, any role but DRIVER (notifications, the
 *   sidebar, search);
 * - 'driver': a signed-in user whose role is DRIVER (the driver app's calls);
 * - 'member': a signed-in member (a parent's app account), with a member token: staff tokens are
 *   unknown there, as member tokens are to every other kind;
 * - screen keys: a signed-in user whose role has a menu pointing at one of those screens (a
 *   DRIVER role owns no screens, whatever menus it is given: see RoleScreens).
 * A route under /api/v1 that declares nothing, or names a screen the registry lacks, stops the
 * server from starting, so no route is open by omission.
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'driver' | 'member' | ScreenAccess;

export const isDriver = (user: { roleCode: string }) => user.roleCode === DRIVER_ROLE;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
