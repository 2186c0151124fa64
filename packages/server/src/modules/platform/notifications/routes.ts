import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, messageResponse, notificationList, type NotificationList } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { markAllRead, notificationsOf } from './inbox.service.js';

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).optional().default(30) });

export default async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notification'];

  api.get('/notifications', { config: { access: 'staff' }, schema: { tags, querystring: query, response: answers({ 200: notificationList }) } }, async (req): Promise<NotificationList> =>
    notificationsOf(app.db, currentUser(req).userId, req.query.limit, req.language));

  api.post('/notifications/read-all', { config: { access: 'staff' }, schema: { tags, response: answers({ 200: messageResponse }) } }, async (req) => {
    await markAllRead(app.db, currentUser(req).userId);
    return { message: MSG.allRead };
  });
}
