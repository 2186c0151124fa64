import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LISTS_API } from '@halte/contract';
import { routePoints } from '../../../db/schema/index.js';
import { route } from '../../../lib/http/route.js';
import { routeOptions, routePointOptions, schoolOptions, vehicleOptions } from './transport-options.js';
import { parkingLocationOptions, parkingVehicleTypeOptions } from './parking-options.js';
import { userOptions } from './user-options.js';

/** Option lists of the transport forms, each readable by the screens whose forms use it (as declared). */
export default async function listRoutes(app: FastifyInstance) {
  route(app, LISTS_API.vehicle, (req) => vehicleOptions(app.db, req.query));
  route(app, LISTS_API.route, (req) => routeOptions(app.db, req.query));
  route(app, LISTS_API.school, (req) => schoolOptions(app.db, req.query));
  route(app, LISTS_API.routePoint, (req) => routePointOptions(app.db, req.query, eq(routePoints.routeId, req.params.id)));
  route(app, LISTS_API.parkingLocation, (req) => parkingLocationOptions(app.db, req.query));
  route(app, LISTS_API.user, (req) => userOptions(app.db, req.query));
  route(app, LISTS_API.vehicleType, (req) => parkingVehicleTypeOptions(app.db, req.query));
}
