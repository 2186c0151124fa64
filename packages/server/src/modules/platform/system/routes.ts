import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, SYSTEM_API, type AppConfig } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { metricsTokenMatches } from '../../../lib/ops/metrics.js';
import { VERSION } from '../../../version.js';
import { databaseAnswers } from './database-ready.js';

/** Public facts the web needs before sign-in. */
export function appConfig(app: FastifyInstance): AppConfig {
  const c = app.config;
  return {
    app_type: c.appType,
    app_name: c.appType === 'parking' ? 'APP PARKIR' : 'Halte',
    department_name: c.departmentName,
    time_zone: c.timeZone,
    default_language: c.defaultLanguage,
    version: VERSION,
    support: c.support,
    map: {
      center: [-6.8837, 112.0452],
      zoom: 14,
      tile_url: c.tileUrl,
      tile_attribution: '&copy; OpenStreetMap contributors',
    },
  };
}

export default async function systemRoutes(app: FastifyInstance) {
  route(app, SYSTEM_API.config, async () => appConfig(app));
}

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const message = z.object({ message: z.string() });

/**
 * Liveness and readiness at the root, for load balancers, and the Prometheus metrics for a
 * scraper holding METRICS_TOKEN. Readiness turns false as soon as the process is told to stop.
 */
export async function healthRoutes(app: FastifyInstance) {
  const schema = { tags: ['system'] };
  app.get('/healthz', { schema: { ...schema, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' }));
  const ready = z.object({ status: z.literal('ok'), database: z.string() });
  const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });
  app.get('/readyz', { schema: { ...schema, response: { 200: ready, 503: unavailable } } }, async (_req, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'unavailable', message: MSG.draining });
    if (!(await databaseAnswers(app.db))) return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable });
    return { status: 'ok', database: app.dbKind };
  });
  const metricsText = z.string().meta({
    description: 'Metrik dalam format teks Prometheus.',
    content: { [PROMETHEUS_TEXT]: { schema: { type: 'string' } } },
  });
  app.get('/metrics', {
    schema: {
      ...schema,
      description: 'Metrik Prometheus; minta dengan `Authorization: Bearer <METRICS_TOKEN>`.',
      response: { 200: metricsText, 401: message, 404: message },
    },
  }, async (req, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.code(404).send({ message: MSG.metricsOff });
    if (!metricsTokenMatches(req.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MSG.metricsToken });
    return reply.type(PROMETHEUS_TEXT).send(await app.metrics.text());
  });
}
