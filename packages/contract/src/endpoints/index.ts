import { endpointsIn, type Endpoint } from '../endpoint.js';
import type { AppType } from '../app.js';
import * as platform from './platform/index.js';
import * as school from './school/index.js';
import * as complaints from './complaints/index.js';
import * as parking from './parking/index.js';

export * from './platform/index.js';
export * from './school/index.js';
export * from './complaints/index.js';
export * from './parking/index.js';

/** Every endpoint of each capability slice, as declared. */
export const SLICE_ENDPOINTS = {
  platform: endpointsIn(platform),
  school: endpointsIn(school),
  complaints: endpointsIn(complaints),
  parking: endpointsIn(parking),
} satisfies Record<string, Endpoint[]>;

/** The slices a mode serves: platform in both, and the mode's own. */
export const MODE_SLICES = {
  school: ['platform', 'complaints', 'school'],
  parking: ['platform', 'parking'],
} as const satisfies Record<AppType, readonly (keyof typeof SLICE_ENDPOINTS)[]>;

/** The endpoints a mode serves. */
export const endpointsOfMode = (mode: AppType): Endpoint[] => MODE_SLICES[mode].flatMap((slice) => SLICE_ENDPOINTS[slice]);

/** Every endpoint of both modes. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(SLICE_ENDPOINTS).flat();
