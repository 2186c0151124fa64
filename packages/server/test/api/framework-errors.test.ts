import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** Requests refused before any route sees them, over real HTTP: the usual body, in Indonesian. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${t.adminToken}`, ...headers } });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('requests refused before routing', () => {
  it('an address or headers over the size limit: 431 with the message only', async () => {
    expect(await get(`/api/v1/search?q=${'a'.repeat(20_000)}`)).toEqual({ status: 431, body: { message: MSG.urlTooLong } });
    expect(await get('/api/v1/search', { 'x-panjang': 'a'.repeat(20_000) })).toEqual({ status: 431, body: { message: MSG.urlTooLong } });
  });

  it('a path parameter over the length limit: 414 with the message, not the path', async () => {
    expect(await get(`/api/v1/roles/${'1'.repeat(200)}`)).toEqual({ status: 414, body: { message: MSG.urlTooLong } });
  });

  it('a malformed percent-encoding in the path: 400 with the message, not the path', async () => {
    expect(await get('/api/v1/roles/%zz')).toEqual({ status: 400, body: { message: MSG.invalid } });
  });
});
