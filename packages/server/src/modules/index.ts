import type { FastifyPluginAsync } from 'fastify';
import type { AppType } from '@halte/contract';
import platform from './platform/index.js';
import school from './school/index.js';
import schoolServices from './school/services.js';
import complaints from './complaints/index.js';
import complaintsServices from './complaints/services.js';
import parking from './parking/index.js';

/** A slice: its routes under `/api/v1`, and what it runs beside them, registered first. */
export interface Slice {
  routes: FastifyPluginAsync;
  services?: FastifyPluginAsync;
}

/**
 * The slices of the /api/v1 surface a mode serves: `platform` in both, the school buses with
 * their parents' complaints in the school mode, parking in the parking mode. Another mode's
 * calls, channels and watches do not exist here (its calls answer 404).
 */
export const slicesOf = (mode: AppType): Slice[] =>
  mode === 'parking'
    ? [{ routes: platform }, { routes: parking }]
    : [{ routes: platform }, { routes: complaints, services: complaintsServices }, { routes: school, services: schoolServices }];
