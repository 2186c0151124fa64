import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TRACKING_API } from '@halte/contract';
import { API_PREFIX } from '../../../auth/guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OsmAnd port's listener, when OSMAND_PORT is set. */
    osmandServer?: Server;
  }
}

/**
 * A second listener that speaks only the OsmAnd protocol, as a Traccar server does on port 5055:
 * whatever the path, a request is the OsmAnd intake's (its query string kept), so a device set
 * up for Traccar works by changing only the host. It goes through the app's own routing (the same
 * handler, checks, errors and logs), starts with the app and closes with it.
 */
export function installOsmandPort(app: FastifyInstance, port: number, host: string) {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    req.url = `${API_PREFIX}${TRACKING_API.osmand.path}${query >= 0 ? url.slice(query) : ''}`;
    app.routing(req, res);
  });
  app.decorate('osmandServer', server);
  app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      app.log.info(`OsmAnd intake listening on port ${(server.address() as { port: number }).port}`);
      resolve();
    });
  }));
  app.addHook('onClose', () => new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  }));
}
