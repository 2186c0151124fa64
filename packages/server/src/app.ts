import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import { SYSTEM_API } from '@halte/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installGuard } from './auth/guard.js';
import { route } from './lib/http/route.js';
import configPlugin from './lib/ops/config.plugin.js';
import databasePlugin from './db/database.plugin.js';
import metricsPlugin from './lib/ops/metrics.plugin.js';
import redisPlugin from './lib/ops/redis.plugin.js';
import authPlugin from './auth/auth.plugin.js';
import realtimePlugin from './realtime/realtime.plugin.js';
import notificationStorePlugin from './modules/platform/notifications/notification-store.plugin.js';
import notificationPusherPlugin from './modules/platform/notifications/notification-pusher.plugin.js';
import { installErrorHandler } from './lib/http/error-handler.js';
import { logRedaction } from './lib/ops/log-redaction.js';
import { clientErrorHandler, frameworkErrors } from './lib/http/framework-errors.js';
import { installSecurityHeaders } from './lib/http/security-headers.js';
import { validatorCompiler } from './lib/http/validate.js';
import { responseSerializer } from './lib/http/serializer.js';
import { openapiComponents } from './lib/http/openapi.js';
import { exactJsonSchemaTransform } from './lib/http/openapi-required.js';
import { useListCache } from './lib/data/list-cache.js';
import { startRealtime } from './realtime/socket.js';
import { slicesOf } from './modules/index.js';
import { healthRoutes } from './modules/platform/system/routes.js';
import { serveWeb } from './web.js';
import { VERSION } from './version.js';
import { installRequestIds, requestIdOf } from './lib/http/request-id.js';
import { installLanguage } from './lib/http/language.js';
import { bufferedStdout, flushRegularly } from './lib/ops/log-destination.js';
import { offPathWorkSettled } from './lib/data/off-path-work.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (production); tests leave it off. */
  web?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Builds the whole server without listening: plugins, error mapping, modules, realtime. */
export async function buildApp({ config, database, web = false, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const stdout = logger && !logStream ? bufferedStdout() : undefined;
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...logRedaction, stream: logStream ?? stdout } : false,
    // Base64 images of up to 2 MB travel inside JSON.
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestIdOf,
  });
  if (stdout) flushRegularly(app, stdout);
  installRequestIds(app);
  installLanguage(app, config.defaultLanguage);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.checkResponses));

  // The services every slice uses, each a plugin that names what it needs.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { poolUse: database.poolUse });
  await app.register(redisPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(notificationStorePlugin);
  await app.register(notificationPusherPlugin);
  // Then each of the mode's slices: what it runs beside its routes (channels, intakes, watches).
  const slices = slicesOf(config.appType);
  for (const slice of slices) if (slice.services) await app.register(slice.services);
  useListCache(database.db, config.listCacheEntries);
  installSecurityHeaders(app, config.tileUrl);
  installErrorHandler(app);
  installGuard(app);

  await app.register(swagger, {
    openapi: {
      // 3.1: schemas are JSON Schema 2020-12, as the contract's zod schemas are written out.
      openapi: '3.1.0',
      info: { title: 'Halte API', version: VERSION, description: 'API back office Dinas Perhubungan' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: exactJsonSchemaTransform,
    transformObject: openapiComponents,
  });
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const slice of slices) await api.register(slice.routes);
      route(api, SYSTEM_API.openapi, async () => app.swagger() as Record<string, unknown>);
    },
    { prefix: '/api/v1' },
  );
  if (web) await app.register(serveWeb, { dir: config.webDist });

  const io = startRealtime(app);
  app.metrics.observeSockets(() => io.engine.clientsCount);
  // Fastify runs onClose hooks in reverse order of registration: this one first, so the work
  // requests left running (parents' notices, a trip's history) is stored and handed on before each
  // slice's services close theirs (positions drained, pushes sent), then the base services.
  app.addHook('onClose', async () => offPathWorkSettled(app));
  return app;
}
