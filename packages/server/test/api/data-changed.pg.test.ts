import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DATA_CHANGED, type DataChanged } from '@halte/contract';
import { openDatabase } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { collect, connect, listen, nextEvent, pause } from '../helpers/realtime.js';
import { schoolBody } from '../helpers/transport-fixtures.js';

/**
 * Two instances on one PostgreSQL database with Redis between them, as behind a load balancer.
 * Runs only in the PostgreSQL suite (see vitest.config.ts).
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  a = await startTestApp({ REDIS_URL });
  urlA = await listen(a);
  b = await startTestApp({ REDIS_URL }, await openDatabase({ databaseUrl: a.database.url!, dataDir: '' }));
  urlB = await listen(b);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await b?.close();
  await b?.database.close();
  await a?.close();
});

describe('changed tables with two instances', () => {
  it('a school added through instance B is announced once to a client of instance A', async () => {
    expect(a.database.kind).toBe('postgres');
    // With clients on both, both instances watch; each must tell only its own clients.
    const [socket, onB] = await Promise.all([connect(urlA, { token: a.adminToken }), connect(urlB, { token: b.adminToken })]);
    sockets.push(socket, onB);
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    const arriving = nextEvent<DataChanged>(socket, DATA_CHANGED);
    expect((await b.call('POST', '/api/v1/schools', { token: b.adminToken, body: schoolBody(1) })).statusCode).toBe(201);
    expect((await arriving).tables).toContain('schools');
    await pause(1_600);
    expect(got.filter((e) => e.tables.includes('schools'))).toHaveLength(1);
  });
});
