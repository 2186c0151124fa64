import { Server } from 'socket.io';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { bearerToken } from '../auth/tokens.js';
import { MSG, SERVER_RESTART, type ServerRestart } from '@halte/contract';
import { allDataVersions } from '../lib/data/data-version.js';
import { DataChangeWatcher } from './data-changes.js';
import { languageRoom, memberRoom, memberSessionRoom, sessionRoom, STAFF_ROOM, userRoom } from './rooms.js';
import { socketLanguage } from '../lib/http/language.js';
import { announceTables, followStaffAccess, hearFromScreens, screenRoomsOf } from './staff-access.js';
import { accessMayHaveChanged } from './screen-access.js';
import type { SessionMember } from '../auth/member-sessions.js';
import type { SessionUser } from '../auth/sessions.js';
import { isAppAccount } from '../auth/access.js';

/** Socket.IO's own first reconnection delay, told to clients of a stopping instance. */
const RECONNECT_HINT_MS = 1000;

/**
 * The adapter's publish and subscribe connections. The adapter never handles a failed publish,
 * and an unhandled rejection ends a Node process: while Redis is away a push is logged and
 * dropped (clients on this instance still get it) instead of taking the server down. The
 * subscriber waits for Redis however long it takes, so its subscriptions survive an outage.
 */
function adapterConnections(redis: Redis, log: FastifyBaseLogger): [Redis, Redis] {
  const pub = redis.duplicate();
  const sub = redis.duplicate({ maxRetriesPerRequest: null });
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch((err: Error) => {
      log.warn({ err: err.message }, 'realtime: publish to Redis failed');
      return 0;
    });
  for (const c of [pub, sub]) c.on('error', (err: Error) => log.warn({ err: err.message }, 'realtime: Redis connection error'));
  return [pub, sub];
}

/**
 * Socket.IO on the app's own HTTP server at /socket.io. The handshake carries the bearer
 * token (auth.token or the Authorization header); a bad one is refused. With Redis, events
 * reach clients connected to any instance. Every staff connection joins its user's, session's and
 * language's rooms and the screen rooms its role's screens give, and hears which of the tables
 * those screens show were written (`data:changed`, see data-changes.ts and staff-access.ts). A
 * member's token opens a member's connection instead, in the member's and the session's rooms.
 * What else a connection hears or may send belongs to the slices, registered on `app.realtime`
 * (socket-parts.ts): the complaint chat and members' notices in modules/complaints, live tracking
 * in modules/school.
 */
export function startRealtime(app: FastifyInstance): Server {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const { redis } = app;
  const adapterClients = redis ? adapterConnections(redis, app.log) : [];
  if (redis) io.adapter(createAdapter(adapterClients[0], adapterClients[1]));

  const { parts, screenRooms } = app.realtime;
  // Every instance watches the database itself, so it tells only its own connections.
  const changes = new DataChangeWatcher({
    readVersions: () => allDataVersions(app.db),
    listeners: () => io.of('/').adapter.rooms.get(STAFF_ROOM)?.size ?? 0,
    announce: (tables) => {
      announceTables(io, tables);
      const access = accessMayHaveChanged(tables);
      // Everything that follows reads the roles' screens anew.
      if (access) app.roleScreens.clear();
      for (const part of parts) part.tablesChanged?.(tables);
      if (access) {
        followStaffAccess(app, io, screenRooms).catch((err: Error) => app.log.warn({ err: err.message }, 'realtime: staff access check failed'));
      }
    },
    log: app.log,
  });

  io.use(async (socket, next) => {
    try {
      const raw = socket.handshake.auth?.token ?? bearerToken(socket.handshake.headers.authorization);
      const token = typeof raw === 'string' ? raw : undefined;
      const user = token ? await app.sessions.resolve(token) : undefined;
      // A member token is unknown to the staff sessions: such a connection is a member's.
      const member = token && !user ? await app.memberSessions.resolve(token) : undefined;
      if (!user && !member) return next(new Error(MSG.unauthorized));
      socket.data.user = user;
      socket.data.member = member;
      socket.data.token = token;
      if (user && !isAppAccount(user)) hearFromScreens(socket, await app.roleScreens.of(user.roleId), screenRooms);
      await changes.ready();
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error(MSG.server));
    }
  });

  // Rooms are joined once the connection stands, so a failed handshake leaves nothing behind.
  io.on('connection', (socket) => {
    const token = socket.data.token as string;
    if (socket.data.member) {
      const member = socket.data.member as SessionMember;
      void socket.join([memberRoom(member.memberId), memberSessionRoom(member.sessionId)]);
      for (const part of parts) part.member?.(socket, member, token);
      return;
    }
    const user = socket.data.user as SessionUser;
    // Phone apps' accounts (drivers, attendants) are not told of the back office's changes.
    void socket.join([userRoom(user.userId), sessionRoom(user.sessionId), languageRoom(socketLanguage(app, socket.handshake)), ...(isAppAccount(user) ? [] : [STAFF_ROOM]), ...screenRoomsOf(socket)]);
    for (const part of parts) part.staff?.(socket, user, token);
  });

  // A revoked session (sign-out, password change, deleted user) stops receiving at once, on every instance.
  app.sessions.onRevoke((r) => {
    const target = 'sessionId' in r
      ? io.in(sessionRoom(r.sessionId))
      : r.exceptSessionId
        ? io.in(userRoom(r.userId)).except(sessionRoom(r.exceptSessionId))
        : io.in(userRoom(r.userId));
    target.disconnectSockets(true);
  });

  // A member's sign-out or password change closes the member's connections as well.
  app.memberSessions.onRevoke((r) => {
    const target = 'sessionId' in r
      ? io.in(memberSessionRoom(r.sessionId))
      : r.exceptSessionId
        ? io.in(memberRoom(r.memberId)).except(memberSessionRoom(r.exceptSessionId))
        : io.in(memberRoom(r.memberId));
    target.disconnectSockets(true);
  });

  for (const part of parts) part.attach?.(io);
  // The HTTP server only finishes closing once every connection has ended, and open websockets
  // never end by themselves: this instance's clients are let go first (not other instances').
  // They are told why, then their transports are closed rather than their sockets disconnected:
  // a client disconnected by the server stays so, one whose transport closed reconnects by itself.
  app.addHook('preClose', async () => {
    io.local.emit(SERVER_RESTART, { message: MSG.draining, reconnect_ms: RECONNECT_HINT_MS } satisfies ServerRestart);
    // The event is written before the transport closes.
    await new Promise((resolve) => setImmediate(resolve));
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  });
  app.addHook('onClose', async () => {
    await changes.close();
    for (const part of parts) await part.close?.();
    await io.close();
    // The adapter's publish and subscribe connections are ours to end.
    for (const c of adapterClients) c.disconnect();
  });
  return io;
}
