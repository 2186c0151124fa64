import type { Socket } from 'socket.io';

/**
 * The client's address of a connection, as Fastify tells a request's (`req.ip`) from the same
 * client: behind a trusted proxy the first address of X-Forwarded-For, else the peer's. A
 * member's messages over HTTP and over the socket so count against one address.
 */
export function socketAddress(socket: Socket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : socket.handshake.address;
}
