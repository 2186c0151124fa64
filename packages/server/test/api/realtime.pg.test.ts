import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWire } from '@halte/contract';
import { users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, disconnected, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';
import { notifyUsers } from '../../src/lib/data/staff-notice.js';

/**
 * Two instances behind a load balancer: one PostgreSQL database, Redis between them.
 * Runs only in the PostgreSQL suite (see vitest.config.ts).
 */
let a: TestApp;
let b: TestApp;
let urlB: string;
let urlA: string;
beforeAll(async () => ({ a, b, urlA, urlB } = await startTwoInstances()));
afterAll(() => stopTwoInstances({ a, b }));
const clientOfB = socketClients(() => urlB);
const onB = (token: string) => clientOfB({ token });
const onA = (token: string) => clientOfB({ token }, urlA);

describe('two instances with Redis', () => {
  it('a notification stored through instance A reaches a client connected to instance B', async () => {
    expect(a.database.kind).toBe('postgres');
    const me = await userWithScreens(a, []);
    const socket = await onB(me.token);
    const arriving = nextEvent<NotificationWire>(socket, 'notification');
    const [stored] = await notifyUsers(a.app, [me.userId], { kind: 'complaint', title: 'Pengaduan lewat A' });
    expect(await arriving).toEqual(stored);
    // Both instances read the same list.
    expect((await b.call('GET', '/api/v1/notifications', { token: me.token })).json().data[0]).toEqual(stored);
  });

  it('a notice to several users reaches each of them once, on A and on B, and nobody else', async () => {
    const [onSameInstance, onOther1, onOther2, bystander] = await Promise.all([0, 1, 2, 3].map(() => userWithScreens(a, [])));
    const sockets = [await onA(onSameInstance.token), await onB(onOther1.token), await onB(onOther2.token), await onB(bystander.token)];
    const received = sockets.map((socket) => collect<NotificationWire>(socket, 'notification'));
    const stored = await notifyUsers(a.app, [onSameInstance.userId, onOther1.userId, onOther2.userId], { kind: 'complaint', title: 'Pesan baru untuk tiga' });
    await expect.poll(() => received.slice(0, 3).map((r) => r.length), { timeout: 10_000 }).toEqual([1, 1, 1]);
    expect(received.slice(0, 3).map((r) => r[0])).toEqual(stored);
    // A second copy (the adapter's broadcast and the hand-over both delivering) would arrive by now.
    await pause(300);
    expect(received.map((r) => r.length)).toEqual([1, 1, 1, 0]);
  });

  it('an administrator\'s change made on A is announced to the user on B', async () => {
    const me = await userWithScreens(a, []);
    const [row] = await a.database.db.select().from(users).where(eq(users.id, me.userId));
    const socket = await onB(me.token);
    const arriving = nextEvent<NotificationWire>(socket, 'notification');
    const res = await a.call('PUT', `/api/v1/users/${me.userId}`, { token: a.adminToken, body: { vcname: 'Diubah di A', vcusername: row.username, role: me.roleId } });
    expect(res.statusCode).toBe(200);
    expect(await arriving).toMatchObject({ kind: 'account', title: 'Akun Anda telah diperbarui oleh administrator.' });
  });

  it('signing out on A closes the session\'s socket on B', async () => {
    const me = await userWithScreens(a, []);
    const socket = await onB(me.token);
    const gone = disconnected(socket);
    expect((await a.call('POST', '/api/v1/users/signout', { token: me.token })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
