import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { oneResponseOf } from '../../responses.js';
import { nextStopsResponse } from '../../stop-arrivals.js';
import { vehicleDayWire, vehicleLocationQuery, vehicleLocationWire, vehiclePositionsQuery } from '../../vehicle-location.js';

const tags = ['tracking'];
/** Their answers name the vehicle and its route. */
const reads = ['vehicles', 'routes'] as const;

/**
 * Where the fleet is now (the live map, and the school dashboard that shows the buses), a
 * vehicle's day or last minutes, and when its running trip reaches the stops ahead.
 */
export const VEHICLE_LOCATION_API = {
  location: endpoint({
    method: 'GET', path: '/vehicles/location', tags, access: ['tracking.live', 'dashboard.school'], query: vehicleLocationQuery,
    answers: { 200: oneResponseOf(z.array(vehicleLocationWire)) },
    reads,
  }),
  positions: endpoint({
    method: 'GET', path: '/vehicles/:id/positions', tags, access: ['tracking.live'], params: idParam, query: vehiclePositionsQuery,
    answers: { 200: oneResponseOf(vehicleDayWire) },
    reads,
  }),
  nextStops: endpoint({
    method: 'GET', path: '/vehicle-location/:id/next-stops', tags, access: ['tracking.live'], params: idParam,
    answers: { 200: nextStopsResponse },
  }),
};
