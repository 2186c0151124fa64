import type { FastifyReply } from 'fastify';

/** A stored photo with its checked type, kept by the reader's browser only. */
export function sendPhoto(reply: FastifyReply, photo: { image: Buffer; imageType: string }) {
  reply.header('cache-control', 'private, max-age=86400').header('content-security-policy', "default-src 'none'").type(photo.imageType).send(photo.image);
}
