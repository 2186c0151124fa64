import type { ScreenKey } from '@halte/contract';

/** One or more screens of the registry: their roles may call the route. */
export type ScreenAccess = readonly [ScreenKey, ...ScreenKey[]];

/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone (sign-in, config, images);
 * - 'staff': any signed-in user (own profile, notifications, the sidebar, search);
 * - screen keys: a signed-in user whose role has a menu pointing at one of those screens.
 * A route under /api/v1 that declares nothing, or names a screen the registry lacks, stops the
 * server from starting, so no route is open by omission.
 */
export type Access = 'public' | 'staff' | ScreenAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
