import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_EVENT, type ConversationMessageWire, type EndedSignal } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf, sendOverSocket } from '../helpers/conversation-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';
import { nextEvent } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';

/** Member on instance A, operator on instance B: one PostgreSQL database, Redis between them. */
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
beforeAll(async () => ({ a, b, urlA, urlB } = await startTwoInstances()));
afterAll(() => stopTwoInstances({ a, b }));
const client = socketClients(() => urlA);

describe('complaint messages across two instances', () => {
  it('the member on A and the operator on B hear each other, over HTTP and over the socket, and the end on A', async () => {
    expect(a.database.kind).toBe('postgres');
    const operator = await userWithScreens(a, ['operations.complaints']);
    const m = await signedInMember(a);
    const c = await complaintOf(a, m.token, operator.token, 'Dua instans');
    const memberOnA = await client({ token: m.token }, urlA);
    const staffOnB = await client({ token: operator.token }, urlB);

    const toMember = nextEvent<ConversationMessageWire>(memberOnA, c.tokenMember);
    await b.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: c.intid, vcmessage: 'Dari B' } });
    expect(await toMember).toMatchObject({ intis_admin: 1, vcmessage: 'Dari B' });

    const toStaff = nextEvent<ConversationMessageWire>(staffOnB, c.tokenAdmin);
    expect(await sendOverSocket(memberOnA, { token: c.tokenMember, vcmessage: 'Dari A' })).toMatchObject({ status: 201 });
    expect(await toStaff).toMatchObject({ intis_admin: 0, vcmessage: 'Dari A', intsender_id: m.id });

    const ended = nextEvent<EndedSignal>(memberOnA, ENDED_EVENT);
    expect((await b.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token })).statusCode).toBe(200);
    expect(await ended).toEqual({ token: c.tokenMember });
  });
});
