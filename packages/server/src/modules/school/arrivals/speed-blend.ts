/** A stretch of the route with what earlier trips made of it. */
export interface StretchHistory {
  /** Mean speed over the stretch on earlier trips, stops at its end included; null: no trip yet. */
  meanKmh: number | null;
  samples: number;
}

/** The speed assumed when neither the bus nor earlier trips tell anything: a bus in town. */
export const DEFAULT_KMH = 20;
/** No stretch is assumed slower: a bus standing at a light still gets there. */
export const MIN_KMH = 4;
/** How far ahead the bus's own recent speed still says something: its weight halves every this. */
const RECENT_HALF_M = 1_500;
/** Trips on a stretch after which its history is fully trusted. */
const TRUSTED_SAMPLES = 3;

/**
 * The speed to expect over a stretch `distanceM` ahead of the bus: its recent speed near the
 * bus (where the traffic it is in now still holds), the stretch's speed on earlier trips further
 * on. With little history, the recent speed weighs more (the default speed stands in for history).
 */
export function blendedKmh(recentKmh: number | undefined, history: StretchHistory, distanceM: number): number {
  const known = history.meanKmh !== null && history.samples > 0;
  const historyKmh = known ? history.meanKmh! : DEFAULT_KMH;
  if (recentKmh === undefined) return Math.max(MIN_KMH, historyKmh);
  const trust = known ? Math.min(1, history.samples / TRUSTED_SAMPLES) : 0;
  const nearWeight = 0.9 - 0.4 * trust;
  const weight = nearWeight * 0.5 ** (Math.max(0, distanceM) / RECENT_HALF_M);
  return Math.max(MIN_KMH, weight * Math.max(0, recentKmh) + (1 - weight) * historyKmh);
}

/** A fix of the bus as the recent speed reads it: metres along the line at a time. */
export interface AlongFix {
  along: number;
  time: number;
  /** The device's speed, km/h. */
  speedKmh?: number | null;
}

/** Shorter than this, progress along the line says too little; the device's own speed is used. */
const MIN_SPAN_MS = 60_000;

/**
 * The bus's speed over its recent fixes (oldest first): progress along the line over the time
 * (standing at a stop or a light counts, as it will ahead; driving back counts as standing);
 * over less than a minute, the device's latest speed; undefined with nothing to go on.
 */
export function recentKmh(fixes: readonly AlongFix[]): number | undefined {
  const [first, last] = [fixes[0], fixes.at(-1)];
  if (!first || !last) return undefined;
  const span = last.time - first.time;
  if (span >= MIN_SPAN_MS) return Math.max(0, ((last.along - first.along) / (span / 1000)) * 3.6);
  return last.speedKmh ?? undefined;
}
