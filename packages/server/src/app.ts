import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppContext } from './context.js';
import { SessionStore } from './auth/sessions.js';
import { MemberSessionStore } from './auth/member-sessions.js';
import { RoleScreens } from './auth/role-screens.js';
import { rateLimiterOf } from './auth/rate-limiter.js';
import { MemoryAttemptThrottle, RedisAttemptThrottle } from './auth/attempt-throttle.js';
import { MemberLimits } from './auth/member-limits.js';
import { installGuard } from './auth/guard.js';
import { installErrorHandler } from './lib/http/error-handler.js';
import { logRedaction } from './lib/ops/log-redaction.js';
import { clientErrorHandler, frameworkErrors } from './lib/http/framework-errors.js';
import { installSecurityHeaders } from './lib/http/security-headers.js';
import { validatorCompiler } from './lib/http/validate.js';
import { responseSerializer } from './lib/http/serializer.js';
import { openapiComponents } from './lib/http/openapi.js';
import { exactJsonSchemaTransform } from './lib/http/openapi-required.js';
import { useListCache } from './lib/data/list-cache.js';
import { Notifier } from './realtime/notifier.js';
import { WebPushQueue } from './modules/complaints/member-push/web-push-queue.js';
import { vapidDetails } from './modules/complaints/member-push/vapid-keys.js';
import { ConversationChannel } from './realtime/conversation-channel.js';
import { MemberAlertChannel } from './realtime/member-alert-channel.js';
import { TrackingService } from './modules/school/tracking/tracking.service.js';
import { runDemoTracking } from './modules/school/tracking/demo/simulator.js';
import { runArrivalWatch } from './modules/school/arrivals/arrival-watch.js';
import { installOsmandPort } from './modules/school/tracking/osmand-port.js';
import { startRealtime } from './realtime/socket.js';
import { apiModules } from './modules/index.js';
import { healthRoutes } from './modules/platform/system/routes.js';
import { serveWeb } from './web.js';
import { VERSION } from './version.js';
import { Metrics } from './lib/ops/metrics.js';
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
  const metrics = new Metrics();
  metrics.observeRequests(app);
  if (database.poolUse) metrics.observePool(database.poolUse);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.checkResponses));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  // ioredis reconnects by itself; without a listener each failed attempt would print a stack.
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'Redis connection error'));
  const tracking = new TrackingService({
    db: database.db,
    dbKind: database.kind,
    retentionDays: config.positionRetentionDays,
    futureToleranceMs: config.positionFutureToleranceMs,
    log: app.log,
    ingested: (source, result) => metrics.positionsIngested(source, result),
  });
  const vapid = await vapidDetails(database.db, config.push);
  const push = new WebPushQueue({ db: database.db, vapid, log: app.log, metrics });
  metrics.observePushQueue(() => push.pending);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    sessions: new SessionStore(database.db, config.sessionHours * 3_600_000),
    memberSessions: new MemberSessionStore(database.db, config.sessionHours * 3_600_000),
    roleScreens: new RoleScreens(database.db, config.appType),
    signinLimiter: rateLimiterOf(redis, config.signinLimits.windowMs),
    signinThrottle: redis ? new RedisAttemptThrottle(redis, config.signinLimits) : new MemoryAttemptThrottle(config.signinLimits),
    memberLimits: new MemberLimits(config.memberLimits, redis),
    notifier: new Notifier(database.db),
    conversations: new ConversationChannel(),
    tracking,
    push,
    redis,
    version: VERSION,
    metrics,
    lifecycle: { draining: false },
    memberAlerts: new MemberAlertChannel(),
    vapidPublicKey: vapid.publicKey,
  };
  app.decorate('ctx', ctx);
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
      for (const mod of apiModules) await api.register(mod);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );
  if (web) await app.register(serveWeb, { dir: config.webDist });
  if (config.osmandPort !== undefined) installOsmandPort(app, config.osmandPort, config.host);

  const io = startRealtime(app);
  metrics.observeSockets(() => io.engine.clientsCount);
  // Position partitions are ready before the first request, and kept ahead while the app runs.
  app.addHook('onReady', async () => {
    await tracking.start();
  });
  if (config.demo && config.demoTracking) runDemoTracking(app);
  runArrivalWatch(app);
  app.addHook('onClose', async () => {
    // Work requests left running (parents' notices, a trip's history) is stored before the database closes.
    await offPathWorkSettled(app);
    tracking.stop();
    // Positions handed to the intake without a request (the demo fleet) are written before the database closes.
    await tracking.drain();
    // Pushes already queued go out (each tried once more at most) before the database closes.
    await push.close();
    redis?.disconnect();
  });
  return app;
}
