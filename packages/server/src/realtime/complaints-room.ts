import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { COMPLAINT_SCREENS } from '../modules/conversations/staff-notice.js';
import { COMPLAINTS_ROOM, STAFF_ROOM } from './rooms.js';
import { socketsAllowed } from './screen-access.js';

/**
 * Keeps this instance's staff connections in the complaints room exactly while their role has a
 * complaints screen: a role that loses it stops hearing the members' messages at once, one that
 * gains it starts without reconnecting.
 */
export async function followComplaintsAccess(app: FastifyInstance, io: Server) {
  const staff = [...io.of('/').sockets.values()].filter((s) => s.rooms.has(STAFF_ROOM));
  for (const [socket, allowed] of await socketsAllowed(app, staff, COMPLAINT_SCREENS)) {
    if (allowed) await socket.join(COMPLAINTS_ROOM);
    else await socket.leave(COMPLAINTS_ROOM);
  }
}
