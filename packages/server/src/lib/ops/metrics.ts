import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { bearerToken } from '../../auth/tokens.js';

/** What the database says about its connections (PostgreSQL's pool; PGlite has none). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** A job that has started and is told once how it ended. */
export type JobEnd = (result: 'completed' | 'failed' | 'aborted') => void;

let processRegistry: Registry | undefined;

/**
 * The process's and Node.js's metrics (event-loop lag, GC, memory), prom-client's defaults, started
 * once per process: they watch the process through observers that are never stopped, so one set per
 * app would keep every closed app (and its database) alive.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One instance's Prometheus metrics, on a registry of its own (several apps in one process, as
 * in the tests, do not mix their counts), scraped together with the process's; the rest is counted
 * where it happens.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'halte_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'halte_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly positions = new Counter({
    name: 'halte_positions_ingested_total',
    help: 'GPS positions received by the intake, by source and what became of them (stored, duplicate, filtered)',
    labelNames: ['source', 'result'] as const,
    registers: [this.registry],
  });
  private readonly exportsRunning = new Gauge({ name: 'halte_export_jobs_running', help: 'Excel exports being written now', registers: [this.registry] });
  private readonly exportsDone = new Counter({
    name: 'halte_export_jobs_total',
    help: 'Excel exports ended, by result (completed, failed, aborted by the client)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly pushes = new Counter({
    name: 'halte_push_sends_total',
    help: 'Web Push sends to members\' phones, by result (delivered, retried, gone: the phone unsubscribed, failed: given up, dropped: the queue was full)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    processMetrics();
  }

  /** The Prometheus text of a scrape: this instance's metrics and the process's. */
  text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  /** Counts every answer of `app` (routes by their template, so ids do not make new series). */
  observeRequests(app: FastifyInstance) {
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      this.requests.inc({ method: req.method, route, status: String(reply.statusCode) });
      this.duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    });
  }

  /** Connections of the database pool, read when scraped. */
  observePool(use: () => PoolUse) {
    const gauge = (name: string, help: string, read: (u: PoolUse) => number) =>
      new Gauge({ name, help, registers: [this.registry], collect() { this.set(read(use())); } });
    gauge('halte_db_pool_connections', 'PostgreSQL connections open in the pool', (u) => u.total);
    gauge('halte_db_pool_idle_connections', 'PostgreSQL connections open and idle', (u) => u.idle);
    gauge('halte_db_pool_waiting_requests', 'Queries waiting for a free connection', (u) => u.waiting);
  }

  /** Socket.IO connections of this instance, read when scraped. */
  observeSockets(count: () => number) {
    new Gauge({ name: 'halte_socketio_connections', help: 'Socket.IO connections open on this instance', registers: [this.registry], collect() { this.set(count()); } });
  }

  positionsIngested(source: string, counts: { stored: number; duplicates: number; filtered: number }) {
    if (counts.stored) this.positions.inc({ source, result: 'stored' }, counts.stored);
    if (counts.duplicates) this.positions.inc({ source, result: 'duplicate' }, counts.duplicates);
    if (counts.filtered) this.positions.inc({ source, result: 'filtered' }, counts.filtered);
  }

  pushSent(result: string) {
    this.pushes.inc({ result });
  }

  /** Pushes waiting or under way in this instance's queue, read when scraped. */
  observePushQueue(pending: () => number) {
    new Gauge({ name: 'halte_push_pending', help: 'Web Push sends waiting, being retried or under way', registers: [this.registry], collect() { this.set(pending()); } });
  }

  exportStarted(): JobEnd {
    this.exportsRunning.inc();
    let ended = false;
    return (result) => {
      if (ended) return;
      ended = true;
      this.exportsRunning.dec();
      this.exportsDone.inc({ result });
    };
  }
}

/** Whether a request's `Authorization: Bearer …` is the metrics token (compared in constant time). */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(bearerToken(header) ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
