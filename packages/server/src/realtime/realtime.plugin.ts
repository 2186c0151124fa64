import fp from 'fastify-plugin';
import { SocketParts } from './socket-parts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where slices register their socket handlers and rooms; the socket core runs them. */
    realtime: SocketParts;
  }
}

export default fp(
  async (app) => {
    app.decorate('realtime', new SocketParts());
  },
  { name: 'realtime', fastify: '5.x' },
);
