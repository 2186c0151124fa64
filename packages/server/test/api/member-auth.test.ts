import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberSessions, members } from '../../src/db/schema/index.js';
import { verifyPassword } from '../../src/auth/password.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { MEMBER_PASSWORD, signedInMember, signupBody } from '../helpers/member-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '3' });
});
afterAll(() => t.close());

const API = '/api/v1/member';
const signin = (username: string, password = MEMBER_PASSWORD) => t.call('POST', `${API}/signin`, { body: { username, password } });

describe('member sign-up and sign-in', () => {
  it('a parent signs up, then signs in with the e-mail or the phone, and reads the own profile', async () => {
    const body = signupBody('Sri Wahyuni');
    const up = await t.call('POST', `${API}/signup`, { body: { ...body, vcemail: body.vcemail.toUpperCase() } });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toEqual({ message: 'Pendaftaran berhasil. Silakan login.', data: { intid: expect.any(Number), vcname: body.vcname, vcemail: body.vcemail, vcphone: body.vcphone } });
    expect(up.body).not.toContain(MEMBER_PASSWORD);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, up.json().data.intid));
    expect(row.status).toBe(1);
    expect(await verifyPassword(row.passwordHash, MEMBER_PASSWORD)).toBe(true);

    for (const username of [body.vcemail, body.vcemail.toUpperCase(), body.vcphone]) {
      const res = await signin(username);
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toEqual({ token: expect.any(String), intid: row.id, vcname: body.vcname, language: null, message: 'Login berhasil.' });
      const profile = await t.call('GET', `${API}/profile`, { token: res.json().token });
      expect(profile.json().data).toEqual({ intid: row.id, vcname: body.vcname, vcemail: body.vcemail, vcphone: body.vcphone });
    }
  });

  it('a wrong password or an unknown account is refused alike, and the sign-in waits after repeated failures', async () => {
    const m = await signedInMember(t);
    const wrong = await signin(m.vcemail, 'bukan-passwordnya');
    const unknown = await signin('tidak.ada@example.com', 'bukan-passwordnya');
    for (const res of [wrong, unknown]) expect([res.statusCode, res.json().message]).toEqual([400, 'Email/No Hp atau password salah.']);
    await signin(m.vcemail, 'salah-lagi-1');
    await signin(m.vcemail, 'salah-lagi-2');
    await signin(m.vcemail, 'salah-lagi-3');
    const held = await signin(m.vcemail, MEMBER_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Terlalu banyak percobaan gagal\. Silakan coba lagi dalam \d+ detik\.$/);
  });

  it('a duplicate e-mail or phone is refused with 409 on its field, and nothing is written', async () => {
    const m = await signedInMember(t);
    const before = await counts(t, { members });
    const email = await t.call('POST', `${API}/signup`, { body: { ...signupBody(), vcemail: m.vcemail.toUpperCase() } });
    expect([email.statusCode, email.json()]).toEqual([409, { message: 'Email sudah digunakan.', errors: { vcemail: 'Email sudah digunakan.' } }]);
    const phone = await t.call('POST', `${API}/signup`, { body: { ...signupBody(), vcphone: m.vcphone } });
    expect([phone.statusCode, phone.json()]).toEqual([409, { message: 'No Hp sudah digunakan.', errors: { vcphone: 'No Hp sudah digunakan.' } }]);
    // The same rule holds when the profile takes another account's e-mail.
    const other = await signedInMember(t);
    const taken = await t.call('PUT', `${API}/profile`, { token: other.token, body: { vcname: other.vcname, vcemail: m.vcemail, vcphone: other.vcphone } });
    expect([taken.statusCode, taken.json().errors]).toEqual([409, { vcemail: 'Email sudah digunakan.' }]);
    expect(await counts(t, { members })).toEqual({ members: before.members + 1 });
  });

  it('sign-ups from one address are limited, refused ones counted too', async () => {
    const limited = await startTestApp({ MEMBER_SIGNUPS_PER_ADDRESS: '2' });
    try {
      const taken = signupBody();
      const answers = [];
      for (const body of [taken, taken, signupBody()]) answers.push((await limited.call('POST', `${API}/signup`, { body })).statusCode);
      expect(answers).toEqual([201, 409, 429]);
    } finally {
      await limited.close();
    }
  });

  it('bad input answers 400 in Indonesian on its field and writes nothing', async () => {
    const before = await counts(t, { members });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...signupBody(), vcname: '  ' }, 'vcname', 'Nama tidak boleh kosong.'],
      [{ ...signupBody(), vcemail: 'bukan-email' }, 'vcemail', 'Format email tidak valid.'],
      [{ ...signupBody(), vcphone: 'abc' }, 'vcphone', 'No Hp tidak valid.'],
      [{ ...signupBody(), vcphone: undefined }, 'vcphone', 'No Hp tidak boleh kosong.'],
      [{ ...signupBody(), password: 'pendek' }, 'password', 'Password minimal 8 karakter.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', `${API}/signup`, { body });
      expect([res.statusCode, res.json().errors?.[field]], field).toEqual([400, message]);
    }
    const empty = await t.call('POST', `${API}/signin`, { body: { username: '', password: '' } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Email / No Hp tidak boleh kosong.']);
    expect(await counts(t, { members })).toEqual(before);
  });

  it('an account switched off or blocked by staff cannot sign in, and its open session ends', async () => {
    const m = await signedInMember(t);
    for (const status of [0, 2]) {
      await t.call('PUT', `/api/v1/users/account/${m.id}`, { token: t.adminToken, body: { vcname: m.vcname, vcemail: m.vcemail, vcphone: m.vcphone, vcpassword: '', intactive: status } });
      const res = await signin(m.vcemail);
      expect([res.statusCode, res.json().message]).toEqual([403, 'Akun Anda tidak aktif. Silakan hubungi petugas.']);
      expect((await t.call('GET', `${API}/profile`, { token: m.token })).statusCode).toBe(401);
    }
    await t.call('PUT', `/api/v1/users/account/${m.id}`, { token: t.adminToken, body: { vcname: m.vcname, vcemail: m.vcemail, vcphone: m.vcphone, intactive: 1 } });
    expect((await signin(m.vcemail)).statusCode).toBe(200);
  });

  it('sign-out ends the session', async () => {
    const m = await signedInMember(t);
    expect((await t.call('POST', `${API}/signout`, { token: m.token })).json()).toEqual({ message: 'Anda telah keluar.' });
    expect((await t.call('GET', `${API}/profile`, { token: m.token })).statusCode).toBe(401);
  });
});

describe('profile and password', () => {
  it('the profile is changed, and the new e-mail signs in', async () => {
    const m = await signedInMember(t);
    const next = signupBody('Dwi Rahayu');
    const res = await t.call('PUT', `${API}/profile`, { token: m.token, body: { vcname: next.vcname, vcemail: next.vcemail, vcphone: next.vcphone } });
    expect(res.json()).toEqual({ message: 'Data berhasil diubah.', data: { intid: m.id, vcname: next.vcname, vcemail: next.vcemail, vcphone: next.vcphone } });
    expect((await signin(next.vcphone)).statusCode).toBe(200);
    expect((await signin(m.vcemail)).statusCode).toBe(400);
  });

  it('a password change needs the old password and signs the other devices out', async () => {
    const m = await signedInMember(t);
    const other = (await signin(m.vcemail)).json().token as string;
    const wrong = await t.call('PUT', `${API}/password`, { token: m.token, body: { old_password: 'bukan-ini-123', new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' } });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { old_password: 'Password lama salah.' }]);
    const ok = await t.call('PUT', `${API}/password`, { token: m.token, body: { old_password: MEMBER_PASSWORD, new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' } });
    expect(ok.json()).toEqual({ message: 'Password berhasil diubah.' });
    expect((await t.call('GET', `${API}/profile`, { token: m.token })).statusCode).toBe(200);
    expect((await t.call('GET', `${API}/profile`, { token: other })).statusCode).toBe(401);
    expect((await signin(m.vcemail, 'sandi-baru-456')).statusCode).toBe(200);
  });
});

describe('the wall between member and staff tokens', () => {
  it("a member's token is unknown to staff calls and a staff token to member calls (401)", async () => {
    const m = await signedInMember(t);
    for (const url of ['/api/v1/users/account', '/api/v1/apps/navigation', '/api/v1/students']) {
      expect((await t.call('GET', url, { token: m.token })).statusCode, url).toBe(401);
    }
    expect((await t.call('POST', '/api/v1/users/signout', { token: m.token })).statusCode).toBe(401);
    for (const url of [`${API}/profile`, `${API}/children`, `${API}/complaints`]) {
      expect((await t.call('GET', url, { token: t.adminToken })).statusCode, url).toBe(401);
    }
    // A member's sign-out does not end a staff session, nor the reverse.
    expect((await t.call('POST', `${API}/signout`, { token: t.adminToken })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/users/account', { token: t.adminToken })).statusCode).toBe(200);
    expect((await t.call('GET', `${API}/profile`, { token: m.token })).statusCode).toBe(200);
    // Member sessions are stored apart from staff sessions.
    expect((await t.database.db.select().from(memberSessions).where(eq(memberSessions.memberId, m.id))).length).toBe(1);
  });
});
