import type { FastifyInstance } from 'fastify';
import { vehicleWire } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { vehiclesResource } from './vehicles.service.js';

/** `/vehicles`: the fleet. */
export default async function vehicleRoutes(app: FastifyInstance) {
  registerCrud(app, vehiclesResource, { record: vehicleWire });
}
