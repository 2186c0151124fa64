import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './tokens.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import type { SessionUser } from './sessions.js';

/** Checks every /api/v1 request against its route's declared `access`. */
export function installGuard(app: FastifyInstance) {
  app.decorateRequest('user', undefined);
  app.decorateRequest('token', undefined);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/v1/') || req.is404) return;
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    const token = bearerToken(req.headers.authorization);
    const user = token ? await app.ctx.sessions.resolve(token) : undefined;
    if (!user) throw unauthorized();
    req.user = user;
    req.token = token;
    if (access === 'staff') return;
    if (!access || !(await app.ctx.roleMenus.allows(user.roleId, access))) throw forbidden();
  });
}

/** The signed-in user of a route that is not public. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
