import { haversineM } from '@halte/contract';
import type { Fix } from './useGpsTracking';

/** Great-circle distance between two fixes, in metres. */
export const distanceMetres = (a: Fix, b: Fix): number => haversineM([a.longitude, a.latitude], [b.longitude, b.latitude]);
