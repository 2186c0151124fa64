import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { navItem } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { forbidden } from '../../../lib/http/http-error.js';
import { answers } from '../../../lib/http/responses.js';
import { roleNavigation } from './navigation.service.js';

const query = z.object({ role: z.string().max(50).optional() });
/** The tree, and the role it is for. */
const navigation = z.object({ data: z.array(navItem), role: z.object({ code: z.string(), name: z.string() }).nullable() });

export default async function navigationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in role's sidebar; `role` (id or code) must be the caller's own. */
  api.get('/apps/navigation', { config: { access: 'staff' }, schema: { tags: ['navigation'], querystring: query, response: answers({ 200: navigation }) } }, async (req) => {
    const me = currentUser(req);
    const asked = req.query.role?.trim();
    if (asked && asked !== String(me.roleId) && asked.toUpperCase() !== me.roleCode) throw forbidden();
    return roleNavigation({ db: app.db, appType: app.config.appType }, me.roleId, req.language);
  });
}
