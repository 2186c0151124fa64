import type { DirectionsProvider } from './provider.js';
import { lengthM } from '@halte/contract';

/** The speed a straight line's duration is estimated at: a school bus in town traffic. */
export const STRAIGHT_SPEED_KMH = 30;

/** No provider configured: straight segments between the stops, measured, the time estimated. */
export const straightLine: DirectionsProvider = async (stops) => {
  const distance = lengthM(stops);
  return {
    coordinates: stops,
    provider: 'straight',
    distance_m: Math.round(distance),
    duration_s: Math.round(distance / (STRAIGHT_SPEED_KMH / 3.6)),
  };
};
