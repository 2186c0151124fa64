import type { Server, Socket } from 'socket.io';
import type { LiveTable, ScreenKey } from '@halte/contract';
import type { SessionMember } from '../auth/member-sessions.js';
import type { SessionUser } from '../auth/sessions.js';

/**
 * What a slice adds to the socket core. The core calls each part at these moments, so it runs
 * the slices' socket handlers without importing them.
 */
export interface SocketPart {
  /** The Socket.IO server stands: a channel keeps it to emit on. */
  attach?(io: Server): void;
  /** A staff connection stands, its rooms joined; `token` is its session's, to recheck per event. */
  staff?(socket: Socket, user: SessionUser, token: string): void;
  /** A member's connection stands, its rooms joined. */
  member?(socket: Socket, member: SessionMember, token: string): void;
  /** Tables written anywhere, as the data-change watcher reads them. */
  tablesChanged?(tables: readonly LiveTable[]): void;
  /** The server closes; called before Socket.IO does. */
  close?(): void | Promise<void>;
}

/** A room staff connections are in while their role owns one of `screens`. */
export interface ScreenRoom {
  room: string;
  screens: readonly ScreenKey[];
}

/** The parts and screen rooms the slices registered, before the socket core starts. */
export class SocketParts {
  readonly parts: SocketPart[] = [];
  readonly screenRooms: ScreenRoom[] = [];

  add(part: SocketPart) {
    this.parts.push(part);
  }

  addScreenRoom(room: ScreenRoom) {
    this.screenRooms.push(room);
  }
}
