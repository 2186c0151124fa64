/** A value axis from zero: its ticks, evenly spaced, the last at or above the largest value. */
export interface ValueAxis {
  ticks: number[];
  max: number;
}

/** 1, 2, 2.5 or 5 times a power of ten: steps a reader adds up at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` steps from zero to the largest value, each a round number and at least
 * `minStep` (1 for counts: no tick between two whole numbers).
 */
export function valueAxis(values: readonly (number | null)[], { count = 4, minStep = 0 } = {}): ValueAxis {
  const largest = Math.max(0, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const step = Math.max(minStep || Number.MIN_VALUE, largest > 0 ? niceStep(largest / count) : minStep || 1);
  const steps = Math.max(1, Math.ceil(largest / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { ticks, max: ticks[ticks.length - 1] };
}

/** The centre of slot `i` of `count` equal slots across `width`. */
export const slotCentre = (i: number, count: number, width: number) => (width / count) * (i + 0.5);

/** The index of the slot or point nearest to `x`, for a tooltip under the pointer. */
export function nearestIndex(x: number, positions: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < positions.length; i++) if (Math.abs(positions[i] - x) < Math.abs(positions[best] - x)) best = i;
  return best;
}
