import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { ScreenKey } from '@halte/contract';
import { userWithScreens } from './roles.js';

/** Total rows a list endpoint reports: what "nothing was written" is checked against. */
export async function listLength(t: TestApp, url: string): Promise<number> {
  const res = await t.call('GET', `${url}?limit=1`, { token: t.adminToken });
  expect(res.statusCode).toBe(200);
  return res.json().length;
}

/**
 * For each required field: leaving it out, or sending it blank, answers 400 with the
 * field's exact message and writes nothing.
 */
export async function expectRequiredMessages(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  listUrl: string,
  valid: Record<string, unknown>,
  messages: Record<string, string>,
) {
  const before = await listLength(t, listUrl);
  for (const [field, message] of Object.entries(messages)) {
    for (const body of [{ ...valid, [field]: undefined }, { ...valid, [field]: typeof valid[field] === 'string' ? '   ' : '' }]) {
      const res = await t.call(method, url, { token: t.adminToken, body });
      expect(res.statusCode, `${field} ${JSON.stringify(body[field])}`).toBe(400);
      expect(res.json().errors?.[field]).toBe(message);
    }
  }
  expect(await listLength(t, listUrl)).toBe(before);
}

/** 401 without a token, 403 for a role that has only other screens (by default Siswa), for each call. */
export async function expectGuarded(t: TestApp, calls: [method: string, url: string][], otherScreens: ScreenKey[] = ['master.students']) {
  const outsider = await userWithScreens(t, otherScreens);
  for (const [method, url] of calls) {
    const anonymous = await t.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
    expect(anonymous.json().message).toBe('Sesi Anda telah berakhir. Silakan login kembali.');
    const denied = await t.call(method, url, { token: outsider.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(denied.statusCode, `${method} ${url} other role`).toBe(403);
    expect(denied.json().message).toBe('Anda tidak memiliki akses.');
  }
}
