import type { LonLat } from '@halte/contract';
import { haversineM } from '@halte/contract';

/** A route's road line with the distance from its start to each of its points. */
export interface RouteLine {
  points: readonly LonLat[];
  /** Metres along the line from its first point to each point. */
  cumulative: readonly number[];
  length: number;
}

/** Where a place falls on a line: metres along it, and how far off it the place is. */
export interface Projection {
  along: number;
  off: number;
}

/**
 * Places nearer the line than the nearest one plus this are all where the place may be: a route
 * out and back along the same road passes each place twice, and the hint decides which pass.
 */
const SAME_PLACE_M = 40;
/** A fix this far behind the previous one is GPS wander, not the bus driving back. */
export const WANDER_M = 30;

export function routeLine(points: readonly LonLat[]): RouteLine {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) cumulative.push(cumulative[i - 1] + haversineM(points[i - 1], points[i]));
  return { points, cumulative, length: cumulative.at(-1) ?? 0 };
}

/** The closest point of each segment to `p`, in a plane local to the segment (a few hundred metres). */
function segmentProjections(line: RouteLine, p: LonLat): Projection[] {
  const out: Projection[] = [];
  for (let i = 1; i < line.points.length; i++) {
    const [a, b] = [line.points[i - 1], line.points[i]];
    const k = Math.cos((a[1] * Math.PI) / 180);
    const [dx, dy] = [(b[0] - a[0]) * k, b[1] - a[1]];
    const [px, py] = [(p[0] - a[0]) * k, p[1] - a[1]];
    const squared = dx * dx + dy * dy;
    const f = squared > 0 ? Math.min(1, Math.max(0, (px * dx + py * dy) / squared)) : 0;
    const closest: LonLat = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    out.push({ along: line.cumulative[i - 1] + f * (line.cumulative[i] - line.cumulative[i - 1]), off: haversineM(p, closest) });
  }
  return out;
}

/**
 * Where `p` is along the line. Without `after`, the nearest place on it. With `after` (where
 * the bus or the previous stop was), the first of the near places from `after` on, so a route
 * that comes back along the same road is followed in order; when every near place is behind,
 * the one closest to `after`.
 */
export function project(line: RouteLine, p: LonLat, after?: number): Projection {
  const all = segmentProjections(line, p);
  if (all.length === 0) return { along: 0, off: line.points[0] ? haversineM(p, line.points[0]) : 0 };
  const nearest = Math.min(...all.map((c) => c.off));
  const near = all.filter((c) => c.off <= nearest + SAME_PLACE_M);
  if (after === undefined) return near.reduce((best, c) => (c.off < best.off ? c : best));
  const ahead = near.filter((c) => c.along >= after - WANDER_M);
  if (ahead.length) return ahead.reduce((best, c) => (c.along < best.along ? c : best));
  return near.reduce((best, c) => (Math.abs(c.along - after) < Math.abs(best.along - after) ? c : best));
}

/** Each place in order along the line, each looked for from the previous one on. */
export function projectInOrder(line: RouteLine, places: readonly LonLat[], start?: number): Projection[] {
  let after = start;
  return places.map((p) => {
    const at = project(line, p, after);
    after = at.along;
    return at;
  });
}
