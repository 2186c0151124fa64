import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { vehiclesResource } from './vehicles.service.js';

/** `/vehicles`: the fleet. */
export default async function vehicleRoutes(app: FastifyInstance) {
  registerCrud(app, vehiclesResource);
}
