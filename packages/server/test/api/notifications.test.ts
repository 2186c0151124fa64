import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { hugeBody } from '../helpers/rows.js';
import { notifyUsers } from '../../src/lib/data/staff-notice.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /notifications', () => {
  it('answers the signed-in user\'s own notifications, newest first, with the unread count', async () => {
    const me = await userWithScreens(t, []);
    const other = await userWithScreens(t, []);
    expect((await t.call('GET', '/api/v1/notifications', { token: me.token })).json()).toEqual({ data: [], unread: 0 });

    await notifyUsers(t.app, [me.userId], { kind: 'complaint', title: 'Pengaduan baru', body: 'Bus terlambat', url: '/operasional/complaint' });
    await notifyUsers(t.app, [me.userId, other.userId], { kind: 'registration', title: 'Pendaftaran siswa baru' });
    const res = await t.call('GET', '/api/v1/notifications', { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unread: 2,
      data: [
        { intid: expect.any(Number), kind: 'registration', title: 'Pendaftaran siswa baru', body: '', url: '', is_read: false, dtadd: expect.any(String) },
        { intid: expect.any(Number), kind: 'complaint', title: 'Pengaduan baru', body: 'Bus terlambat', url: '/operasional/complaint', is_read: false, dtadd: expect.any(String) },
      ],
    });
    expect(new Date(res.json().data[0].dtadd).getTime()).not.toBeNaN();
    expect((await t.call('GET', '/api/v1/notifications', { token: other.token })).json().data.map((n: { title: string }) => n.title)).toEqual(['Pendaftaran siswa baru']);
  });

  it('limits the list but still counts every unread one', async () => {
    const me = await userWithScreens(t, []);
    for (let i = 0; i < 5; i++) await notifyUsers(t.app, [me.userId], { kind: 'info', title: `Pesan ${i}` });
    const res = await t.call('GET', '/api/v1/notifications?limit=2', { token: me.token });
    expect(res.json().data.map((n: { title: string }) => n.title)).toEqual(['Pesan 4', 'Pesan 3']);
    expect(res.json().unread).toBe(5);
    for (const bad of ['0', '101', 'abc']) expect((await t.call('GET', `/api/v1/notifications?limit=${bad}`, { token: me.token })).statusCode, bad).toBe(400);
  });

  it('401 without a token', async () => {
    expect((await t.call('GET', '/api/v1/notifications')).statusCode).toBe(401);
  });
});

describe('POST /notifications/read-all', () => {
  it('marks every unread notification of the caller read, and no one else\'s', async () => {
    const me = await userWithScreens(t, []);
    const other = await userWithScreens(t, []);
    await notifyUsers(t.app, [me.userId, other.userId], { kind: 'info', title: 'Satu' });
    await notifyUsers(t.app, [me.userId], { kind: 'info', title: 'Dua' });
    const res = await t.call('POST', '/api/v1/notifications/read-all', { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Semua notifikasi ditandai sudah dibaca.' });
    const mine = await t.call('GET', '/api/v1/notifications', { token: me.token });
    expect(mine.json().unread).toBe(0);
    expect(mine.json().data.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect((await t.call('GET', '/api/v1/notifications', { token: other.token })).json().unread).toBe(1);
    // The call needs no body, but a broken one is still refused.
    expect((await t.call('POST', '/api/v1/notifications/read-all', { token: me.token, body: '{' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/v1/notifications/read-all', { token: me.token, body: hugeBody('x') })).statusCode).toBe(413);
  });

  it('401 without a token, and nothing changes', async () => {
    const me = await userWithScreens(t, []);
    await notifyUsers(t.app, [me.userId], { kind: 'info', title: 'Tetap' });
    expect((await t.call('POST', '/api/v1/notifications/read-all')).statusCode).toBe(401);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.userId));
    expect(rows.map((r) => r.isRead)).toEqual([false]);
  });
});
