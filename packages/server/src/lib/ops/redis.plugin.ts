import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared with the other instances when configured (`REDIS_URL`); absent on a single instance. */
    redis?: Redis;
  }
}

/** The connection to Redis, when one is configured. */
export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    const redis = url ? new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
    // ioredis reconnects by itself; without a listener each failed attempt would print a stack.
    redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'Redis connection error'));
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'redis', fastify: '5.x', dependencies: ['config'] },
);
