import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DIRECTIONS_MSG, MSG, ROUTE_MAP_BODY_MAX, directionsBody, directionsResponse, errorResponse, idParam, messageResponseOf, routeListWire, routeMapBody, routeWire,
} from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { idOf, patchRecord, registerCrud } from '../../../lib/data/crud.js';
import { answers } from '../../../lib/http/responses.js';
import { ROUTE_MAP_SCREENS, ROUTES_SCREENS, routesResource, setRoutePath } from './routes.service.js';
import { chooseDirections } from './directions/choose.js';

/** `/routes`: routes with their ordered points, `/routes/directions` to draw a path and `/routes/map/{id}` to save it. */
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

  const directions = chooseDirections(app.config.directions);
  api.post(
    '/routes/directions',
    {
      bodyLimit: 64 * 1024,
      config: { access: [...ROUTES_SCREENS, ...ROUTE_MAP_SCREENS] },
      schema: { tags: ['route'], body: directionsBody, response: answers({ 200: directionsResponse, 502: errorResponse }) },
    },
    async (req) => {
      const data = await directions(req.body.coordinates);
      return data.provider === 'straight' ? { message: DIRECTIONS_MSG.straight, data } : { data };
    },
  );
}
