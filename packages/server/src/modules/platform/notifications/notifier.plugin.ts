import fp from 'fastify-plugin';
import { Notifier } from '../../../realtime/notifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** Staff notifications: stored, then pushed live to their users. */
export default fp(
  async (app) => {
    app.decorate('notifier', new Notifier(app.db));
  },
  { name: 'notifier', fastify: '5.x', dependencies: ['database'] },
);
