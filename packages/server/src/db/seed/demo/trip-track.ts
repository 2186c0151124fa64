import type { LonLat } from '@halte/contract';
import { RouteWalk } from '../../../modules/school/tracking/demo/route-walk.js';
import type { PlannedTrip } from './trip-runs.js';

/** How often a past demo trip's tracker reported. */
export const TRACK_INTERVAL_MS = 45_000;
/** A school bus's pace between stops; the rest of a trip's time it waits at its stops. */
const DRIVE_KMH = 25;
/** At most this share of a trip is driving (a long route is driven slower, never faster). */
const DRIVE_SHARE = 0.8;

/** One report of a past trip, as `positions` holds it (time in epoch ms). */
export interface TrackPoint { vehicleId: number; ms: number; latitude: number; longitude: number; speedKmh: number; heading: number }

/** A stretch of a trip: from `from` to `to` (epoch ms) the bus goes from `d0` to `d1` metres along its line. */
interface Phase { from: number; to: number; d0: number; d1: number }

/**
 * The reports of a finished trip along its route's stops (`[latitude, longitude]`, in the order
 * the trip drives them): the bus waits at each stop but the last for the students, an equal
 * share of the time, and drives each leg between at a steady pace, from its start to its stop.
 */
export function tripTrack(trip: PlannedTrip, stops: readonly (readonly [number, number])[], intervalMs = TRACK_INTERVAL_MS): TrackPoint[] {
  if (!trip.stoppedAt || stops.length < 2) return [];
  const walk = new RouteWalk(stops.map(([lat, lon]): LonLat => [lon, lat]));
  const start = trip.startedAt.getTime();
  const duration = trip.stoppedAt.getTime() - start;
  const mps = Math.max(DRIVE_KMH / 3.6, walk.length / (duration * DRIVE_SHARE / 1000));
  const dwell = (duration - (walk.length / mps) * 1000) / (stops.length - 1);
  const phases: Phase[] = [];
  let t = start;
  let d = 0;
  for (let k = 1; k < stops.length; k++) {
    const leg = walk.distanceTo(k) - d;
    phases.push({ from: t, to: t + dwell, d0: d, d1: d });
    t += dwell;
    phases.push({ from: t, to: t + (leg / mps) * 1000, d0: d, d1: d + leg });
    t += (leg / mps) * 1000;
    d += leg;
  }
  const points: TrackPoint[] = [];
  let p = 0;
  for (let ms = start; ms <= start + duration; ms += intervalMs) {
    while (p < phases.length - 1 && ms > phases[p].to) p++;
    const { from, to, d0, d1 } = phases[p];
    const along = to > from ? d0 + ((d1 - d0) * Math.min(1, (ms - from) / (to - from))) : d1;
    const { position } = walk.at(along);
    // Waiting at a stop, the bus already faces its next leg.
    const { heading } = walk.at(Math.min(along + 1, walk.length));
    points.push({
      vehicleId: trip.vehicleId, ms, latitude: position[1], longitude: position[0],
      speedKmh: d1 > d0 ? Math.round(mps * 36) / 10 : 0, heading: Math.round(heading * 10) / 10,
    });
  }
  return points;
}
