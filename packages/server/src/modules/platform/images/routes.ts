import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_API } from '@halte/contract';
import { notFound } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { IMAGE_CONTENT_SECURITY_POLICY } from '../../../lib/http/security-headers.js';
import { articleImage, sliderImage, type StoredImage } from './stored-images.js';

/** Sends image bytes with their checked type; a browser revalidates with the ETag after a day. */
function sendImage(req: FastifyRequest, reply: FastifyReply, row: StoredImage | undefined) {
  if (!row?.image || !row.imageType) throw notFound();
  const etag = `"${row.updatedAt.getTime().toString(36)}-${row.image.length}"`;
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(row.imageType).send(row.image);
}

/** Public images of articles and slider pictures, the URLs lists give (the member app shows them too). */
export default async function imageRoutes(app: FastifyInstance) {
  route(app, IMAGES_API.article, async (req, reply) => {
    return sendImage(req, reply, await articleImage(app.db, req.params.uuid));
  });

  route(app, IMAGES_API.slider, async (req, reply) => {
    return sendImage(req, reply, await sliderImage(app.db, req.params.id));
  });
}
