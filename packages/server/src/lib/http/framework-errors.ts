import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@halte/contract';

/**
 * Requests Fastify refuses before any route sees them (a malformed percent-encoding in the
 * path, a path parameter over the length limit): the usual `{ message }`, not Fastify's English
 * body that repeats the path.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ message: MSG.urlTooLong });
  return reply.code(400).send({ message: MSG.invalid });
}

const answers: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MSG.urlTooLong],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MSG.timeout],
};

/**
 * Requests Node's HTTP parser refuses (an address or headers over the size limit, a broken
 * request line): answered on the socket, as no request object exists, with the usual body.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = answers[err.code ?? ''] ?? [400, 'Bad Request', MSG.invalid];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
