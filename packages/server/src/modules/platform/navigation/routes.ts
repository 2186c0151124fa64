import type { FastifyInstance } from 'fastify';
import { NAVIGATION_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { forbidden } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { roleNavigation } from './navigation.service.js';

export default async function navigationRoutes(app: FastifyInstance) {
  /** The signed-in role's sidebar; `role` (id or code) must be the caller's own. */
  route(app, NAVIGATION_API.tree, async (req) => {
    const me = currentUser(req);
    const asked = req.query.role?.trim();
    if (asked && asked !== String(me.roleId) && asked.toUpperCase() !== me.roleCode) throw forbidden();
    return roleNavigation({ db: app.db, appType: app.config.appType }, me.roleId, req.language);
  });
}
