import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy in front may have given the request already: kept when it is a plain short token. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Every request's id: the one a reverse proxy sent in `X-Request-Id` (so its log and ours name the
 * same request), else a new UUID. Anything else in that header is ignored: it would reach every
 * log line of the request.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id in `X-Request-Id`, the same id as the `reqId` of the
 * request's log lines, so a user who quotes it from the error dialog leads to those lines.
 */
export function installRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
