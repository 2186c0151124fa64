import { SCREEN_KEYS, screenOf, type AppType, type ScreenKey } from '@halte/contract';
import type { RouteAccess } from '../../src/auth/guard.js';
import { APP_ROLES, isAppAccess } from '../../src/auth/access.js';
import type { TestApp } from './app.js';
import { userWithScreens } from './roles.js';

export type ApiRoute = RouteAccess;

/** Every /api/v1 route of the running app with its access and input schemas, as the guard collected them. */
export const routeTable = (t: TestApp): readonly ApiRoute[] => t.app.apiRoutes;

/** Every route of the two modes' apps, once: each mode serves only its own slices and `platform`. */
export function bothModes(school: TestApp, parking: TestApp): readonly ApiRoute[] {
  const seen = new Set<string>();
  return [...routeTable(school), ...routeTable(parking)].filter((r) => !seen.has(routeName(r)) && !!seen.add(routeName(r)));
}

export const routeName = (r: Pick<ApiRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** An id no record has: a path filled with it reaches the route without touching existing data. */
export const ABSENT_ID = '2147483647';

/** The route's path with each `:param` replaced (by `ABSENT_ID` unless given). */
export function pathOf(r: Pick<ApiRoute, 'url'>, params: Record<string, string> = {}): string {
  return r.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ABSENT_ID));
}

/** Whether the route is open to a signed-in user only through named screens. */
export const screenRoute = (r: ApiRoute): r is ApiRoute & { access: readonly ScreenKey[] } => Array.isArray(r.access);

/**
 * A signed-in user whose role has every screen except those the route names: whatever else
 * a role may own, without one of the route's screens it is refused.
 */
export const userLacking = (t: TestApp, access: readonly ScreenKey[]) => userWithScreens(t, SCREEN_KEYS.filter((k) => !access.includes(k)));

/** A signed-in user whose role has just this one screen. */
export const userWith = (t: TestApp, screen: ScreenKey) => userWithScreens(t, [screen]);

/**
 * The mode a route is called in: a phone app's own mode (an attendant's calls in parking mode);
 * parking when every screen it names is a parking screen (in the school mode such a route only
 * ever answers 403); the school mode otherwise.
 */
export const routeMode = (r: ApiRoute): AppType => {
  if (isAppAccess(r.access)) return APP_ROLES[r.access].mode;
  return screenRoute(r) && r.access.every((k) => screenOf(k)?.mode === 'parking') ? 'parking' : 'school';
};
