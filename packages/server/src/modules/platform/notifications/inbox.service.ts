import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language, NotificationList } from '@halte/contract';
import { notifications } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { toNotificationWire, translatedNotice } from '../../../lib/data/notification-store.js';

/** A user's latest notifications, newest first and in a language, with how many are unread in all. */
export async function notificationsOf(db: Db, userId: number, limit: number, language: Language): Promise<NotificationList> {
  const mine = eq(notifications.userId, userId);
  const [rows, [{ unread }]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    db.select({ unread: sql<number>`count(*)`.mapWith(Number) }).from(notifications).where(and(mine, eq(notifications.isRead, false))),
  ]);
  return { data: rows.map((row) => translatedNotice(toNotificationWire(row), language)), unread };
}

/** Marks every unread notification of a user read. */
export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
