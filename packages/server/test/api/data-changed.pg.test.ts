import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CHANGED, type DataChanged } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { collect, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startTwoInstances, stopTwoInstances } from '../helpers/socket-app.js';
import { schoolBody } from '../helpers/transport-fixtures.js';

/**
 * Two instances on one PostgreSQL database with Redis between them, as behind a load balancer.
 * Runs only in the PostgreSQL suite (see vitest.config.ts).
 */
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
beforeAll(async () => ({ a, b, urlA, urlB } = await startTwoInstances()));
afterAll(() => stopTwoInstances({ a, b }));
const onA = socketClients(() => urlA);
const onB = socketClients(() => urlB);

describe('changed tables with two instances', () => {
  it('a school added through instance B is announced once to a client of instance A', async () => {
    expect(a.database.kind).toBe('postgres');
    // With clients on both, both instances watch; each must tell only its own clients.
    const [socket] = await Promise.all([onA({ token: a.adminToken }), onB({ token: b.adminToken })]);
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    const arriving = nextEvent<DataChanged>(socket, DATA_CHANGED);
    expect((await b.call('POST', '/api/v1/schools', { token: b.adminToken, body: schoolBody(1) })).statusCode).toBe(201);
    expect((await arriving).tables).toContain('schools');
    await pause(1_600);
    expect(got.filter((e) => e.tables.includes('schools'))).toHaveLength(1);
  });
});
