import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** While closing, how often connections that have gone idle are closed. */
const IDLE_CHECK_MS = 100;

export interface ShutdownOptions {
  /** While /readyz already answers 503, everything is still served for this long. */
  delayMs: number;
  /** After the delay, how long requests in flight may take before the process leaves anyway. */
  timeoutMs: number;
}

/**
 * A graceful stop on SIGTERM or SIGINT: /readyz turns 503 at once (a load balancer sends the next
 * requests to another instance), then after `delayMs` the app closes: no new connection is
 * accepted; Socket.IO clients are told and let go to reconnect elsewhere; requests in flight —
 * Excel exports and position intakes among them — finish and are answered; positions handed to
 * the intake without a request are committed; then the database closes. What is not done within
 * `timeoutMs` is cut off and the process leaves with code 1. A second signal does not start again.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, opts: ShutdownOptions) {
  const exit = (code: number) => process.exit(code);
  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      app.lifecycle.draining = true;
      app.log.info({ signal, delayMs: opts.delayMs }, 'shutting down: draining');
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      const cutOff = setTimeout(() => {
        app.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown timed out: leaving with requests unfinished');
        exit(1);
      }, opts.timeoutMs);
      cutOff.unref();
      // A connection its client keeps alive turns idle only once its last response has gone (an
      // export finishing, say); the server's close would then wait the keep-alive timeout for it.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
      try {
        await app.close().finally(() => clearInterval(closeIdle));
        await database.close();
        app.log.info('shut down');
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(cutOff);
      }
    })();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
}
