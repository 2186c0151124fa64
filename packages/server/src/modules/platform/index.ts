import { sliceOf } from '../slice.js';
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
export default sliceOf('platform', [systemRoutes, authRoutes, userRoutes, roleRoutes, menuRoutes, auditRoutes, navigationRoutes, notificationRoutes, listRoutes, searchRoutes, imageRoutes], ['config', 'database', 'metrics', 'auth', 'notification-store', 'notification-pusher']);
