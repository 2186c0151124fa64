import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, ROUTE_MAP_BODY_MAX, idParam, messageResponseOf, routeListWire, routeMapBody, routeWire } from '@halte/contract';
import { currentUser } from '../../auth/guard.js';
import { idOf, patchRecord, registerCrud } from '../../lib/crud.js';
import { answers } from '../../lib/responses.js';
import { ROUTE_MAP_SCREENS, ROUTES_SCREENS, routesResource, setRoutePath } from './routes.service.js';

/** `/routes`: routes with their ordered points, and `/routes/map/{id}` for the generated path. */
export default async function routeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerCrud(app, routesResource, { record: routeWire, row: routeListWire });

  api.put(
    '/routes/map/:id',
    // Far below the app's 4 MB (meant for images): a path is numbers only.
    {
      bodyLimit: ROUTE_MAP_BODY_MAX,
      config: { access: [...ROUTES_SCREENS, ...ROUTE_MAP_SCREENS] },
      schema: { tags: ['route'], params: idParam, body: routeMapBody, response: answers({ 200: messageResponseOf(routeWire) }) },
    },
    async (req) => {
      const path = req.body.titik_rute_map.map((p): [number, number] => [p.declongitude, p.declattitude]);
      const data = await patchRecord(app, routesResource, idOf(req), currentUser(req), (db, id) => setRoutePath(db, id, path));
      return { message: MSG.updated, data };
    },
  );
}
