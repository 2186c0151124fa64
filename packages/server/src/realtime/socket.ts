import { Server } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { bearerToken } from '../auth/tokens.js';
import { MSG } from '@halte/contract';
import { sessionRoom, userRoom } from './rooms.js';
import type { SessionUser } from '../auth/sessions.js';

/**
 * Socket.IO on the app's own HTTP server at /socket.io. The handshake carries the bearer
 * token (auth.token or the Authorization header); a bad one is refused. With Redis, events
 * reach clients connected to any instance.
 */
export function startRealtime(app: FastifyInstance): Server {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const { redis } = app.ctx;
  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  if (redis) io.adapter(createAdapter(adapterClients[0], adapterClients[1]));

  io.use(async (socket, next) => {
    try {
      const raw = socket.handshake.auth?.token ?? bearerToken(socket.handshake.headers.authorization);
      const user = typeof raw === 'string' ? await app.ctx.sessions.resolve(raw) : undefined;
      if (!user) return next(new Error(MSG.unauthorized));
      socket.data.user = user;
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error(MSG.server));
    }
  });

  // Rooms are joined once the connection stands, so a failed handshake leaves nothing behind.
  io.on('connection', (socket) => {
    const user = socket.data.user as SessionUser;
    void socket.join([userRoom(user.userId), sessionRoom(user.sessionId)]);
  });

  // A revoked session (sign-out, password change, deleted user) stops receiving at once, on every instance.
  app.ctx.sessions.onRevoke((r) => {
    const target = 'sessionId' in r
      ? io.in(sessionRoom(r.sessionId))
      : r.exceptSessionId
        ? io.in(userRoom(r.userId)).except(sessionRoom(r.exceptSessionId))
        : io.in(userRoom(r.userId));
    target.disconnectSockets(true);
  });

  app.ctx.notifier.attach(io);
  app.addHook('onClose', async () => {
    await io.close();
    // The adapter's publish and subscribe connections are ours to end.
    for (const c of adapterClients) c.disconnect();
  });
  return io;
}
