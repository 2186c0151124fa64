import type { FastifyInstance } from 'fastify';
import { SLIDERS_API } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { slidersResource } from './sliders.service.js';

/** `/articles/slider`: its static segment wins over `/articles/:uuid` in Fastify's router. */
export default async function sliderRoutes(app: FastifyInstance) {
  registerCrud(app, slidersResource, SLIDERS_API);
}
