import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Set when the process has been told to stop: /readyz answers 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

/** The instance's configuration, read once at start, and whether it is stopping. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('lifecycle', { draining: false });
  },
  { name: 'config', fastify: '5.x' },
);
