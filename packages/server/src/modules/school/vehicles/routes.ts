import type { FastifyInstance } from 'fastify';
import { VEHICLES_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { vehiclesResource } from './vehicles.service.js';

/** `/vehicles`: the fleet. */
export default async function vehicleRoutes(app: FastifyInstance) {
  registerCrud(app, vehiclesResource, VEHICLES_API);
}
