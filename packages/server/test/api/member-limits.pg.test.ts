import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationWire } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf, sendOverSocket } from '../helpers/conversation-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';

/** Two instances behind a load balancer, one PostgreSQL database and Redis between them. */
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  ({ a, b, urlA, urlB } = await startTwoInstances({ MEMBER_MESSAGES_PER_MEMBER: '3' }));
  // Counts of an earlier run (member ids start again with each database) are not this run's.
  const redis = a.app.redis!;
  const stale = await redis.keys('halte:member-limit:*');
  if (stale.length) await redis.del(...stale);
  // Other test files run beside this one on the same Redis, each with member ids from 1: this
  // file's members take ids none of theirs reach, so the per-member counts are this file's alone.
  await a.database.db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${1_000_000_000 + Math.floor(Math.random() * 100_000_000)})`);
});
afterAll(() => stopTwoInstances({ a, b }));
const client = socketClients(() => urlA);

describe('member limits across two instances', () => {
  it("a member's messages count once whichever instance and way they take; the operator on the other instance keeps one notice, told of each", async () => {
    expect(a.database.kind).toBe('postgres');
    const operator = await userWithScreens(a, ['operations.complaints']);
    const m = await signedInMember(a);
    const c = await complaintOf(a, m.token, operator.token, 'Dua instans');
    const memberOnB = await client({ token: m.token }, urlB);
    const staffOnB = await client({ token: operator.token }, urlB);
    const told = collect<NotificationWire>(staffOnB, 'notification');

    expect((await a.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Lewat A' } })).statusCode).toBe(201);
    expect(await sendOverSocket(memberOnB, { token: c.tokenMember, vcmessage: 'Soket di B' })).toMatchObject({ status: 201 });
    expect((await b.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Lewat B' } })).statusCode).toBe(201);
    expect((await a.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Satu lagi' } })).statusCode).toBe(429);
    expect(await sendOverSocket(memberOnB, { token: c.tokenMember, vcmessage: 'Satu lagi' })).toMatchObject({ status: 429 });

    await expect.poll(() => told.length).toBe(3);
    expect(new Set(told.map((n) => n.intid)).size).toBe(1);
    expect((await b.call('GET', '/api/v1/notifications', { token: operator.token })).json().unread).toBe(1);
  });
});
