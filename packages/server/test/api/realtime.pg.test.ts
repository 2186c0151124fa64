import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWire } from '@halte/contract';
import { users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { disconnected, nextEvent } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';

/**
 * Two instances behind a load balancer: one PostgreSQL database, Redis between them.
 * Runs only in the PostgreSQL suite (see vitest.config.ts).
 */
let a: TestApp;
let b: TestApp;
let urlB: string;
beforeAll(async () => ({ a, b, urlB } = await startTwoInstances()));
afterAll(() => stopTwoInstances({ a, b }));
const clientOfB = socketClients(() => urlB);
const onB = (token: string) => clientOfB({ token });

describe('two instances with Redis', () => {
  it('a notification stored through instance A reaches a client connected to instance B', async () => {
    expect(a.database.kind).toBe('postgres');
    const me = await userWithScreens(a, []);
    const socket = await onB(me.token);
    const arriving = nextEvent<NotificationWire>(socket, 'notification');
    const [stored] = await a.app.ctx.notifier.notify([me.userId], { kind: 'complaint', title: 'Pengaduan lewat A' });
    expect(await arriving).toEqual(stored);
    // Both instances read the same list.
    expect((await b.call('GET', '/api/v1/notifications', { token: me.token })).json().data[0]).toEqual(stored);
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
