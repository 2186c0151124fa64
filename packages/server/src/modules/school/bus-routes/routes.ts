import type { FastifyInstance } from 'fastify';
import { DIRECTIONS_MSG, MSG, ROUTE_MAP_BODY_MAX, ROUTES_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { idOf, patchRecord, registerCrud } from '../../../lib/data/crud.js';
import { route } from '../../../lib/http/route.js';
import { routesResource, setRoutePath } from './routes.service.js';
import { chooseDirections } from './directions/choose.js';

/** `/routes`: routes with their ordered points, `/routes/directions` to draw a path and `/routes/map/{id}` to save it. */
export default async function routeRoutes(app: FastifyInstance) {
  const { map, directions: draw, ...calls } = ROUTES_API;
  registerCrud(app, routesResource, calls);

  route(
    app,
    map,
    async (req) => {
      const path = req.body.titik_rute_map.map((p): [number, number] => [p.declongitude, p.declattitude]);
      const data = await patchRecord(app, routesResource, idOf(req), currentUser(req), (db, id) => setRoutePath(db, id, path));
      return { message: MSG.updated, data };
    },
    // Far below the app's 4 MB (meant for images): a path is numbers only.
    { bodyLimit: ROUTE_MAP_BODY_MAX },
  );

  const directions = chooseDirections(app.config.directions);
  route(
    app,
    draw,
    async (req) => {
      const data = await directions(req.body.coordinates);
      return data.provider === 'straight' ? { message: DIRECTIONS_MSG.straight, data } : { data };
    },
    { bodyLimit: 64 * 1024 },
  );
}
