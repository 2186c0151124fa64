import type { Server, Socket } from 'socket.io';
import { DATA_CHANGED, tablesShownBy, type DataChanged, type LiveTable, type ScreenKey } from '@halte/contract';
import { STAFF_ROOM } from './rooms.js';
import { socketsScreens, type ScreenAccessDeps } from './screen-access.js';
import type { ScreenRoom } from './socket-parts.js';

/** What a staff connection may hear, from the screens its user's role owns: tables, and the screen rooms it belongs in. */
export function hearFromScreens(socket: Socket, screens: ReadonlySet<ScreenKey>, rooms: readonly ScreenRoom[]) {
  socket.data.tables = tablesShownBy(screens);
  socket.data.screenRooms = rooms.filter((r) => r.screens.some((k) => screens.has(k))).map((r) => r.room);
}

/** The screen rooms a staff connection was found to belong in (by `hearFromScreens`). */
export const screenRoomsOf = (socket: Socket): string[] => (socket.data.screenRooms as string[] | undefined) ?? [];

/**
 * Keeps what this instance's staff connections hear in step with their roles: the tables their
 * screens show, and each screen room (the complaints room, say) while they own one of its screens.
 * A role that loses a screen stops hearing of its tables at once, one that gains it starts without
 * reconnecting.
 */
export async function followStaffAccess(deps: ScreenAccessDeps, io: Server, rooms: readonly ScreenRoom[]) {
  const staff = [...io.of('/').sockets.values()].filter((s) => s.rooms.has(STAFF_ROOM));
  for (const [socket, screens] of await socketsScreens(deps, staff)) {
    hearFromScreens(socket, screens, rooms);
    const belongs = screenRoomsOf(socket);
    for (const { room } of rooms) {
      if (belongs.includes(room)) await socket.join(room);
      else await socket.leave(room);
    }
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
