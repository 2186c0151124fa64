import { io as connectClient, type Socket } from 'socket.io-client';
import type { TestApp } from './app.js';

/** Makes the test app listen on a free local port; answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A Socket.IO client as the web opens it; rejects with the server's message when refused. */
export function connect(url: string, opts: { token?: string; authorization?: string; headers?: Record<string, string> } = {}): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token === undefined ? {} : { token: opts.token },
    extraHeaders: opts.authorization || opts.headers ? { ...opts.headers, ...(opts.authorization ? { authorization: opts.authorization } : {}) } : undefined,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Every payload of an event a socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

/** The next payload of an event, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves once the socket is disconnected by the server, or rejects after `ms`. */
export function disconnected(socket: Socket, ms = 10_000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
