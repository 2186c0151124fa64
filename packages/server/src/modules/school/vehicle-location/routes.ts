import type { FastifyInstance } from 'fastify';
import { TRACKING_MSG, VEHICLE_LOCATION_API, calendarDateIn } from '@halte/contract';
import { notFound } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { vehicleDay, vehicleRecent } from './day.service.js';
import { vehicleInfo, vehicleLocations } from './location.service.js';
import { nextStops } from '../arrivals/next-stops.service.js';

/**
 * `/vehicles/location` (where the fleet is now), `/vehicles/{id}/positions` (a vehicle's day) and
 * `/vehicle-location/{id}/next-stops` (when its running trip reaches the stops ahead).
 */
export default async function vehicleLocationRoutes(app: FastifyInstance) {
  route(app, VEHICLE_LOCATION_API.location, async (req) => {
    const data = await vehicleLocations(app.db, req.query.intid);
    if (req.query.intid !== undefined && data.length === 0) throw notFound(TRACKING_MSG.vehicleNotFound);
    return { data };
  });

  route(app, VEHICLE_LOCATION_API.positions, async (req) => {
    const vehicle = await vehicleInfo(app.db, req.params.id);
    if (!vehicle) throw notFound(TRACKING_MSG.vehicleNotFound);
    const timeZone = app.config.timeZone;
    const { date, menit } = req.query;
    if (menit !== undefined && date === undefined) return { data: await vehicleRecent(app.db, vehicle, menit, timeZone) };
    return { data: await vehicleDay(app.db, vehicle, date ?? calendarDateIn(timeZone), timeZone) };
  });

  route(app, VEHICLE_LOCATION_API.nextStops, async (req) => {
    if (!(await vehicleInfo(app.db, req.params.id))) throw notFound(TRACKING_MSG.vehicleNotFound);
    return { data: await nextStops(app.db, req.params.id) };
  });
}
