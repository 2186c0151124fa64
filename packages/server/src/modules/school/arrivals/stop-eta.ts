import { blendedKmh, type StretchHistory } from './speed-blend.js';
import { WANDER_M } from './route-line.js';

/** A stop of the route, placed on its line. */
export interface PlacedStop {
  pointId: number;
  name: string;
  along: number;
  /** The stretch from the previous stop (or the line's start) to this one. */
  history: StretchHistory;
}

/** Where the bus is on the line and how fast it has been going. */
export interface BusOnLine {
  along: number;
  /** Metres between the bus and the line (off the route, it has to come back first). */
  off: number;
  recentKmh: number | undefined;
}

export interface StopEta {
  pointId: number;
  name: string;
  /** Metres by road from the bus. */
  distanceM: number;
  seconds: number;
}

/** A stop the bus is this close to (behind it, along the line) it is at, not past. */
const AT_STOP_M = WANDER_M;

/**
 * The stops ahead of the bus (in route order) with the distance by road and the time to each:
 * each stretch between stops driven at its blended speed, the bus's own speed weighing less
 * the further the stretch is.
 */
export function stopEtas(stops: readonly PlacedStop[], bus: BusOnLine): StopEta[] {
  const out: StopEta[] = [];
  let seconds = 0;
  let from = bus.along;
  // Back to the line first, at the bus's own pace.
  const offSeconds = bus.off / (blendedKmh(bus.recentKmh, { meanKmh: null, samples: 0 }, 0) / 3.6);
  for (const stop of stops) {
    if (stop.along < bus.along - AT_STOP_M) continue;
    const stretch = Math.max(0, stop.along - from);
    const middle = from + stretch / 2 - bus.along + bus.off;
    seconds += stretch / (blendedKmh(bus.recentKmh, stop.history, middle) / 3.6);
    from = Math.max(from, stop.along);
    const distanceM = Math.max(0, stop.along - bus.along) + bus.off;
    out.push({ pointId: stop.pointId, name: stop.name, distanceM, seconds: seconds + offSeconds });
  }
  return out;
}
