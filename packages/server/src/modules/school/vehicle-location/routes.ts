import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRACKING_MSG, idParam, nextStopsResponse, oneResponseOf, vehicleDayWire, vehicleLocationQuery, vehicleLocationWire,
  vehiclePositionsQuery, calendarDateIn,
} from '@halte/contract';
import { notFound } from '../../../lib/http/http-error.js';
import { answers } from '../../../lib/http/responses.js';
import { vehicleDay, vehicleRecent } from './day.service.js';
import { LIVE_SCREENS, LOCATION_SCREENS, vehicleInfo, vehicleLocations } from './location.service.js';
import { nextStops } from '../arrivals/next-stops.service.js';

/**
 * `/vehicles/location` (where the fleet is now), `/vehicles/{id}/positions` (a vehicle's day) and
 * `/vehicle-location/{id}/next-stops` (when its running trip reaches the stops ahead).
 */
export default async function vehicleLocationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/vehicles/location',
    { config: { access: LOCATION_SCREENS }, schema: { tags: ['tracking'], querystring: vehicleLocationQuery, response: answers({ 200: oneResponseOf(z.array(vehicleLocationWire)) }) } },
    async (req) => {
      const data = await vehicleLocations(app.db, req.query.intid);
      if (req.query.intid !== undefined && data.length === 0) throw notFound(TRACKING_MSG.vehicleNotFound);
      return { data };
    },
  );

  api.get(
    '/vehicles/:id/positions',
    {
      config: { access: LIVE_SCREENS },
      schema: { tags: ['tracking'], params: idParam, querystring: vehiclePositionsQuery, response: answers({ 200: oneResponseOf(vehicleDayWire) }) },
    },
    async (req) => {
      const vehicle = await vehicleInfo(app.db, req.params.id);
      if (!vehicle) throw notFound(TRACKING_MSG.vehicleNotFound);
      const timeZone = app.config.timeZone;
      const { date, menit } = req.query;
      if (menit !== undefined && date === undefined) return { data: await vehicleRecent(app.db, vehicle, menit, timeZone) };
      return { data: await vehicleDay(app.db, vehicle, date ?? calendarDateIn(timeZone), timeZone) };
    },
  );

  api.get(
    '/vehicle-location/:id/next-stops',
    { config: { access: LIVE_SCREENS }, schema: { tags: ['tracking'], params: idParam, response: answers({ 200: nextStopsResponse }) } },
    async (req) => {
      if (!(await vehicleInfo(app.db, req.params.id))) throw notFound(TRACKING_MSG.vehicleNotFound);
      return { data: await nextStops(app.db, req.params.id) };
    },
  );
}
