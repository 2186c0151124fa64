import type { Server } from 'socket.io';
import { notifications } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import type { NotificationWire } from '@halte/contract';
import { userRoom } from './rooms.js';

export interface NewNotification { kind: string; title: string; body?: string; url?: string }

export const toNotificationWire = (n: typeof notifications.$inferSelect): NotificationWire => ({
  intid: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  url: n.url,
  is_read: n.isRead,
  dtadd: n.createdAt.toISOString(),
});

/** Stores notifications, then pushes each to its user's room on every instance. */
export class Notifier {
  private io?: Server;
  constructor(private db: Db) {}

  attach(io: Server) {
    this.io = io;
  }

  async notify(userIds: number[], n: NewNotification): Promise<NotificationWire[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .insert(notifications)
      .values(userIds.map((userId) => ({ userId, kind: n.kind, title: n.title, body: n.body ?? '', url: n.url ?? '' })))
      .returning();
    const wires = rows.map(toNotificationWire);
    rows.forEach((row, i) => this.io?.to(userRoom(row.userId)).emit('notification', wires[i]));
    return wires;
  }
}
