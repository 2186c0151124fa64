import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { auditLog, menus, notifications, roleMenus, roles, sessions, users } from '../../src/db/schema/index.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedBase } from '../../src/db/seed/base.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { engine, freshDatabase } from '../helpers/database.js';
import { counts } from '../helpers/rows.js';
import { notifyUsers } from '../../src/lib/data/staff-notice.js';

const tables = { users, roles, menus, roleMenus, sessions, auditLog, notifications };

/**
 * Opens the same storage again as a restarted server would: the DATA_DIR directory of the
 * embedded database, or the same PostgreSQL database.
 */
async function storage(): Promise<{ first: Database; reopen: () => Promise<Database>; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'halte-data-'));
    return {
      first: await openDatabase({ dataDir: dir }),
      reopen: () => openDatabase({ dataDir: dir }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const db = await freshDatabase();
  return {
    first: { ...db, close: async () => undefined },
    reopen: () => openDatabase({ databaseUrl: db.url!, dataDir: '' }),
    dispose: () => db.close(),
  };
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe(`data survives a restart (${engine})`, () => {
  it('keeps every row, sessions included, and does not seed twice', async () => {
    const s = await storage();
    cleanup.push(s.dispose);

    let t: TestApp = await startTestApp({}, s.first);
    const operator = (await t.database.db.select().from(roles).where(eq(roles.code, 'OPERATOR')))[0];
    const user = await t.call('POST', '/api/v1/users', {
      token: t.adminToken,
      body: { vcname: 'Yanto Tetap', vcusername: 'yanto', vcpassword: 'yanto-rahasia-1', role: operator.id },
    });
    expect(user.statusCode).toBe(201);
    const role = await t.call('POST', '/api/v1/roles', { token: t.adminToken, body: { vccode: 'ARSIP', vcname: 'Arsip', menus: [1, 2] } });
    expect(role.statusCode).toBe(201);
    const menu = await t.call('POST', '/api/v1/menus', { token: t.adminToken, body: { vcname: 'Arsip', vcscreen: 'master.articles', vcaction: '/arsip', vcicon: 'archive' } });
    expect(menu.statusCode).toBe(201);
    await notifyUsers(t.app, [user.json().data.intid], { kind: 'info', title: 'Tersimpan' });
    const yantoToken = await t.signin('yanto', 'yanto-rahasia-1');
    const before = await counts(t, tables);
    const adminBefore = (await t.database.db.select().from(users).where(eq(users.username, 'admin')))[0];
    await t.close();
    await s.first.close();

    const second = await s.reopen();
    cleanup.push(() => second.close());
    // A restart with another ADMIN_PASSWORD must not touch the existing admin.
    await seedBase(second.db, { appType: 'school', adminPassword: 'sandi-lain-sekali', log: { warn: () => undefined } as never });
    t = await startTestApp({}, second);
    cleanup.push(() => t.close());

    const after = await counts(t, tables);
    // The restarted test app signed the admin in once more: one session and one audit row more.
    expect(after).toEqual({ ...before, sessions: before.sessions + 1, auditLog: before.auditLog + 1 });
    expect((await t.database.db.select().from(users).where(eq(users.username, 'admin')))[0]).toEqual(adminBefore);
    expect((await t.call('GET', `/api/v1/users/${user.json().data.intid}`, { token: t.adminToken })).json().data).toMatchObject({ vcname: 'Yanto Tetap' });
    expect((await t.call('GET', `/api/v1/roles/${role.json().data.intid}`, { token: t.adminToken })).json().data).toMatchObject({ vccode: 'ARSIP', menus: [1, 2] });
    expect((await t.call('GET', `/api/v1/menus/${menu.json().data.intid}`, { token: t.adminToken })).json().data).toMatchObject({ vcaction: '/arsip' });
    // A session opened before the restart is still valid after it.
    const mine = await t.call('GET', '/api/v1/notifications', { token: yantoToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((n: { title: string }) => n.title)).toEqual(['Tersimpan']);
    expect(await t.signin('admin', ADMIN_PASSWORD)).toBeTruthy();
    expect((await t.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: 'sandi-lain-sekali' } })).statusCode).toBe(400);
  }, 180_000); // creating an embedded database on disk takes long on a busy machine
});
