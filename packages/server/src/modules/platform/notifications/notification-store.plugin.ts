import fp from 'fastify-plugin';
import { NotificationStore } from '../../../lib/data/notification-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff notifications stored in the transaction of the change they tell of. */
    notificationStore: NotificationStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('notificationStore', new NotificationStore());
  },
  { name: 'notification-store', fastify: '5.x' },
);
