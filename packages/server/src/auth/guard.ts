import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isScreenKey } from '@halte/contract';
import { bearerToken } from './tokens.js';
import { forbidden, unauthorized } from '../lib/http/http-error.js';
import { APP_ROLES, appAccessOf, isAppAccess, type Access } from './access.js';
import type { SessionUser } from './sessions.js';
import type { SessionMember } from './member-sessions.js';

export const API_PREFIX = '/api/v1';

/** The schemas a route validates its input with, as declared (zod); absent when it takes none. */
export interface RouteInput { params?: unknown; querystring?: unknown; body?: unknown }

/** One API route, who may call it and the input it accepts, as registered. */
export interface RouteAccess { method: string; url: string; access: Access | undefined; input: RouteInput }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/v1 with its declared access and input, collected as routes are added. */
    apiRoutes: readonly RouteAccess[];
  }
  interface FastifyRequest {
    user?: SessionUser;
    /** The signed-in member of a 'member' route. */
    member?: SessionMember;
    /** The bearer token of this request, once authenticated. */
    token?: string;
  }
}

const isApiRoute = (url: string | undefined) => url === API_PREFIX || !!url?.startsWith(`${API_PREFIX}/`);

const validAccess = (a: unknown): a is Access =>
  a === 'public' || a === 'signed-in' || a === 'staff' || isAppAccess(a) || a === 'member' || (Array.isArray(a) && a.length > 0 && a.every(isScreenKey));

/**
 * Checks every /api/v1 request against its route's declared `access`. The decision follows the
 * matched route, not the raw URL, so an encoded path (`/%61pi/v1/...`) cannot slip past it; and a
 * route registered other than from its contract declaration, without a valid `access`, or naming a
 * screen the registry lacks, stops the server from starting.
 */
export function installGuard(app: FastifyInstance) {
  const routes: RouteAccess[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('user', undefined);
  app.decorateRequest('token', undefined);
  app.decorateRequest('member', undefined);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access: unknown = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { params, querystring, body } = route.schema ?? {};
    for (const method of methods) routes.push({ method, url: route.url!, access: access as Access | undefined, input: { params, querystring, body } });
    const declared = route.config?.endpoint;
    const matches = (m: string) => m === declared?.method || (m === 'HEAD' && declared?.method === 'GET');
    if (!declared || route.url !== `${API_PREFIX}${declared.path}` || !methods.every(matches) || declared.access !== access) {
      throw new Error(`${methods.join(',')} ${route.url} is not registered from its declaration in the contract (route() in lib/http/route.ts)`);
    }
    if (!validAccess(access)) {
      const unknown = Array.isArray(access) ? access.filter((k) => !isScreenKey(k)) : [];
      const why = unknown.length ? `names unknown screen ${unknown.join(', ')}` : 'declares no valid config.access';
      throw new Error(`${methods.join(',')} ${route.url} ${why}`);
    }
  });

  app.addHook('onRequest', async (req) => {
    if (req.is404 || !isApiRoute(req.routeOptions.url)) return;
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    const token = bearerToken(req.headers.authorization);
    if (access === 'member') {
      const member = token ? await app.memberSessions.resolve(token) : undefined;
      if (!member) throw unauthorized();
      req.member = member;
      return;
    }
    const user = token ? await app.sessions.resolve(token) : undefined;
    if (!user) throw unauthorized();
    req.user = user;
    req.token = token;
    if (access === 'signed-in') return;
    // A phone app's account (driver, attendant) serves its app only, and only in that app's mode;
    // the back office's calls are not for it, nor its calls for the back office.
    const own = appAccessOf(user);
    if (isAppAccess(access) || own) {
      if (!own || access !== own || APP_ROLES[own].mode !== app.config.appType) throw forbidden();
      return;
    }
    if (access === 'staff') return;
    if (!validAccess(access) || !(await app.roleScreens.allows(user.roleId, access))) throw forbidden();
  });
}

/** The signed-in member of a 'member' route. */
export function currentMember(req: FastifyRequest): SessionMember {
  if (!req.member) throw unauthorized();
  return req.member;
}

/** The signed-in user of a route that is not public. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
