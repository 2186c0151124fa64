import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationWire } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { engine } from '../helpers/database.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf } from '../helpers/conversation-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { collect } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';

let t: TestApp;
let url: string;
let operator: TestUser;
beforeAll(async () => {
  ({ t, url } = await startListening());
  operator = await userWithScreens(t, ['operations.complaints']);
});
afterAll(() => t.close());
const client = socketClients(() => url);

const notices = async (token: string) => (await t.call('GET', '/api/v1/notifications', { token })).json() as NotificationList;
const readAll = (token: string) => t.call('POST', '/api/v1/notifications/read-all', { token });

describe(`staff notices of a conversation are grouped (${engine})`, () => {
  it('fifty messages of a member make one unread notice per staff user, updated and pushed each time; once read, the next message makes a new one', async () => {
    await readAll(operator.token);
    await readAll(t.adminToken);
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'Bus tidak datang');
    const opened = await notices(operator.token);
    expect(opened.unread).toBe(1);
    const staffSocket = await client({ token: operator.token });
    const pushed = collect<NotificationWire>(staffSocket, 'notification');

    for (let i = 1; i <= 50; i++) {
      const res = await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: `Pesan ke-${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const after = await notices(operator.token);
    expect(after.unread).toBe(1);
    // The complaint's notice took the latest message's text and time, and leads the list.
    expect(after.data[0]).toMatchObject({ intid: opened.data[0].intid, title: `Pesan baru dari member: ${c.vccode}`, body: 'Pesan ke-50', is_read: false });
    expect(new Date(after.data[0].dtadd).getTime()).toBeGreaterThan(new Date(opened.data[0].dtadd).getTime());
    expect(after.data.filter((n) => n.url === '/operasional/complaint' && !n.is_read)).toHaveLength(1);
    // Every staff user with the screen has one, the administrator too.
    expect((await notices(t.adminToken)).unread).toBe(1);
    // Still told live of each message: the same notice, updated.
    await expect.poll(() => pushed.length).toBe(50);
    expect(new Set(pushed.map((n) => n.intid))).toEqual(new Set([opened.data[0].intid]));
    expect(pushed.at(-1)?.body).toBe('Pesan ke-50');

    await readAll(operator.token);
    await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Masih menunggu' } });
    const next = await notices(operator.token);
    expect(next.unread).toBe(1);
    expect(next.data[0]).toMatchObject({ title: `Pesan baru dari member: ${c.vccode}`, body: 'Masih menunggu', is_read: false });
    expect(next.data[0].intid).not.toBe(opened.data[0].intid);
    expect(next.data[1]).toMatchObject({ intid: opened.data[0].intid, is_read: true });
  });

  it("each conversation has its own notice, and a conversation's notice goes to its operator once one replied", async () => {
    const other = await userWithScreens(t, ['operations.complaints']);
    await readAll(operator.token);
    await readAll(other.token);
    const m = await signedInMember(t);
    const [first, second] = [await complaintOf(t, m.token, operator.token, 'Satu'), await complaintOf(t, m.token, operator.token, 'Dua')];
    for (const c of [first, second]) {
      for (let i = 0; i < 3; i++) await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: `Pesan ${i}` } });
    }
    expect((await notices(operator.token)).unread).toBe(2);

    await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: first.intid, vcmessage: 'Kami cek.' } });
    await readAll(operator.token);
    await readAll(other.token);
    for (let i = 0; i < 3; i++) await t.call('POST', `/api/v1/member/complaints/${first.intid}/messages`, { token: m.token, body: { vcmessage: `Lagi ${i}` } });
    expect((await notices(operator.token)).unread).toBe(1);
    expect((await notices(other.token)).unread).toBe(0);
  });
});
