import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { MEMBER_PASSWORD, signedInMember } from '../helpers/member-fixtures.js';
import { disconnected, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  ({ t, url } = await startListening());
});
afterAll(() => t.close());
const client = socketClients(() => url);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const ACCOUNT = (id: number) => `/api/v1/users/account/${id}`;
const accountBody = (m: Member, extra: Record<string, unknown> = {}) => ({ vcname: m.vcname, vcemail: m.vcemail, vcphone: m.vcphone, intactive: 1, ...extra });
const profileStatus = async (m: Member) => (await t.call('GET', '/api/v1/member/profile', { token: m.token })).statusCode;
const change = (m: Member, extra: Record<string, unknown>) => t.call('PUT', ACCOUNT(m.id), { token: t.adminToken, body: accountBody(m, extra) });

describe('an app account changed by staff', () => {
  it('switched off: the parent’s token stops at once and the open live connection is closed; another parent stays connected', async () => {
    const [m, other] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const [socket, otherSocket] = await Promise.all([client({ token: m.token }), client({ token: other.token })]);
    const gone = disconnected(socket);
    expect((await change(m, { intactive: 0 })).statusCode).toBe(200);
    await gone;
    expect(await profileStatus(m)).toBe(401);
    await pause(200);
    expect(otherSocket.connected).toBe(true);
    expect(await profileStatus(other)).toBe(200);
  });

  it('given a new password: every session ends and the parent signs in with the new one', async () => {
    const m = await signedInMember(t);
    const socket = await client({ token: m.token });
    const gone = disconnected(socket);
    expect((await change(m, { vcpassword: 'sandi-baru-456' })).statusCode).toBe(200);
    await gone;
    expect(await profileStatus(m)).toBe(401);
    const old = await t.call('POST', '/api/v1/member/signin', { body: { username: m.vcemail, password: MEMBER_PASSWORD } });
    expect(old.statusCode).toBe(400);
    const fresh = await t.call('POST', '/api/v1/member/signin', { body: { username: m.vcemail, password: 'sandi-baru-456' } });
    expect(fresh.statusCode).toBe(200);
  });

  it('renamed only: the parent stays signed in and connected', async () => {
    const m = await signedInMember(t);
    const socket = await client({ token: m.token });
    expect((await change(m, { vcname: 'Nama Baru' })).statusCode).toBe(200);
    await pause(300);
    expect(socket.connected).toBe(true);
    expect(await profileStatus(m)).toBe(200);
  });

  it('deleted: the open live connection is closed', async () => {
    const m = await signedInMember(t);
    const socket = await client({ token: m.token });
    const gone = disconnected(socket);
    expect((await t.call('DELETE', ACCOUNT(m.id), { token: t.adminToken })).statusCode).toBe(200);
    await gone;
    expect(await profileStatus(m)).toBe(401);
  });
});
