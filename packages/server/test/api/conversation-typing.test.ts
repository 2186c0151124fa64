import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPING_ACCEPT_EVERY_MS, TYPING_EVENT, type TypingSignal } from '@halte/contract';
import { conversationMessages, conversations } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf } from '../helpers/conversation-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { collect, nextEvent, pause } from '../helpers/realtime.js';
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

/** A member with an open complaint and both sides connected. */
async function conversationWithBothSides(title: string) {
  const member = await signedInMember(t);
  const c = await complaintOf(t, member.token, operator.token, title);
  const [memberSocket, staffSocket] = await Promise.all([client({ token: member.token }), client({ token: operator.token })]);
  return { member, c, memberSocket, staffSocket };
}

// Long enough for a relayed signal to have crossed the server several times over.
const SETTLE_MS = 400;

describe('typing indicator', () => {
  it('the member hears the operator typing on their own token, the operators hear the member on token_admin', async () => {
    const { c, memberSocket, staffSocket } = await conversationWithBothSides('Mengetik');
    const toMember = nextEvent<TypingSignal>(memberSocket, TYPING_EVENT);
    staffSocket.emit(TYPING_EVENT, { token: c.tokenAdmin });
    expect(await toMember).toEqual({ token: c.tokenMember });

    const toStaff = nextEvent<TypingSignal>(staffSocket, TYPING_EVENT);
    memberSocket.emit(TYPING_EVENT, { token: c.tokenMember });
    expect(await toStaff).toEqual({ token: c.tokenAdmin });
  });

  it('a burst of signals is passed on once per interval, and nothing is stored', async () => {
    const { c, memberSocket, staffSocket } = await conversationWithBothSides('Cepat sekali');
    const before = await counts(t, { conversationMessages, conversations });
    const heard = collect<TypingSignal>(memberSocket, TYPING_EVENT);
    const first = nextEvent<TypingSignal>(memberSocket, TYPING_EVENT);
    for (let i = 0; i < 10; i++) staffSocket.emit(TYPING_EVENT, { token: c.tokenAdmin });
    await first;
    await pause(SETTLE_MS);
    expect(heard).toEqual([{ token: c.tokenMember }]);
    await pause(TYPING_ACCEPT_EVERY_MS);
    const second = nextEvent<TypingSignal>(memberSocket, TYPING_EVENT);
    staffSocket.emit(TYPING_EVENT, { token: c.tokenAdmin });
    await second;
    expect(heard).toHaveLength(2);
    expect(await counts(t, { conversationMessages, conversations })).toEqual(before);
  });

  it('a wrong token gets nothing through: another member’s conversation, the other side’s token, staff without the screen, an ended conversation', async () => {
    const { member, c, memberSocket, staffSocket } = await conversationWithBothSides('Salah token');
    const other = await conversationWithBothSides('Orang lain');
    const bystander = await userWithScreens(t, ['master.students']);
    const heard = [collect(memberSocket, TYPING_EVENT), collect(staffSocket, TYPING_EVENT), collect(other.memberSocket, TYPING_EVENT), collect(other.staffSocket, TYPING_EVENT)];

    // Each attempt from a fresh connection, so none is held back by the pace of another.
    const attempts: [string, string][] = [
      [member.token, other.c.tokenMember], // another member's conversation
      [member.token, c.tokenAdmin], // the operators' token from a member
      [member.token, 'bukan-token'],
      [operator.token, c.tokenMember], // the member's token from an operator
      [bystander.token, c.tokenAdmin], // staff whose role has no complaints screen
    ];
    for (const [session, token] of attempts) (await client({ token: session })).emit(TYPING_EVENT, { token });
    (await client({ token: member.token })).emit(TYPING_EVENT, 'tidak sah');

    const ended = await conversationWithBothSides('Sudah selesai');
    await t.call('GET', `/api/v1/conversation/endChat/${ended.c.intid}`, { token: operator.token });
    heard.push(collect(ended.memberSocket, TYPING_EVENT), collect(ended.staffSocket, TYPING_EVENT));
    ended.staffSocket.emit(TYPING_EVENT, { token: ended.c.tokenAdmin });
    ended.memberSocket.emit(TYPING_EVENT, { token: ended.c.tokenMember });

    await pause(SETTLE_MS);
    expect(heard.flat()).toEqual([]);
    // The same sockets still hear a rightful signal: the silence above was the check's doing.
    const rightful = nextEvent<TypingSignal>(memberSocket, TYPING_EVENT);
    (await client({ token: operator.token })).emit(TYPING_EVENT, { token: c.tokenAdmin });
    expect(await rightful).toEqual({ token: c.tokenMember });
  });
});
