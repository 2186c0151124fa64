import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, sessions } from '../../src/db/schema/index.js';
import { tokenHash } from '../../src/auth/tokens.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '3', SIGNIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('POST /users/signin', () => {
  it('answers the session the web stores as accessUser', async () => {
    const res = await t.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: expect.any(Number), role: expect.any(Number), role_code: 'ADMIN', vcname: 'Administrator', message: 'Login berhasil.' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only a hash of the token', async () => {
    const token = await t.signin('admin', ADMIN_PASSWORD);
    const rows = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const body of [{ username: 'admin', password: 'salah-sekali' }, { username: 'tidak-ada', password: 'x' }]) {
      const res = await t.call('POST', '/api/v1/users/signin', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Username atau password salah.');
    }
  });

  it('answers empty fields with the field messages', async () => {
    const res = await t.call('POST', '/api/v1/users/signin', { body: { username: ' ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Username tidak boleh kosong.', password: 'Password tidak boleh kosong.' });
  });

  it('answers malformed JSON and a 10 MB body with 4xx and no stack', async () => {
    const bad = await t.call('POST', '/api/v1/users/signin', { body: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Format data (JSON) tidak valid.' });
    const huge = await t.call('POST', '/api/v1/users/signin', { body: JSON.stringify({ username: 'a'.repeat(10 * 1024 * 1024), password: 'x' }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Ukuran data terlalu besar.' });
  });

  it('slows a username guessed at from one address with a growing wait; the real user elsewhere still signs in', async () => {
    const t2 = await startTestApp({ SIGNIN_FREE_FAILURES: '3', SIGNIN_MAX_PER_IP: '1000' });
    try {
      await t2.call('POST', '/api/v1/users', {
        token: t2.adminToken,
        body: { vcname: 'Budi', vcusername: 'budi', vcpassword: 'budi-rahasia', role: 1 },
      });
      const from = (remoteAddress: string, password: string, username = 'budi') =>
        t2.app.inject({ method: 'POST', url: '/api/v1/users/signin', remoteAddress, payload: { username, password } });
      // Eleven wrong passwords from the attacker's address, as fast as answers allow.
      let refused = 0;
      for (let i = 0; i < 11; i++) {
        const r = await from('203.0.113.9', `salah-${i}`);
        if (r.statusCode === 429) refused += 1;
        else expect(r.statusCode).toBe(400);
      }
      expect(refused).toBeGreaterThan(0);
      // There, even the right password now waits, and is told how long.
      const limited = await from('203.0.113.9', 'budi-rahasia', 'BUDI');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Terlalu banyak percobaan gagal\. Silakan coba lagi dalam \d+ detik\.$/);
      // The real user, at the office, is not locked out.
      expect((await from('10.0.0.7', 'budi-rahasia')).statusCode).toBe(200);
      // Nor is another user at the attacker's address.
      expect((await from('203.0.113.9', ADMIN_PASSWORD, 'admin')).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('lets the free failures pass, then waits 1 s, then 2 s, and a success clears the count', async () => {
    const t2 = await startTestApp({ SIGNIN_FREE_FAILURES: '2', SIGNIN_MAX_PER_IP: '1000' });
    try {
      const attempt = (password: string) => t2.app.inject({ method: 'POST', url: '/api/v1/users/signin', remoteAddress: '198.51.100.4', payload: { username: 'admin', password } });
      for (let i = 0; i < 3; i++) expect((await attempt('salah')).statusCode).toBe(400);
      expect((await attempt(ADMIN_PASSWORD)).json().message).toBe('Terlalu banyak percobaan gagal. Silakan coba lagi dalam 1 detik.');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await attempt('salah')).statusCode).toBe(400);
      expect((await attempt(ADMIN_PASSWORD)).json().message).toBe('Terlalu banyak percobaan gagal. Silakan coba lagi dalam 2 detik.');
      await new Promise((r) => setTimeout(r, 2100));
      expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(200);
      // Counting starts again: the free failures are free again.
      for (let i = 0; i < 2; i++) expect((await attempt('salah')).statusCode).toBe(400);
      expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('limits failures per address across usernames', async () => {
    const t3 = await startTestApp({ SIGNIN_FREE_FAILURES: '100', SIGNIN_MAX_PER_IP: '4' });
    try {
      for (let i = 0; i < 4; i++) await t3.call('POST', '/api/v1/users/signin', { body: { username: `orang${i}`, password: 'x' } });
      const res = await t3.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(429);
    } finally {
      await t3.close();
    }
  });
});

describe('tokens', () => {
  it('401 without a token, with an unknown one, and after signout', async () => {
    expect((await t.call('GET', '/api/v1/users')).statusCode).toBe(401);
    const unknown = await t.call('GET', '/api/v1/users', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Sesi Anda telah berakhir. Silakan login kembali.');

    const token = await t.signin('admin', ADMIN_PASSWORD);
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(200);
    const out = await t.call('POST', '/api/v1/users/signout', { token });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(401);
    const [last] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'signout')).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toBeTruthy();
  });

  it('401 once a session has been idle longer than SESSION_HOURS', async () => {
    const token = await t.signin('admin', ADMIN_PASSWORD);
    // Age the session in the database and let the short cache lapse by asking a new instance.
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) }).where(eq(sessions.tokenHash, tokenHash(token)));
    const other = await startTestApp({}, t.database);
    try {
      expect((await other.call('GET', '/api/v1/notifications', { token })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
