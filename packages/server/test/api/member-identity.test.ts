import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pause } from '../helpers/realtime.js';
import { MEMBER_PASSWORD, signedInMember, signupBody } from '../helpers/member-fixtures.js';

let t: TestApp;
// Five free failures: the sixth makes the next attempt wait one second.
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '5' });
});
afterAll(() => t.close());

const API = '/api/v1/member';
const signin = (username: string, password = MEMBER_PASSWORD) => t.call('POST', `${API}/signin`, { body: { username, password } });
const signup = (vcphone: string) => t.call('POST', `${API}/signup`, { body: { ...signupBody(), vcphone } });
const TAKEN = { message: 'No Hp sudah digunakan.', errors: { vcphone: 'No Hp sudah digunakan.' } };

describe('sign-in failures count against the account', () => {
  it('six wrong passwords under the e-mail hold back the right one under the phone, until the wait is over', async () => {
    const m = await signedInMember(t);
    for (let i = 1; i <= 6; i++) expect((await signin(m.vcemail, `salah-${i}`)).statusCode).toBe(400);
    const phone = `+62 ${m.vcphone.slice(1, 4)}-${m.vcphone.slice(4)}`;
    for (const username of [m.vcphone, phone]) {
      const held = await signin(username);
      expect([held.statusCode, held.json().message], username).toEqual([429, expect.stringMatching(/^Terlalu banyak percobaan gagal\. Silakan coba lagi dalam \d+ detik\.$/)]);
    }
    await pause(1_100);
    expect((await signin(phone)).statusCode).toBe(200);
    // The success cleared the account's count: a slip afterwards is a plain refusal, not a wait.
    expect((await signin(m.vcemail, 'salah-lagi')).statusCode).toBe(400);
    expect((await signin(m.vcemail)).statusCode).toBe(200);
  });

  it('an unknown name is still held back at its address after its free failures', async () => {
    for (let i = 1; i <= 6; i++) expect((await signin('0899-0000-0001', `salah-${i}`)).statusCode).toBe(400);
    expect((await signin('0899-0000-0001')).statusCode).toBe(429);
  });
});

describe('one phone number, however it is written, is one account', () => {
  it('a sign-up with a number already used in another writing is refused with 409 and writes nothing', async () => {
    expect((await signup('0813-3600-1001')).statusCode).toBe(201);
    const again = await signup('+6281336001001');
    expect([again.statusCode, again.json()]).toEqual([409, TAKEN]);
    expect(await t.database.db.select({ phone: members.phone }).from(members).where(eq(members.phone, '081336001001'))).toHaveLength(1);
  });

  it('an account registered as +62 813-3600-1002 signs in with 081336001002, and shows its number in the stored form', async () => {
    const up = await signup('+62 813-3600-1002');
    expect([up.statusCode, up.json().data.vcphone]).toEqual([201, '081336001002']);
    const res = await signin('081336001002');
    expect([res.statusCode, res.json().intid]).toEqual([200, up.json().data.intid]);
  });

  it("a profile edit to another member's number in another writing is refused with 409", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const written = `0${owner.vcphone.slice(1, 4)} ${owner.vcphone.slice(4, 8)} ${owner.vcphone.slice(8)}`;
    const res = await t.call('PUT', `${API}/profile`, { token: other.token, body: { vcname: other.vcname, vcemail: other.vcemail, vcphone: written.replace(/^0/, '62') } });
    expect([res.statusCode, res.json()]).toEqual([409, TAKEN]);
    expect((await t.call('GET', `${API}/profile`, { token: other.token })).json().data.vcphone).toBe(other.vcphone);
  });

  it('staff creating an app account meet the same rule', async () => {
    const owner = await signedInMember(t);
    const body = { vcname: 'Akun Petugas', vcemail: 'akun.petugas@example.com', vcphone: `+62${owner.vcphone.slice(1)}`, vcpassword: 'rahasia-123', intactive: 1 };
    const res = await t.call('POST', '/api/v1/users/account', { token: t.adminToken, body });
    expect([res.statusCode, res.json()]).toEqual([409, TAKEN]);
  });

  it('a number that is no phone number answers 400 in Indonesian', async () => {
    const res = await signup('0812-abc');
    expect([res.statusCode, res.json().errors]).toEqual([400, { vcphone: 'No Hp tidak valid.' }]);
  });
});
