import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Two instances on one PostgreSQL database, each keeping its own list pages: a change made
 * through one must show on the other at once, with no message between them (the version
 * counter lives in the database). Runs only in the PostgreSQL suite (see vitest.config.ts).
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({}, await openDatabase({ databaseUrl: a.database.url!, dataDir: '' }));
});
afterAll(async () => {
  await b?.close();
  await b?.database.close();
  await a?.close();
});

const usernames = async (t: TestApp, q: string) =>
  ((await t.call('GET', `/api/v1/users?q=${q}`, { token: t.adminToken })).json() as { data: { vcusername: string }[] }).data.map((u) => u.vcusername);

describe('two instances keeping list pages', () => {
  it('a user created, renamed and deleted through B shows on A at once', async () => {
    expect(await usernames(a, 'cempaka')).toEqual([]);
    const res = await b.call('POST', '/api/v1/users', {
      token: b.adminToken,
      body: { vcname: 'Cempaka Wulan', vcusername: 'cempaka', vcpassword: 'rahasia-123', vcemail: '', vcphone: '', role: 1 },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.intid as number;
    expect(await usernames(a, 'cempaka')).toEqual(['cempaka']);

    const put = await b.call('PUT', `/api/v1/users/${id}`, { token: b.adminToken, body: { vcname: 'Melur Wulan', vcusername: 'melur', role: 1 } });
    expect(put.statusCode).toBe(200);
    expect(await usernames(a, 'cempaka')).toEqual([]);
    expect(await usernames(a, 'wulan')).toEqual(['melur']);

    expect((await b.call('DELETE', `/api/v1/users/${id}`, { token: b.adminToken })).statusCode).toBe(200);
    expect(await usernames(a, 'wulan')).toEqual([]);
  });
});
