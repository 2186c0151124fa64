import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTAKE_MSG, TRACKING_API } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { HttpError, fieldError } from '../../../lib/http/http-error.js';
import { DeviceDirectory } from './devices.js';
import { parseOsmandFields, parseOsmandJson } from './osmand-parser.js';
import { formFields } from './form-body.js';
import { rateLimiterOf } from '../../../auth/rate-limiter.js';
import { currentUser } from '../../../auth/guard.js';
import { takeDriverPositions } from './driver-positions.js';

const isJson = (req: FastifyRequest) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

/**
 * Positions in: the OsmAnd protocol of Traccar Client and most trackers (public: a device
 * authenticates by its tracker id, as with a Traccar server), under /api/v1 and, with
 * OSMAND_PORT, at `/` of that port (see osmand-port.ts), and the driver app's batch (only
 * for the vehicle and times of the driver's own trips).
 */
export default async function trackingRoutes(app: FastifyInstance) {
  const devices = new DeviceDirectory(app.db);
  // Unknown tracker ids per client address and minute: guessing ids is slowed to a crawl.
  const unknownDevices = rateLimiterOf(app.redis, 60_000, 'halte:rl:tracker-unknown:');
  // Only here: every other route keeps answering 415 to a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, formFields(body as string)));

  const osmand = async (req: FastifyRequest, reply: FastifyReply) => {
    const json = isJson(req);
    const context = { now: Date.now(), timeZone: app.config.timeZone };
    // As Traccar reads it: a JSON body, or the query string's fields over a form body's.
    const parsed = json
      ? parseOsmandJson(req.body, context)
      : parseOsmandFields({ ...(req.body as Record<string, string> | undefined), ...(req.query as Record<string, string>) }, context);
    if (!parsed.ok) throw parsed.field ? fieldError(parsed.field, parsed.message) : new HttpError(400, parsed.message);
    const vehicleId = await devices.vehicleOf(parsed.deviceId);
    if (vehicleId === undefined) {
      // Only refusals count, after the lookup: a known tracker is never slowed, whoever shares its address.
      const refused = await unknownDevices.hit(req.ip);
      const limit = app.config.trackerUnknownPerMinute;
      // One line per address and window, however long it goes on guessing.
      if (refused === limit + 1) req.log.warn({ ip: req.ip }, 'tracking: unknown tracker ids throttled');
      if (refused > limit) throw new HttpError(429, INTAKE_MSG.tooManyUnknownDevices);
      // Traccar answers an unknown device 400; Traccar Client 9 (JSON) expects 404.
      throw new HttpError(json ? 404 : 400, INTAKE_MSG.unknownDevice);
    }
    await app.tracking.ingest([{ vehicleId, ...parsed.position }], 'osmand');
    return reply.code(200).send();
  };
  // Every tracker reports every few seconds: a log line per position would drown the rest.
  const intake = { logLevel: 'warn', exposeHeadRoute: false } as const;
  route(app, TRACKING_API.osmand, osmand, intake);
  route(app, TRACKING_API.osmandPost, osmand, intake);

  route(app, TRACKING_API.driverPositions, async (req) => ({
    data: await takeDriverPositions({ db: app.db, tracking: app.tracking, futureToleranceMs: app.config.positionFutureToleranceMs }, currentUser(req).userId, req.body),
  }));
}
