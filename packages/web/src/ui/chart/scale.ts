/** A value axis from zero: its ticks, evenly spaced, the last at or above the largest value. */
export interface ValueAxis {
  ticks: number[];
  max: number;
}

const NICE = [1, 2, 2.5, 5, 10];

const isMultiple = (step: number, of: number) => Math.abs(step / of - Math.round(step / of)) < 1e-9;

/**
 * The round step (1, 2, 2.5 or 5 times a power of ten: steps a reader adds up at a glance) nearest
 * to `rough`, and a multiple of `minStep` when there is one: 2.5 is no step for counts, nor 2.5
 * million for an axis in whole millions.
 */
function niceStep(rough: number, minStep: number): number {
  if (rough <= minStep) return minStep;
  const power = 10 ** Math.floor(Math.log10(rough));
  const steps = NICE.map((f) => f * power).filter((s) => !minStep || isMultiple(s, minStep));
  if (!steps.length) return Math.ceil(rough / minStep) * minStep;
  const off = (s: number) => Math.abs(Math.log(s / rough));
  return steps.reduce((best, s) => (off(s) < off(best) ? s : best));
}

/**
 * About `count` steps from zero to the largest value, each a round number and a multiple of
 * `minStep` (1 for counts: no tick between two whole numbers).
 */
export function valueAxis(values: readonly (number | null)[], { count = 4, minStep = 0 } = {}): ValueAxis {
  const largest = Math.max(0, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const step = largest > 0 ? niceStep(largest / count, minStep) : minStep || 1;
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
