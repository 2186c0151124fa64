import type { FastifyPluginAsync } from 'fastify';
import type { AppType } from '@halte/contract';
import platform from './platform/index.js';
import school from './school/index.js';
import complaints from './complaints/index.js';
import parking from './parking/index.js';

/**
 * The slices of the /api/v1 surface a mode serves: `platform` in both, the school buses with
 * their parents' complaints in the school mode, parking in the parking mode. Another mode's
 * calls do not exist here (404).
 */
export const slicesOf = (mode: AppType): FastifyPluginAsync[] => (mode === 'parking' ? [platform, parking] : [platform, school, complaints]);
