import os from 'node:os';
import type { LoadResult } from './load.js';

/** One scenario's medians, its runs, and its CPU cost per request, as the bench prints them. */
export function report(label: string, r: LoadResult & { runs: LoadResult[] }) {
  const runs = r.runs.map((x) => x.reqPerSec.toFixed(0)).join(', ');
  const cpu = Object.entries(r.cpuPerRequest).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ');
  const cpuTotal = Object.values(r.cpuPerRequest).reduce((a, b) => a + b, 0);
  console.log(`${label}: median ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (runs: ${runs} req/s; failures: ${r.failures})`);
  console.log(`  CPU ms per request: ${cpu}; all ${cpuTotal.toFixed(2)} → at most ${((os.cpus().length * 1000) / cpuTotal).toFixed(0)} req/s on ${os.cpus().length} otherwise idle cores`);
}

/** The machine's state, printed before each measurement: results on a shared machine depend on it. */
export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
