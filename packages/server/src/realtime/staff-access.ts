import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { DATA_CHANGED, tablesShownBy, type DataChanged, type LiveTable, type ScreenKey } from '@halte/contract';
import { COMPLAINT_SCREENS } from '../modules/complaints/conversations/staff-notice.js';
import { COMPLAINTS_ROOM, STAFF_ROOM } from './rooms.js';
import { socketsScreens } from './screen-access.js';

/** What a staff connection may hear, from the screens its user's role owns. */
export function hearFromScreens(socket: Socket, screens: ReadonlySet<ScreenKey>) {
  socket.data.tables = tablesShownBy(screens);
  socket.data.complaints = COMPLAINT_SCREENS.some((k) => screens.has(k));
}

/**
 * Keeps what this instance's staff connections hear in step with their roles: the tables their
 * screens show, and the complaints room while they own a complaints screen. A role that loses a
 * screen stops hearing of its tables at once, one that gains it starts without reconnecting.
 */
export async function followStaffAccess(app: FastifyInstance, io: Server) {
  const staff = [...io.of('/').sockets.values()].filter((s) => s.rooms.has(STAFF_ROOM));
  for (const [socket, screens] of await socketsScreens(app, staff)) {
    hearFromScreens(socket, screens);
    if (socket.data.complaints) await socket.join(COMPLAINTS_ROOM);
    else await socket.leave(COMPLAINTS_ROOM);
  }
}

/** Tells each staff connection of this instance which of `tables` its screens show, if any. */
export function announceTables(io: Server, tables: readonly LiveTable[]) {
  for (const socket of io.of('/').sockets.values()) {
    const heard = socket.data.tables as ReadonlySet<LiveTable> | undefined;
    const shown = heard ? tables.filter((t) => heard.has(t)) : [];
    if (shown.length > 0) socket.emit(DATA_CHANGED, { tables: shown } satisfies DataChanged);
  }
}
