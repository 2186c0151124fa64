import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, appConfigWire, type AppConfig } from '@halte/contract';
import { answers } from '../../lib/responses.js';

/** Public facts the web needs before sign-in. */
export function appConfig(app: FastifyInstance): AppConfig {
  const c = app.ctx.config;
  return {
    app_type: c.appType,
    app_name: c.appType === 'parking' ? 'APP PARKIR' : 'Halte',
    department_name: c.departmentName,
    time_zone: c.timeZone,
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
  app.get('/config', { config: { access: 'public' }, schema: { tags: ['system'], response: answers({ 200: appConfigWire }) } }, async () => appConfig(app));
}

/** Liveness and readiness at the root, for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  const schema = { tags: ['system'] };
  app.get('/healthz', { schema: { ...schema, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' }));
  const ready = z.object({ status: z.literal('ok'), database: z.string() });
  const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });
  app.get('/readyz', { schema: { ...schema, response: { 200: ready, 503: unavailable } } }, async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: app.ctx.dbKind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable });
    }
  });
}
