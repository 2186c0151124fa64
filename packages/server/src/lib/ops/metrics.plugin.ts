import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The instance's Prometheus figures: requests, the pool's connections, and what services add. */
export default fp<{ poolUse?: Database['poolUse'] }>(
  async (app, { poolUse }) => {
    const metrics = new Metrics();
    metrics.observeRequests(app);
    if (poolUse) metrics.observePool(poolUse);
    app.decorate('metrics', metrics);
  },
  { name: 'metrics', fastify: '5.x' },
);
