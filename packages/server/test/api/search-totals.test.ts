import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, like } from 'drizzle-orm';
import { EXACT_TOTAL_UP_TO } from '@halte/contract';
import { roles, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * A search's total is exact up to `EXACT_TOTAL_UP_TO` matches. Past it the answer may stop
 * counting and say so (`length_exact: false`, `length` a lower bound), while the pages still
 * follow the list's order as far as rows go. An unsearched list is always counted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Page { data: { intid: number; vcname: string }[]; length: number; length_exact?: boolean; page_total: number; page: number }

const usersPage = async (query: string): Promise<Page> => {
  const res = await t.call('GET', `/api/v1/users?${query}`, { token: t.adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Adds `count` users whose names hold `word`, numbered so their name order is known. */
async function addUsers(word: string, count: number, from = 0) {
  const [role] = await t.database.db.select({ id: roles.id }).from(roles).limit(1);
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(from + i).padStart(5, '0');
    return { name: `${word} ${n}`, username: `${word.toLowerCase()}${n}`, passwordHash: 'x', roleId: role.id };
  });
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(users).values(rows.slice(i, i + 500));
}

/** The ids of every user whose name starts with `word`, in the list's order (name, then id). */
const allInOrder = async (word: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(like(users.name, `${word} %`)).orderBy(asc(users.name), asc(users.id))).map((r) => r.id);

describe('a search\'s total', () => {
  it(`is exact at ${EXACT_TOTAL_UP_TO} matches, on the first page and the last`, async () => {
    await addUsers('Kartika', EXACT_TOTAL_UP_TO);
    const first = await usersPage('q=kartika&page=1&limit=10');
    expect(first).toMatchObject({ length: EXACT_TOTAL_UP_TO, page_total: EXACT_TOTAL_UP_TO / 10 });
    expect(first.length_exact).toBeUndefined();
    const expected = await allInOrder('Kartika');
    expect(first.data.map((u) => u.intid)).toEqual(expected.slice(0, 10));
    const last = await usersPage(`q=kartika&page=${EXACT_TOTAL_UP_TO / 10}&limit=10`);
    expect(last.data.map((u) => u.intid)).toEqual(expected.slice(-10));
    expect(last.length_exact).toBeUndefined();
  });

  it('past the threshold says it is a lower bound, and pages on in order as far as rows go', async () => {
    const matches = EXACT_TOTAL_UP_TO + 25;
    await addUsers('Wulandari', matches);
    const expected = await allInOrder('Wulandari');
    expect(expected).toHaveLength(matches);

    const first = await usersPage('q=wulandari&page=1&limit=10');
    expect(first).toMatchObject({ length: EXACT_TOTAL_UP_TO + 1, length_exact: false, page_total: Math.ceil((EXACT_TOTAL_UP_TO + 1) / 10) });
    expect(first.data.map((u) => u.intid)).toEqual(expected.slice(0, 10));

    // The page past the bound the first answer gave exists, and a deeper one knows the rest.
    const past = await usersPage(`q=wulandari&page=${first.page_total}&limit=10`);
    expect(past.data.map((u) => u.intid)).toEqual(expected.slice((first.page_total - 1) * 10, first.page_total * 10));
    const end = await usersPage(`q=wulandari&page=${Math.ceil(matches / 10)}&limit=10`);
    expect(end.data.map((u) => u.intid)).toEqual(expected.slice(-(matches % 10 || 10)));
    // Reaching the last rows, every match has been seen: the total is exact again.
    expect(end).toMatchObject({ length: matches, page_total: Math.ceil(matches / 10) });
    expect(end.length_exact).toBeUndefined();
  });

  it('of a rare term stays exact, and the unsearched list is counted however long', async () => {
    await addUsers('Prameswari', 3);
    const rare = await usersPage('q=prameswari&limit=10');
    expect(rare).toMatchObject({ length: 3, page_total: 1 });
    expect(rare.length_exact).toBeUndefined();

    const everyone = await usersPage('limit=10');
    const n = await t.database.db.$count(users);
    expect(n).toBeGreaterThan(2 * EXACT_TOTAL_UP_TO);
    expect(everyone.length).toBe(n);
    expect(everyone.length_exact).toBeUndefined();
  });
});
