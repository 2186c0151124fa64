import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxConversationWire } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';

let t: TestApp;
let chatter: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  chatter = await userWithScreens(t, ['operations.chat']);
});
afterAll(() => t.close());

let round = 0;
/** A word only this test's conversations carry, so the inbox can be searched down to them. */
const tag = () => `Kotak${++round}x${Date.now() % 100000}`;
const complain = async (token: string, vcname: string, vcmessage = 'Bus belum datang.') => {
  const res = await t.call('POST', '/api/v1/member/complaints', { token, body: { vcname, vcmessage } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { intid: number; vccode: string };
};
const memberSays = async (token: string, id: number, vcmessage: string) =>
  (await t.call('POST', `/api/v1/member/complaints/${id}/messages`, { token, body: { vcmessage } })).json().data as { dtadd: string };
const operatorSays = (id: number, vcmessage: string) => t.call('POST', '/api/v1/conversation/message', { token: chatter.token, body: { intconverstion_id: id, vcmessage } });
const inbox = async (q: string, token = chatter.token) => {
  const res = await t.call('GET', `/api/v1/conversation/inbox?q=${q}&limit=50`, { token });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: InboxConversationWire[]; length: number };
};

describe('the Chatting Member inbox', () => {
  it('orders conversations by their last message, with member, title, a plain excerpt and the unread count', async () => {
    const word = tag();
    const ani = await signedInMember(t, 'Ibu Ani');
    const budi = await signedInMember(t, 'Pak Budi');
    const first = await complain(ani.token, `${word} halte rusak`, 'Halte <b>rusak</b> &amp; gelap<script>alert(1)</script>');
    const second = await complain(budi.token, `${word} bus terlambat`);
    expect((await inbox(word)).data.map((c) => c.intid)).toEqual([second.intid, first.intid]);

    await memberSays(ani.token, first.intid, 'Tolong <i>segera</i> diperbaiki.');
    const { data } = await inbox(word);
    expect(data.map((c) => c.intid)).toEqual([first.intid, second.intid]);
    expect(data[0]).toMatchObject({ vcmember: ani.vcname, vcname: `${word} halte rusak`, vclast_message: 'Tolong segera diperbaiki.', intlast_is_admin: 0, intunread: 2, intstatus: 0, vcstatus: 'Baru' });
    expect(data[1]).toMatchObject({ vcmember: budi.vcname, vclast_message: 'Bus belum datang.', intunread: 1 });

    // Opening the chat reads it: the count is gone for every operator.
    await t.call('GET', `/api/v1/conversation/message?conversationId=${first.intid}`, { token: chatter.token });
    expect((await inbox(word)).data.find((c) => c.intid === first.intid)?.intunread).toBe(0);

    await operatorSays(second.intid, 'Kami cek &amp; kabari <b>segera</b>.');
    expect((await inbox(word)).data[0]).toMatchObject({ intid: second.intid, vclast_message: 'Kami cek & kabari segera.', intlast_is_admin: 1 });
  });

  it('cuts a long last message to a short line', async () => {
    const word = tag();
    const m = await signedInMember(t);
    await complain(m.token, word, `<p>${'panjang '.repeat(60)}</p>`);
    const [row] = (await inbox(word)).data;
    expect(row.vclast_message.length).toBeLessThanOrEqual(120);
    expect(row.vclast_message).toMatch(/^panjang panjang .*…$/);
  });

  it('the waiting time runs from the member’s first unanswered message: none once answered or ended', async () => {
    const word = tag();
    const m = await signedInMember(t);
    const c = await complain(m.token, word);
    const opened = (await t.call('GET', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token })).json().data[0] as { dtadd: string };
    await memberSays(m.token, c.intid, 'Halo?');
    expect((await inbox(word)).data[0].dtwaiting_since).toBe(opened.dtadd);

    await operatorSays(c.intid, 'Baik, kami bantu.');
    expect((await inbox(word)).data[0].dtwaiting_since).toBeNull();

    const asked = await memberSays(m.token, c.intid, 'Sudah ada kabar?');
    await memberSays(m.token, c.intid, 'Halo?');
    expect((await inbox(word)).data[0]).toMatchObject({ dtwaiting_since: asked.dtadd, intunread: 4 });

    await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: chatter.token });
    expect((await inbox(word)).data[0]).toMatchObject({ dtwaiting_since: null, intstatus: 2, vcstatus: 'Selesai' });
  });

  it('needs the Chatting Member screen; that screen alone reads and answers a conversation', async () => {
    const complaintsOnly = await userWithScreens(t, ['operations.complaints']);
    const res = await t.call('GET', '/api/v1/conversation/inbox', { token: complaintsOnly.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeUndefined();
    const m = await signedInMember(t);
    expect((await t.call('GET', '/api/v1/conversation/inbox', { token: m.token })).statusCode).toBe(401);

    const c = await complain(m.token, tag());
    expect((await t.call('GET', `/api/v1/conversation/message?conversationId=${c.intid}`, { token: chatter.token })).statusCode).toBe(200);
    expect((await operatorSays(c.intid, 'Kami bantu.')).statusCode).toBe(201);
  });
});
