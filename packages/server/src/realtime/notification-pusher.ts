import type { Server } from 'socket.io';
import { LANGUAGES } from '@halte/contract';
import { translatedNotice, type StoredNotification } from '../lib/data/notification-store.js';
import { languageRoom, userRoom } from './rooms.js';
import type { SocketPart } from './socket-parts.js';

/** How one instance hands a notice's notifications to the others (a server-side event). */
const FAN_OUT = 'halte:notifications';

/** Pushes stored notifications to their users' rooms on every instance. */
export class NotificationPusher implements SocketPart {
  private io?: Server;

  /** `cluster`: other instances share the adapter (Redis) and are handed each notice. */
  constructor(private readonly cluster = false) {}

  attach(io: Server) {
    this.io = io;
    if (this.cluster) io.of('/').on(FAN_OUT, (stored: StoredNotification[]) => this.pushHere(stored));
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
