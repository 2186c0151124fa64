import type { FastifyInstance } from 'fastify';
import { MSG, NOTIFICATIONS_API, type NotificationList } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { markAllRead, notificationsOf } from './inbox.service.js';

export default async function notificationRoutes(app: FastifyInstance) {
  route(app, NOTIFICATIONS_API.list, async (req): Promise<NotificationList> => notificationsOf(app.db, currentUser(req).userId, req.query.limit, req.language));

  route(app, NOTIFICATIONS_API.readAll, async (req) => {
    await markAllRead(app.db, currentUser(req).userId);
    return { message: MSG.allRead };
  });
}
