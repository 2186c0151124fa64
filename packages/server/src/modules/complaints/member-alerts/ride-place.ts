import type { LonLat } from '@halte/contract';
import { haversineM } from '@halte/contract';
import type { Place } from './alert-texts.js';

export interface Stop { name: string; latitude: number; longitude: number }

/** Within this of a stop, a scan was at the stop. */
export const AT_STOP_M = 150;
/** Farther than this from every stop, naming the nearest would mislead: the place is left out. */
export const NEAR_STOP_M = 1000;

/**
 * Where a scan at `[longitude, latitude]` was, as a parent understands it: at the route's stop
 * (within 150 m), else so many metres (rounded to 10) from the nearest stop within a kilometre.
 */
export function placeOf(position: LonLat | undefined, stops: Stop[]): Place {
  if (!position) return undefined;
  let nearest: { stop: Stop; metres: number } | undefined;
  for (const stop of stops) {
    const metres = haversineM(position, [stop.longitude, stop.latitude]);
    if (!nearest || metres < nearest.metres) nearest = { stop, metres };
  }
  if (!nearest || nearest.metres > NEAR_STOP_M) return undefined;
  return { stop: nearest.stop.name, metres: nearest.metres <= AT_STOP_M ? 0 : Math.round(nearest.metres / 10) * 10 };
}
