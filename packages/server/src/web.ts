import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@halte/contract';

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Serves the built SPA; any non-API path falls back to index.html so client routes load. */
export async function serveWeb(app: FastifyInstance, opts: { dir?: string }) {
  // WEB_DIST may be relative (the browser tests pass ./dist); @fastify/static wants an absolute root.
  const root = resolve(opts.dir ?? defaultDist);
  if (!existsSync(root)) {
    app.log.warn(`Web app not built (${root}); run "npm run build".`);
    return;
  }
  const assets = join(root, 'assets') + sep;
  // Files under assets/ carry their content's hash in the name: a new version is a new name, so
  // they never need asking again. Everything else (index.html above all) is checked on every
  // load, so an upgrade is seen at once.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A catch-all route, not a not-found handler: the error handler already owns the root one.
  app.get('/*', (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/socket.io')) return reply.code(404).send({ message: MSG.routeNotFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
