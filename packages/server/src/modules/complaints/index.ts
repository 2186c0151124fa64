import { sliceOf } from '../slice.js';
import memberRoutes from './members/routes.js';
import registrationRoutes from './registrations/routes.js';
import conversationRoutes from './conversations/routes.js';
import memberAppRoutes from './warga/routes.js';
import memberAlertRoutes from './member-alerts/routes.js';
import memberPushRoutes from './member-push/routes.js';

/** Parents: the members' API (`/warga`), their accounts, registrations, complaints and their chat, alerts and pushes. */
export default sliceOf('complaints', [memberRoutes, registrationRoutes, conversationRoutes, memberAppRoutes, memberAlertRoutes, memberPushRoutes], ['config', 'database', 'auth', 'notification-store', 'notification-pusher', 'conversations', 'member-alerts', 'push']);
