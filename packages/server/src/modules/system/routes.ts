import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG, type AppConfig } from '@halte/contract';

/** Public facts the web needs before sign-in. */
export function appConfig(app: FastifyInstance): AppConfig {
  const c = app.ctx.config;
  return {
    app_type: c.appType,
    app_name: c.appType === 'parking' ? 'APP PARKIR' : 'Halte',
    department_name: c.departmentName,
    version: app.ctx.version,
    map: {
      center: [-6.8837, 112.0452],
      zoom: 14,
      tile_url: c.tileUrl,
      tile_attribution: '&copy; OpenStreetMap contributors',
    },
  };
}

export default async function systemRoutes(app: FastifyInstance) {
  app.get('/config', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => appConfig(app));
}

/** Liveness and readiness at the root, for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: app.ctx.dbKind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable });
    }
  });
}
