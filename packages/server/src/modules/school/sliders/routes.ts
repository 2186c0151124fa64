import type { FastifyInstance } from 'fastify';
import { sliderWire, sliderListWire } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { slidersResource } from './sliders.service.js';

/** `/articles/slider`: its static segment wins over `/articles/:uuid` in Fastify's router. */
export default async function sliderRoutes(app: FastifyInstance) {
  registerCrud(app, slidersResource, { record: sliderWire, row: sliderListWire });
}
