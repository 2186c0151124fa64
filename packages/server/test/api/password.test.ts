import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { counts, hugeBody } from '../helpers/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '2' });
});
afterAll(() => t.close());

/** A fresh user (password 'sandi-uji-123') with a second session, as if on another device. */
async function userWithTwoSessions() {
  const me = await userWithScreens(t, []);
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, me.userId));
  const otherDevice = await t.signin(row.username, 'sandi-uji-123');
  return { ...me, username: row.username, otherDevice };
}
const hashOf = async (id: number) => (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0].h;
const ok = (token: string) => t.call('GET', '/api/v1/notifications', { token }).then((r) => r.statusCode);

describe('PUT /users/{id}/password', () => {
  it('changes the password after checking the old one; other sessions end, this one stays', async () => {
    const me = await userWithTwoSessions();
    const res = await t.call('PUT', `/api/v1/users/${me.userId}/password`, {
      token: me.token,
      body: { old_password: 'sandi-uji-123', new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password berhasil diubah.' });
    expect(await ok(me.token)).toBe(200);
    expect(await ok(me.otherDevice)).toBe(401);
    await expect(t.signin(me.username, 'sandi-uji-123')).rejects.toThrow(/400/);
    expect(await t.signin(me.username, 'sandi-baru-456')).toBeTruthy();
    const [row] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'password'), eq(auditLog.entityId, String(me.userId))));
    expect(row.userId).toBe(me.userId);
    expect(JSON.stringify(row)).not.toContain('sandi-baru-456');
    expect(JSON.stringify(row)).not.toContain('$argon2');
  });

  it('a wrong old password, a mismatch, a short or missing password: field messages, nothing changed, no one signed out', async () => {
    const me = await userWithTwoSessions();
    const hash = await hashOf(me.userId);
    const before = await counts(t, { auditLog });
    const cases: [unknown, number, Record<string, string> | undefined][] = [
      [{ old_password: 'salah-sekali', new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' }, 400, { old_password: 'Password lama salah.' }],
      [{ old_password: 'sandi-uji-123', new_password: 'sandi-baru-456', confirm_password: 'sandi-lain-789' }, 400, { confirm_password: 'Konfirmasi password tidak sama.' }],
      [{ old_password: 'sandi-uji-123', new_password: 'pendek', confirm_password: 'pendek' }, 400, { new_password: 'Password baru minimal 8 karakter.' }],
      [{}, 400, {
        old_password: 'Password lama tidak boleh kosong.',
        new_password: 'Password baru tidak boleh kosong.',
        confirm_password: 'Konfirmasi password tidak boleh kosong.',
      }],
      [{ old_password: 123, new_password: ['x'], confirm_password: null }, 400, {
        old_password: 'Password lama tidak boleh kosong.',
        new_password: 'Password baru tidak boleh kosong.',
        confirm_password: 'Konfirmasi password tidak boleh kosong.',
      }],
      ['{"old_password":', 400, undefined],
      [hugeBody('new_password'), 413, undefined],
    ];
    for (const [body, status, errors] of cases) {
      const res = await t.call('PUT', `/api/v1/users/${me.userId}/password`, { token: me.token, body });
      const label = typeof body === 'string' ? body.slice(0, 20) : JSON.stringify(body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toMatch(/\.$/);
      if (errors) expect(res.json().errors, label).toEqual(errors);
    }
    expect(await hashOf(me.userId)).toBe(hash);
    expect(await counts(t, { auditLog })).toEqual(before);
    expect(await ok(me.otherDevice)).toBe(200);
  });

  it('stops guessing: after repeated wrong old passwords even the right one gets 429', async () => {
    const me = await userWithTwoSessions();
    const hash = await hashOf(me.userId);
    const change = (old: string) => t.call('PUT', `/api/v1/users/${me.userId}/password`, {
      token: me.token,
      body: { old_password: old, new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' },
    });
    for (let i = 0; i < 3; i++) expect((await change(`tebakan-${i}`)).statusCode).toBe(400);
    const limited = await change('sandi-uji-123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Terlalu banyak percobaan gagal. Silakan coba lagi dalam 1 detik.' });
    expect(await hashOf(me.userId)).toBe(hash);
    // Another user is not held back.
    const other = await userWithTwoSessions();
    expect((await t.call('PUT', `/api/v1/users/${other.userId}/password`, {
      token: other.token,
      body: { old_password: 'sandi-uji-123', new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' },
    })).statusCode).toBe(200);
  });

  it('only for the own account (403, even for an administrator), 404 for a malformed id, 401 without a token', async () => {
    const me = await userWithTwoSessions();
    const hash = await hashOf(me.userId);
    const body = { old_password: 'sandi-uji-123', new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' };
    expect((await t.call('PUT', `/api/v1/users/${me.userId}/password`, { token: t.adminToken, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/v1/users/${me.userId}/password`, { body })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/v1/users/abc/password', { token: me.token, body })).statusCode).toBe(404);
    expect(await hashOf(me.userId)).toBe(hash);
  });
});
