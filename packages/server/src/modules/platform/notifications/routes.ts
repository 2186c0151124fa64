import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, messageResponse, notificationList, type NotificationList } from '@halte/contract';
import { notifications } from '../../../db/schema/index.js';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { toNotificationWire, translatedNotice } from '../../../lib/data/notification-store.js';

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).optional().default(30) });

export default async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notification'];

  api.get('/notifications', { config: { access: 'staff' }, schema: { tags, querystring: query, response: answers({ 200: notificationList }) } }, async (req): Promise<NotificationList> => {
    const me = currentUser(req);
    const mine = eq(notifications.userId, me.userId);
    const [rows, [{ unread }]] = await Promise.all([
      app.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(req.query.limit),
      app.db.select({ unread: sql<number>`count(*)`.mapWith(Number) }).from(notifications).where(and(mine, eq(notifications.isRead, false))),
    ]);
    return { data: rows.map((row) => translatedNotice(toNotificationWire(row), req.language)), unread };
  });

  api.post('/notifications/read-all', { config: { access: 'staff' }, schema: { tags, response: answers({ 200: messageResponse }) } }, async (req) => {
    const me = currentUser(req);
    await app.db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, me.userId), eq(notifications.isRead, false)));
    return { message: MSG.allRead };
  });
}
