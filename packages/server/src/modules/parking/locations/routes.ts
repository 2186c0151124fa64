import type { FastifyInstance } from 'fastify';
import { PARKING_LOCATIONS_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { parkingLocationsResource } from './locations.service.js';

/** `/parking/location`: where attendants collect the fee. */
export default async function parkingLocationRoutes(app: FastifyInstance) {
  registerCrud(app, parkingLocationsResource, PARKING_LOCATIONS_API);
}
