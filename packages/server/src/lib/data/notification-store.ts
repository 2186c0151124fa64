import { sql } from 'drizzle-orm';
import { translate, type Language, type NotificationWire } from '@halte/contract';
import { notifications } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/** `group`: the subject; a user's unread notice of the same subject is updated (and moves up) instead of another added. */
export interface NewNotification { kind: string; title: string; body?: string; url?: string; group?: string }
export interface StoredNotification { userId: number; wire: NotificationWire }

export const toNotificationWire = (n: typeof notifications.$inferSelect): NotificationWire => ({
  intid: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  url: n.url,
  is_read: n.isRead,
  dtadd: n.createdAt.toISOString(),
});

/**
 * A notice's texts in a language (stored in Indonesian, read in the reader's). A body is
 * translated only when the server wrote it (a registration's child, school and parent); other
 * bodies quote a person's own words or data, which a pattern must not rewrite.
 */
export const translatedNotice = (n: NotificationWire, language: Language): NotificationWire =>
  language === 'id' ? n : { ...n, title: translate(n.title, language), body: n.kind === 'registration' ? translate(n.body, language) : n.body };

/**
 * A grouped notice that comes again while the user's earlier one is unread: that one takes its
 * text and time (and so moves up) instead of another being added. `regroupStatement` is the same
 * clause for statements written in SQL.
 */
const regroup = {
  target: [notifications.userId, notifications.groupKey],
  targetWhere: sql`not ${notifications.isRead}`,
  set: { kind: sql`excluded.kind`, title: sql`excluded.title`, body: sql`excluded.body`, url: sql`excluded.url`, createdAt: sql`now()` },
};
export const regroupStatement = sql`ON CONFLICT (user_id, group_key) WHERE not is_read
  DO UPDATE SET kind = excluded.kind, title = excluded.title, body = excluded.body, url = excluded.url, created_at = now()`;

/** Stores staff notifications; pushing them is the `NotificationPusher`'s, once they have committed. */
export class NotificationStore {
  /** Stores notifications through `db`, a transaction's, so they commit with the change they tell of. */
  async store(db: Db, userIds: number[], n: NewNotification): Promise<StoredNotification[]> {
    if (userIds.length === 0) return [];
    const insert = db
      .insert(notifications)
      .values(userIds.map((userId) => ({ userId, kind: n.kind, title: n.title, body: n.body ?? '', url: n.url ?? '', groupKey: n.group ?? null })));
    const rows = await (n.group === undefined ? insert : insert.onConflictDoUpdate(regroup)).returning();
    return rows.map((row) => ({ userId: row.userId, wire: toNotificationWire(row) }));
  }
}
