import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_EVENT, type ReadSignal } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf } from '../helpers/conversation-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { collect, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';

let t: TestApp;
let url: string;
let operator: TestUser;
let colleague: TestUser;
beforeAll(async () => {
  ({ t, url } = await startListening());
  operator = await userWithScreens(t, ['operations.complaints']);
  colleague = await userWithScreens(t, ['operations.chat']);
});
afterAll(() => t.close());
const client = socketClients(() => url);

type Thread = { data: { intid: number; dtadd: string; intis_admin: number }[]; dtread_member: string | null; dtread_admin: string | null };
const staffThread = async (token: string, id: number) => {
  const res = await t.call('GET', `/api/v1/conversation/message?conversationId=${id}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json() as Thread;
};
const memberThread = async (token: string, id: number) => {
  const res = await t.call('GET', `/api/v1/member/complaints/${id}/messages`, { token });
  expect(res.statusCode).toBe(200);
  return res.json() as Thread;
};
const staffUnread = async (vccode: string) => (await t.call('GET', `/api/v1/conversation?q=${vccode}`, { token: operator.token })).json().data[0].intunread as number;
const memberUnread = async (token: string, id: number) =>
  ((await t.call('GET', '/api/v1/member/complaints', { token })).json().data as { intid: number; intunread: number }[]).find((c) => c.intid === id)!.intunread;
const memberSays = (token: string, id: number, vcmessage: string) => t.call('POST', `/api/v1/member/complaints/${id}/messages`, { token, body: { vcmessage } });
const operatorSays = (token: string, id: number, vcmessage: string) => t.call('POST', '/api/v1/conversation/message', { token, body: { intconverstion_id: id, vcmessage } });

describe('read state', () => {
  it('reading the thread marks it read for the reader’s side; each answer carries the other side’s time', async () => {
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'Dibaca');
    await memberSays(m.token, c.intid, 'Ada kabar?');
    expect(await staffUnread(c.vccode)).toBe(2);

    // Any staff user reads for the operators' side.
    const read = await staffThread(colleague.token, c.intid);
    expect(read.data).toHaveLength(2);
    expect(read.dtread_admin).toBe(read.data[1].dtadd);
    expect(read.dtread_member).toBeNull();
    expect(await staffUnread(c.vccode)).toBe(0);
    expect((await memberThread(m.token, c.intid)).dtread_admin).toBe(read.data[1].dtadd);

    const reply = (await operatorSays(operator.token, c.intid, 'Sedang kami cek.')).json().data as { dtadd: string };
    expect(await memberUnread(m.token, c.intid)).toBe(1);
    expect((await staffThread(operator.token, c.intid)).dtread_member).toBeNull();
    const memberRead = await memberThread(m.token, c.intid);
    expect(memberRead.dtread_member).toBe(reply.dtadd);
    expect(await memberUnread(m.token, c.intid)).toBe(0);
    expect((await staffThread(operator.token, c.intid)).dtread_member).toBe(reply.dtadd);
  });

  it('a message sent after the reading stays unread, and the reader’s time stays at what was shown', async () => {
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'Setelah dibaca');
    const first = await staffThread(operator.token, c.intid);
    const later = (await memberSays(m.token, c.intid, 'Satu lagi')).json().data as { dtadd: string };
    expect(await staffUnread(c.vccode)).toBe(1);
    expect((await memberThread(m.token, c.intid)).dtread_admin).toBe(first.dtread_admin);
    expect(first.dtread_admin! < later.dtadd).toBe(true);
    expect((await staffThread(operator.token, c.intid)).dtread_admin).toBe(later.dtadd);
  });

  it('another member cannot read, and so cannot mark, a conversation not theirs (404)', async () => {
    const owner = await signedInMember(t);
    const intruder = await signedInMember(t);
    const c = await complaintOf(t, owner.token, operator.token, 'Bukan milikmu');
    await operatorSays(operator.token, c.intid, 'Balasan petugas');
    const res = await t.call('GET', `/api/v1/member/complaints/${c.intid}/messages`, { token: intruder.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeUndefined();
    expect((await staffThread(operator.token, c.intid)).dtread_member).toBeNull();
    expect(await memberUnread(owner.token, c.intid)).toBe(1);
  });
});

// Long enough for a pushed event to have crossed the server several times over.
const SETTLE_MS = 400;

describe('read event', () => {
  it('reaches the other side only, on that side’s own token', async () => {
    const m = await signedInMember(t);
    const other = await signedInMember(t);
    const bystander = await userWithScreens(t, ['master.students']);
    const c = await complaintOf(t, m.token, operator.token, 'Tanda baca');
    const [memberSocket, staffSocket, otherSocket, bystanderSocket] = await Promise.all(
      [m.token, operator.token, other.token, bystander.token].map((token) => client({ token })),
    );
    const silent = [otherSocket, bystanderSocket].map((s) => collect(s, READ_EVENT));
    const heardByStaff = collect<ReadSignal>(staffSocket, READ_EVENT);
    const heardByMember = collect<ReadSignal>(memberSocket, READ_EVENT);

    const toMember = nextEvent<ReadSignal>(memberSocket, READ_EVENT);
    const staffRead = await staffThread(operator.token, c.intid);
    expect(await toMember).toEqual({ token: c.tokenMember, dtread: staffRead.dtread_admin });

    await operatorSays(operator.token, c.intid, 'Sudah kami terima.');
    const toStaff = nextEvent<ReadSignal>(staffSocket, READ_EVENT);
    const memberRead = await memberThread(m.token, c.intid);
    expect(await toStaff).toEqual({ token: c.tokenAdmin, dtread: memberRead.dtread_member });

    // Opening a thread with nothing new to read tells no one.
    await staffThread(operator.token, c.intid);
    await memberThread(m.token, c.intid);
    await pause(SETTLE_MS);
    expect(heardByMember).toEqual([{ token: c.tokenMember, dtread: staffRead.dtread_admin }]);
    expect(heardByStaff).toEqual([{ token: c.tokenAdmin, dtread: memberRead.dtread_member }]);
    expect(silent.flat()).toEqual([]);
  });
});
