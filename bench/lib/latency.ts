/** Latency figures shared by the push benches: percentiles over every delivery. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** p50, p99 and max of `latencies` (ms), printed under `label` with whatever else is worth saying. */
export function summary(label: string, latencies: number[], extra: Record<string, number | string> = {}) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const r = { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, ...extra };
  console.log(`${label}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms over ${r.samples} deliveries ${JSON.stringify(extra)}`);
  return r;
}

/** Calls `send` `rate` times a second for `seconds`, on schedule whatever each call takes; resolves when all have settled. */
export async function paced(rate: number, seconds: number, send: (tick: number) => Promise<void>): Promise<number> {
  const began = performance.now();
  const inflight: Promise<void>[] = [];
  let tick = 0;
  for (; performance.now() - began < seconds * 1000; tick++) {
    const due = began + (tick * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    inflight.push(send(tick));
  }
  await Promise.all(inflight);
  return tick;
}
