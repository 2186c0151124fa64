import fp from 'fastify-plugin';
import { TrackingService } from './tracking.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Positions in: every intake stores through it; live views listen to what it stored. */
    tracking: TrackingService;
  }
}

/** The positions' intake and store; its partitions are ready before the first request. */
export default fp(
  async (app) => {
    const { config, metrics } = app;
    const tracking = new TrackingService({
      db: app.db,
      dbKind: app.dbKind,
      retentionDays: config.positionRetentionDays,
      futureToleranceMs: config.positionFutureToleranceMs,
      log: app.log,
      ingested: (source, result) => metrics.positionsIngested(source, result),
    });
    app.decorate('tracking', tracking);
    app.addHook('onReady', async () => {
      await tracking.start();
    });
    // Positions handed to the intake without a request (the demo fleet) are written before the database closes.
    app.addHook('onClose', async () => {
      tracking.stop();
      await tracking.drain();
    });
  },
  { name: 'tracking', fastify: '5.x', dependencies: ['config', 'database', 'metrics'] },
);
