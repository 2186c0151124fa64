import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, SERVER_RESTART, type NotificationWire, type ServerRestart } from '@halte/contract';
import { roles, users } from '../../src/db/schema/index.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { seedBase } from '../../src/db/seed/base.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, connect, disconnected, listen, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { notifyUsers } from '../../src/lib/data/staff-notice.js';

let t: TestApp;
let url: string;
beforeAll(async () => ({ t, url } = await startListening()));
afterAll(() => t.close());
const client = socketClients(() => url);


describe('Socket.IO handshake', () => {
  it('refuses a missing, unknown, malformed or revoked token with the session message', async () => {
    const revoked = await t.signin('admin', ADMIN_PASSWORD);
    await t.call('POST', '/api/v1/users/signout', { token: revoked });
    for (const opts of [{}, { token: 'x'.repeat(43) }, { token: '' }, { authorization: 'Bearer tidak-dikenal-sama-sekali' }, { token: revoked }]) {
      await expect(connect(url, opts), JSON.stringify(opts)).rejects.toThrow('Sesi Anda telah berakhir. Silakan login kembali.');
    }
  });

  it('accepts the bearer token in auth or in the Authorization header', async () => {
    expect((await client({ token: t.adminToken })).connected).toBe(true);
    expect((await client({ authorization: `Bearer ${t.adminToken}` })).connected).toBe(true);
  });
});

describe('notifications pushed to the user\'s room', () => {
  it('a stored notification reaches every connection of its user, and only theirs', async () => {
    const me = await userWithScreens(t, []);
    const other = await userWithScreens(t, []);
    const [tab1, tab2, theirs] = await Promise.all([client({ token: me.token }), client({ token: me.token }), client({ token: other.token })]);
    const stray = collect(theirs, 'notification');
    const arriving = Promise.all([nextEvent<NotificationWire>(tab1, 'notification'), nextEvent<NotificationWire>(tab2, 'notification')]);
    const [stored] = await notifyUsers(t.app, [me.userId], { kind: 'complaint', title: 'Pengaduan baru', body: 'Halte rusak', url: '/operasional/complaint' });
    const [a, b] = await arriving;
    expect(a).toEqual(stored);
    expect(b).toEqual(stored);
    expect(a).toMatchObject({ kind: 'complaint', title: 'Pengaduan baru', body: 'Halte rusak', is_read: false });
    // What was pushed is what the list answers.
    expect((await t.call('GET', '/api/v1/notifications', { token: me.token })).json().data[0]).toEqual(a);
    await pause(300);
    expect(stray).toEqual([]);
  });

  it('an administrator changing a user\'s account tells that user live; their own profile edit does not', async () => {
    const me = await userWithScreens(t, []);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    const socket = await client({ token: me.token });
    const got = collect<NotificationWire>(socket, 'notification');
    const arriving = nextEvent<NotificationWire>(socket, 'notification');
    const res = await t.call('PUT', `/api/v1/users/${me.userId}`, {
      token: t.adminToken,
      body: { vcname: 'Nama Dari Admin', vcusername: row.username, role: me.roleId, vcphone: '0812' },
    });
    expect(res.statusCode).toBe(200);
    expect(await arriving).toMatchObject({ kind: 'account', title: 'Akun Anda telah diperbarui oleh administrator.', is_read: false });
    const list = await t.call('GET', '/api/v1/notifications', { token: me.token });
    expect(list.json()).toMatchObject({ unread: 1, data: [{ title: 'Akun Anda telah diperbarui oleh administrator.' }] });

    await t.call('PUT', `/api/v1/users/${me.userId}`, { token: me.token, body: { vcname: 'Nama Sendiri' } });
    // A refused change tells no one either.
    await t.call('PUT', `/api/v1/users/${me.userId}`, { token: t.adminToken, body: { vcname: '', vcusername: row.username, role: me.roleId } });
    await pause(300);
    expect(got).toHaveLength(1);
  });

  it('the administrator editing their own account is not notified', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const [adminRole] = await t.database.db.select().from(roles).where(eq(roles.code, 'ADMIN'));
    const socket = await client({ token: t.adminToken });
    const got = collect(socket, 'notification');
    const res = await t.call('PUT', `/api/v1/users/${admin.id}`, { token: t.adminToken, body: { vcname: admin.name, vcusername: 'admin', role: adminRole.id } });
    expect(res.statusCode).toBe(200);
    await pause(300);
    expect(got).toEqual([]);
  });
});

describe('revoked sessions lose their live connection', () => {
  it('sign-out closes that session\'s sockets only', async () => {
    const me = await userWithScreens(t, []);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    const second = await t.signin(row.username, 'sandi-uji-123');
    const [a, b] = await Promise.all([client({ token: me.token }), client({ token: second })]);
    const gone = disconnected(a);
    await t.call('POST', '/api/v1/users/signout', { token: me.token });
    expect(await gone).toBe('io server disconnect');
    await pause(200);
    expect(b.connected).toBe(true);
  });

  it('a password change closes the other sessions\' sockets; deleting a user closes all of theirs', async () => {
    const me = await userWithScreens(t, []);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    const second = await t.signin(row.username, 'sandi-uji-123');
    const [here, there] = await Promise.all([client({ token: me.token }), client({ token: second })]);
    const thereGone = disconnected(there);
    const res = await t.call('PUT', `/api/v1/users/${me.userId}/password`, {
      token: me.token,
      body: { old_password: 'sandi-uji-123', new_password: 'sandi-baru-999', confirm_password: 'sandi-baru-999' },
    });
    expect(res.statusCode).toBe(200);
    await thereGone;
    expect(here.connected).toBe(true);

    const hereGone = disconnected(here);
    expect((await t.call('DELETE', `/api/v1/users/${me.userId}`, { token: t.adminToken })).statusCode).toBe(200);
    await hereGone;
  });
});

describe('shutting down', () => {
  it('closing the server lets connected clients go instead of waiting for them', async () => {
    const other = await startTestApp();
    const socket = await client({ token: other.adminToken }, await listen(other));
    const gone = disconnected(socket);
    const hint = nextEvent<ServerRestart>(socket, SERVER_RESTART);
    await other.close();
    // Told first, then let go by the server itself (not dropped later by a ping timeout), at the
    // transport: a Socket.IO client reconnects after that, as it would not after 'io server disconnect'.
    expect(await hint).toEqual({ message: MSG.draining, reconnect_ms: 1000 });
    expect(await gone).toBe('transport close');
  });
});

describe('Redis out of reach', () => {
  it('the server keeps running and still pushes to its own clients', async () => {
    // Nothing listens on this port: every Redis command fails after its retries.
    const config = loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: 'redis://127.0.0.1:1' });
    const database = await freshDatabase();
    const app = await buildApp({ config, database, logger: false });
    try {
      await seedBase(database.db, { appType: config.appType, adminPassword: ADMIN_PASSWORD, log: app.log });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
      const token = await app.sessions.create(admin.id, '127.0.0.1');
      const socket = await client({ token }, `http://127.0.0.1:${port}`);
      for (const title of ['Pertama', 'Kedua']) {
        const arriving = nextEvent<NotificationWire>(socket, 'notification');
        await notifyUsers(app, [admin.id], { kind: 'info', title });
        expect((await arriving).title).toBe(title);
        // Long enough for the failed publish to run out of retries.
        await pause(1500);
      }
      expect(socket.connected).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
