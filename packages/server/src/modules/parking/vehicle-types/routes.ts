import type { FastifyInstance } from 'fastify';
import { PARKING_VEHICLE_TYPES_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { parkingVehicleTypesResource } from './vehicle-types.service.js';

/** `/parking/vehicle-type`: vehicle types and their tariff versions. */
export default async function parkingVehicleTypeRoutes(app: FastifyInstance) {
  registerCrud(app, parkingVehicleTypesResource(app.config.timeZone), PARKING_VEHICLE_TYPES_API);
}
