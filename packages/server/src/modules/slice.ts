import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A slice's routes as one encapsulated plugin, named `<name>-slice`, declaring the services its
 * areas use: Fastify refuses to start when one of them was not registered before.
 */
export const sliceOf = (name: string, areas: FastifyPluginAsync[], dependencies: string[]) =>
  fp(
    async (app) => {
      for (const area of areas) await app.register(area);
    },
    { name: `${name}-slice`, fastify: '5.x', encapsulate: true, dependencies },
  );
