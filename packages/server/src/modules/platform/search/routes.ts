import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchHit, searchQuery } from '@halte/contract';
import { z } from 'zod';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { globalSearch } from './search.service.js';

/** `GET /search?q`: the navbar search box. */
export default async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/search', { config: { access: 'staff' }, schema: { tags: ['search'], querystring: searchQuery, response: answers({ 200: z.object({ data: z.array(searchHit) }) }) } }, async (req) => {
    const me = currentUser(req);
    const screens = await app.roleScreens.of(me.roleId);
    return { data: await globalSearch(app.db, me.roleId, screens, req.query.q, app.config.timeZone) };
  });
}
