import { crudEndpoints, endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { errorResponse, messageResponseOf } from '../../responses.js';
import { routeBody, routeListWire, routeMapBody, routeWire } from '../../routes.js';
import { directionsBody, directionsResponse } from '../../directions.js';

const tags = ['route'];
/** Data Rute's roles, and Peta Rute's, which draw and save the road line. */
const mapAccess = ['master.routes', 'master.route-map'] as const;
const reads = ['routes', 'route_points'] as const;

/**
 * Data Rute: routes with their ordered stops (also read by Peta Rute and the live map, which
 * draws the selected vehicle's route line); `directions` draws a road path through the stops,
 * `map` saves it.
 */
export const ROUTES_API = {
  ...crudEndpoints({
    path: '/routes', tag: 'route', access: ['master.routes'], readAccess: ['master.route-map', 'tracking.live'],
    record: routeWire, row: routeListWire, createBody: routeBody, reads: ['routes', 'route_points'],
  }),
  map: endpoint({
    method: 'PUT', path: '/routes/map/:id', tags, access: mapAccess, params: idParam, body: routeMapBody,
    answers: { 200: messageResponseOf(routeWire) }, reads,
  }),
  directions: endpoint({
    method: 'POST', path: '/routes/directions', tags, access: mapAccess, body: directionsBody,
    answers: { 200: directionsResponse, 502: errorResponse }, reads,
  }),
};
