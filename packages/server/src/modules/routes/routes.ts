import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, idParam, routeMapBody } from '@halte/contract';
import { currentUser } from '../../auth/guard.js';
import { idOf, patchRecord, registerCrud } from '../../lib/crud.js';
import { ROUTE_MAP_MENU, ROUTES_MENU, routesResource, setRoutePath } from './routes.service.js';

/** `/routes`: routes with their ordered points, and `/routes/map/{id}` for the generated path. */
export default async function routeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerCrud(app, routesResource);

  api.put(
    '/routes/map/:id',
    { config: { access: [...ROUTES_MENU, ...ROUTE_MAP_MENU] }, schema: { tags: ['route'], params: idParam, body: routeMapBody } },
    async (req) => {
      const path = req.body.titik_rute_map.map((p): [number, number] => [p.declongitude, p.declattitude]);
      const data = await patchRecord(app, routesResource, idOf(req), currentUser(req), (db, id) => setRoutePath(db, id, path));
      return { message: MSG.updated, data };
    },
  );
}
