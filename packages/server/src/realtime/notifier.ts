import type { Server } from 'socket.io';
import { sql } from 'drizzle-orm';
import { notifications } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { LANGUAGES, translate, type Language, type NotificationWire } from '@halte/contract';
import { languageRoom, userRoom } from './rooms.js';

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

/** How one instance hands a notice's notifications to the others (a server-side event). */
const FAN_OUT = 'halte:notifications';

/** Stores notifications, then pushes each to its user's room on every instance. */
export class Notifier {
  private io?: Server;
  private cluster = false;
  constructor(private db: Db) {}

  /** `cluster`: other instances share the adapter (Redis) and are handed each notice. */
  attach(io: Server, cluster = false) {
    this.io = io;
    this.cluster = cluster;
    if (cluster) io.of('/').on(FAN_OUT, (stored: StoredNotification[]) => this.pushHere(stored));
  }

  async notify(userIds: number[], n: NewNotification): Promise<NotificationWire[]> {
    const stored = await this.store(this.db, userIds, n);
    this.push(stored);
    return stored.map((s) => s.wire);
  }

  /**
   * Stores notifications through `db` (a transaction's, so they commit with the change they
   * tell of) without pushing them; `push` them once that transaction has committed.
   */
  async store(db: Db, userIds: number[], n: NewNotification): Promise<StoredNotification[]> {
    if (userIds.length === 0) return [];
    const insert = db
      .insert(notifications)
      .values(userIds.map((userId) => ({ userId, kind: n.kind, title: n.title, body: n.body ?? '', url: n.url ?? '', groupKey: n.group ?? null })));
    const rows = await (n.group === undefined ? insert : insert.onConflictDoUpdate(regroup)).returning();
    return rows.map((row) => ({ userId: row.userId, wire: toNotificationWire(row) }));
  }

  /**
   * Pushes to every instance's sockets of the users. A notice to many users (every operator of
   * the complaints) crosses to the other instances as one message, not one per user, and each
   * instance hands it to its own sockets.
   */
  push(stored: StoredNotification[]) {
    if (!this.io || stored.length === 0) return;
    this.pushHere(stored);
    if (this.cluster) this.io.serverSideEmit(FAN_OUT, stored);
  }

  /** This instance's sockets only. */
  private pushHere(stored: StoredNotification[]) {
    for (const s of stored) {
      // Each connection hears the notice in its own language; the stored text stays Indonesian.
      for (const language of LANGUAGES) {
        const others = LANGUAGES.filter((l) => l !== language).map(languageRoom);
        this.io?.local.to(userRoom(s.userId)).except(others).emit('notification', translatedNotice(s.wire, language));
      }
    }
  }
}
