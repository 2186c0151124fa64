import type { FastifyInstance } from 'fastify';
import { SEARCH_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { globalSearch } from './search.service.js';

/** `GET /search?q`: the navbar search box. */
export default async function searchRoutes(app: FastifyInstance) {
  route(app, SEARCH_API.search, async (req) => {
    const me = currentUser(req);
    const screens = await app.roleScreens.of(me.roleId);
    return { data: await globalSearch(app.db, me.roleId, screens, req.query.q, app.config.timeZone) };
  });
}
