import fp from 'fastify-plugin';
import memberRoutes from './members/routes.js';
import registrationRoutes from './registrations/routes.js';
import conversationRoutes from './conversations/routes.js';
import memberAppRoutes from './warga/routes.js';
import memberAlertRoutes from './member-alerts/routes.js';
import memberPushRoutes from './member-push/routes.js';

/** Parents: the members' API (`/warga`), their accounts, registrations, complaints and their chat, alerts and pushes. */
export default fp(
  async (app) => {
    await app.register(memberRoutes);
    await app.register(registrationRoutes);
    await app.register(conversationRoutes);
    await app.register(memberAppRoutes);
    await app.register(memberAlertRoutes);
    await app.register(memberPushRoutes);
  },
  { name: 'complaints-slice', fastify: '5.x', encapsulate: true, dependencies: ['config', 'database', 'auth', 'notification-store', 'notification-pusher', 'conversations', 'member-alerts', 'push'] },
);
