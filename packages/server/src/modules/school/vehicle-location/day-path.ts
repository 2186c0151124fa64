import { haversineM } from '@halte/contract';

/** A stored position as the day's path reads it. */
export interface PathPoint {
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  time: Date;
}

const metresBetween = (a: PathPoint, b: PathPoint) => haversineM([a.longitude, a.latitude], [b.longitude, b.latitude]);

/**
 * A fix this far from the previous one and this fast to reach is a GPS error, not a drive: no bus
 * here does 150 km/h, and a short hop (a multipath echo near buildings) is left to the jitter rule.
 */
const JUMP_KMH = 150;
const JUMP_MIN_M = 100;
/** Fixes that agree with each other after a jump: the vehicle really is there (a tunnel, a restart). */
const TRUST_AFTER = 3;
/**
 * Distance counts only once the vehicle is this far from where it was last counted, so a parked
 * bus whose fix wanders a few metres every few seconds does not drive kilometres in a day.
 */
const JITTER_M = 15;

const impliedKmh = (a: PathPoint, b: PathPoint) => {
  const seconds = Math.max((b.time.getTime() - a.time.getTime()) / 1000, 0.001);
  return (metresBetween(a, b) / seconds) * 3.6;
};
const isJump = (from: PathPoint, to: PathPoint) => metresBetween(from, to) > JUMP_MIN_M && impliedKmh(from, to) > JUMP_KMH;

/**
 * A day's positions (in time order) made into the path a dispatcher sees and the distance
 * driven: a fix implying an impossible jump from the last kept one is dropped (neither drawn nor
 * counted) unless the fixes after it agree with it; the distance is the sum of great-circle
 * steps between counted places, which ignores wandering of under 15 m.
 */
export function dayPath(points: readonly PathPoint[]): { path: PathPoint[]; metres: number } {
  const path: PathPoint[] = [];
  let suspect: PathPoint[] = [];
  let metres = 0;
  let counted: PathPoint | undefined;

  const keep = (p: PathPoint, afterJump: boolean) => {
    path.push(p);
    // Across a trusted jump the way between is unknown: counting restarts from the new place.
    if (!counted || afterJump) counted = p;
    const step = metresBetween(counted, p);
    if (step >= JITTER_M) {
      metres += step;
      counted = p;
    }
  };

  for (const p of points) {
    const last = path.at(-1);
    if (!last || !isJump(last, p)) {
      keep(p, false);
      suspect = [];
      continue;
    }
    suspect = suspect.length && !isJump(suspect.at(-1)!, p) ? [...suspect, p] : [p];
    if (suspect.length >= TRUST_AFTER) {
      suspect.forEach((s, i) => keep(s, i === 0));
      suspect = [];
    }
  }
  return { path, metres };
}

/**
 * At most `max` points of a path, evenly spaced in its order, first and last kept: a tracker
 * reporting every second sends 43,200 positions a day, more than a map needs to draw or a phone
 * wants to download. The distance is measured before thinning.
 */
export function thinned<T>(path: readonly T[], max: number): T[] {
  if (path.length <= max) return [...path];
  const step = (path.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => path[Math.round(i * step)]);
}
