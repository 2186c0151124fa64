import fp from 'fastify-plugin';
import { NotificationPusher } from '../../../realtime/notification-pusher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored staff notifications to their users' open connections, on every instance. */
    notificationPusher: NotificationPusher;
  }
}

export default fp(
  async (app) => {
    const pusher = new NotificationPusher(app.redis !== undefined);
    app.realtime.add(pusher);
    app.decorate('notificationPusher', pusher);
  },
  { name: 'notification-pusher', fastify: '5.x', dependencies: ['redis', 'realtime'] },
);
