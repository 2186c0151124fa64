import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connect, disconnected, listen } from '../helpers/realtime.js';

const NOT_A_DRIVER = 'Akun pengemudi ini sudah bukan akun pengemudi (role-nya telah diubah); ubah melalui Data User.';

let t: TestApp;
let url: string;
let operatorToken: string;
const roleId = async (code: string) => (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0].id;
beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
  const op = await t.call('POST', '/api/v1/users', {
    token: t.adminToken,
    body: { vcname: 'Operator Satu', vcusername: 'operator1', vcpassword: 'operator-rahasia', role: await roleId('OPERATOR') },
  });
  expect(op.statusCode).toBe(201);
  operatorToken = await t.signin('operator1', 'operator-rahasia');
});
afterAll(() => t.close());

let n = 0;
/** A driver with a sign-in account, through the drivers screen; answers its id and body. */
async function driverWithAccount() {
  n += 1;
  const body = { vccode_driver: `DRA${n}`, vcnip: `NIPA${n}`, vcname: `Sopir ${n}`, vcphone: '0812', intfungsional: 1, vcusername: `sopir${n}`, vcpassword: `sopir-rahasia-${n}` };
  const res = await t.call('POST', '/api/v1/employee', { token: operatorToken, body });
  expect(res.statusCode).toBe(201);
  const [account] = await t.database.db.select().from(users).where(eq(users.username, body.vcusername));
  return { id: res.json().data.intid as number, body, userId: account.id };
}
const signinStatus = async (username: string, password: string) =>
  (await t.call('POST', '/api/v1/users/signin', { body: { username, password } })).statusCode;

describe('the drivers screen changes only drivers’ accounts', () => {
  it('refuses to re-password an account the users screen made an administrator, and changes nothing of it', async () => {
    const d = await driverWithAccount();
    const promote = await t.call('PUT', `/api/v1/users/${d.userId}`, {
      token: t.adminToken,
      body: { vcname: 'Kepala Bidang', vcusername: d.body.vcusername, role: await roleId('ADMIN') },
    });
    expect(promote.statusCode).toBe(200);

    const edit = await t.call('PUT', `/api/v1/employee/${d.id}`, {
      token: operatorToken,
      body: { ...d.body, vcname: 'Nama Baru', vcpassword: 'diambil-alih-1' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: NOT_A_DRIVER, errors: { vcusername: NOT_A_DRIVER } });
    expect(await signinStatus(d.body.vcusername, 'diambil-alih-1')).toBe(400);
    expect(await signinStatus(d.body.vcusername, d.body.vcpassword)).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, d.userId));
    expect(account).toMatchObject({ name: 'Kepala Bidang', roleId: await roleId('ADMIN') });
    // Nothing of the refused edit was kept, the driver's own fields included.
    expect((await t.call('GET', `/api/v1/employee/${d.id}`, { token: operatorToken })).json().data.vcname).toBe(d.body.vcname);
  });

  it('switching the account off or deleting the driver leaves such an account alone', async () => {
    const a = await driverWithAccount();
    const b = await driverWithAccount();
    for (const d of [a, b]) {
      await t.call('PUT', `/api/v1/users/${d.userId}`, { token: t.adminToken, body: { vcname: `Staf ${d.id}`, vcusername: d.body.vcusername, role: await roleId('OPERATOR') } });
    }
    const off = await t.call('PUT', `/api/v1/employee/${a.id}`, { token: operatorToken, body: { ...a.body, intfungsional: 0, vcusername: '', vcpassword: '' } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ intfungsional: 0, vcusername: '' });
    expect((await t.call('DELETE', `/api/v1/employee/${b.id}`, { token: operatorToken })).statusCode).toBe(200);
    for (const d of [a, b]) expect(await signinStatus(d.body.vcusername, d.body.vcpassword)).toBe(200);
  });
});

describe('a driver account change bites at once', () => {
  /** The driver signed in, with a request that works and a live connection. */
  async function signedInDriver() {
    const d = await driverWithAccount();
    const token = await t.signin(d.body.vcusername, d.body.vcpassword);
    // A driver's account may read its own record (the back office's calls are not for it).
    const own = `/api/v1/users/${d.userId}`;
    expect((await t.call('GET', own, { token })).statusCode).toBe(200);
    const socket = await connect(url, { token });
    return { d, token, socket, own };
  }
  const expectEnded = async ({ token, socket, own }: Awaited<ReturnType<typeof signedInDriver>>) => {
    // Right after the change: no waiting for a cache to age.
    expect((await t.call('GET', own, { token })).statusCode).toBe(401);
    await disconnected(socket, 500);
  };

  it('a new password ends the sessions and closes the connections', async () => {
    const driver = await signedInDriver();
    const { d } = driver;
    const res = await t.call('PUT', `/api/v1/employee/${d.id}`, { token: operatorToken, body: { ...d.body, vcpassword: 'sandi-baru-123' } });
    expect(res.statusCode).toBe(200);
    await expectEnded(driver);
    expect(await signinStatus(d.body.vcusername, 'sandi-baru-123')).toBe(200);
  });

  it('switching the account off ends them too', async () => {
    const driver = await signedInDriver();
    const { d } = driver;
    const res = await t.call('PUT', `/api/v1/employee/${d.id}`, { token: operatorToken, body: { ...d.body, intfungsional: 0, vcusername: '', vcpassword: '' } });
    expect(res.statusCode).toBe(200);
    await expectEnded(driver);
  });

  it('deleting the driver ends them too', async () => {
    const driver = await signedInDriver();
    const { d } = driver;
    expect((await t.call('DELETE', `/api/v1/employee/${d.id}`, { token: operatorToken })).statusCode).toBe(200);
    await expectEnded(driver);
  });
});
