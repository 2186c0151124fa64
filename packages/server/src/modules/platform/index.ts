import fp from 'fastify-plugin';
import systemRoutes from './system/routes.js';
import authRoutes from './auth/routes.js';
import userRoutes from './users/routes.js';
import roleRoutes from './roles/routes.js';
import menuRoutes from './menus/routes.js';
import auditRoutes from './audit/routes.js';
import navigationRoutes from './navigation/routes.js';
import notificationRoutes from './notifications/routes.js';
import listRoutes from './lists/routes.js';
import searchRoutes from './search/routes.js';
import imageRoutes from './images/routes.js';

/** Sign-in, users, roles, menus, navigation, notifications, audit, lists, search, images and the system calls: both modes. */
export default fp(
  async (app) => {
    await app.register(systemRoutes);
    await app.register(authRoutes);
    await app.register(userRoutes);
    await app.register(roleRoutes);
    await app.register(menuRoutes);
    await app.register(auditRoutes);
    await app.register(navigationRoutes);
    await app.register(notificationRoutes);
    await app.register(listRoutes);
    await app.register(searchRoutes);
    await app.register(imageRoutes);
  },
  { name: 'platform-slice', fastify: '5.x', encapsulate: true, dependencies: ['config', 'database', 'metrics', 'auth', 'notification-store', 'notification-pusher'] },
);
