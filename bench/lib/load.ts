import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  /** Paths each connection requests in turn (e.g. several search terms); default: the url's own. */
  paths?: string[];
  /**
   * Builds every request afresh, shared by all connections (e.g. each position a new one);
   * overrides `paths`.
   */
  nextRequest?: () => { path?: string; body?: string; headers?: Record<string, string> };
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Cumulative CPU ms of the server side's processes, by name; sampled around each run. */
  cpu?: () => Promise<Record<string, number>>;
}

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses that were not 2xx, plus connection errors and timeouts: should stay 0. */
  failures: number;
  /** 2xx answers: what the server acknowledged. */
  acknowledged: number;
  /** CPU ms per request: each server-side process, and `loadgen` (autocannon, this process). */
  cpuPerRequest: Record<string, number>;
}

/** One autocannon run against a local server. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  if (!new URL(opts.url).hostname.startsWith('127.')) throw new Error('bench traffic stays on 127.0.0.1');
  const cpuBefore = (await opts.cpu?.()) ?? {};
  const ownBefore = process.cpuUsage();
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    requests: opts.nextRequest
      ? [{ method: opts.method ?? 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, ...opts.nextRequest!() }) }]
      : opts.paths?.map((path) => ({ method: opts.method ?? 'GET', path })),
    connections: opts.connections,
    duration: opts.seconds,
  });
  const own = process.cpuUsage(ownBefore);
  const cpuAfter = (await opts.cpu?.()) ?? {};
  const perRequest = (ms: number) => (r.requests.total ? ms / r.requests.total : 0);
  const cpuPerRequest: Record<string, number> = { loadgen: perRequest((own.user + own.system) / 1000) };
  for (const [name, ms] of Object.entries(cpuAfter)) cpuPerRequest[name] = perRequest(ms - (cpuBefore[name] ?? 0));
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
    acknowledged: r['2xx'],
    cpuPerRequest,
  };
}

/** `runs` runs after one short warm-up; the median of each figure, and every run (and the warm-up) for the record. */
export async function medianOf(runs: number, opts: LoadOptions, beforeEach?: () => Promise<void>): Promise<LoadResult & { runs: LoadResult[]; warmup: LoadResult }> {
  await beforeEach?.();
  const warmup = await load({ ...opts, seconds: Math.min(3, opts.seconds) });
  const all: LoadResult[] = [];
  for (let i = 0; i < runs; i++) {
    await beforeEach?.();
    all.push(await load(opts));
  }
  const median = (pick: (r: LoadResult) => number) => {
    const v = all.map(pick).sort((a, b) => a - b);
    return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  return {
    reqPerSec: median((r) => r.reqPerSec),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    requests: median((r) => r.requests),
    failures: all.reduce((n, r) => n + r.failures, 0),
    acknowledged: median((r) => r.acknowledged),
    cpuPerRequest: Object.fromEntries(Object.keys(all[0].cpuPerRequest).map((k) => [k, median((r) => r.cpuPerRequest[k] ?? 0)])),
    runs: all,
    warmup,
  };
}
