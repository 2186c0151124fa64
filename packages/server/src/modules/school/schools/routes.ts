import type { FastifyInstance } from 'fastify';
import { SCHOOLS_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { schoolsResource } from './schools.service.js';

/** `/schools`: schools and the vehicles serving them. */
export default async function schoolRoutes(app: FastifyInstance) {
  registerCrud(app, schoolsResource, SCHOOLS_API);
}
