import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@halte/contract';
import { classes, schools, users } from '../../src/db/schema/index.js';
import { listOf } from '../../src/lib/data/list.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';

/**
 * A list's declared filters beyond q/page/limit (lib/data/list.ts), on both paths: the students
 * list keeps its pages (the filter is part of what is kept), small lists read in one query.
 */
let t: TestApp;
let melati: { intid: number };
let kenanga: { intid: number };
let classId: number;
const STUDENTS = '/api/v1/students';
const context = { timeZone: 'Asia/Jakarta' };

const studentBody = (n: number, name: string, schoolId: number) => ({
  vckode: String(8_200_000_000 + n),
  vcnama: name,
  vcalamat: `Jl. Sunan Kalijaga No. ${n}, Tuban`,
  intsex: 1,
  intsekolah: schoolId,
  intkelas: classId,
  vcnamaortuwali: `Wali ${n}`,
  vctelportuwali: '0812-3333-4444',
  vcnikortuwali: '',
  intuser_public_id: '0',
});

const names = async (query: string) => {
  const res = await t.call('GET', `${STUDENTS}?${query}`, { token: t.adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { vcnama: string }[]).map((s) => s.vcnama);
};

beforeAll(async () => {
  t = await startTestApp();
  melati = await created(t, '/api/v1/schools', schoolBody(51, { vcnama: 'SDN Melati', intjenjangsekolah: 2 }));
  kenanga = await created(t, '/api/v1/schools', schoolBody(52, { vcnama: 'SDN Kenanga', intjenjangsekolah: 2 }));
  const [cls] = await t.database.db.select().from(classes).where(sql`${classes.level} = 2`).limit(1);
  classId = cls.id;
  await created(t, STUDENTS, studentBody(1, 'Adi Melati', melati.intid));
  await created(t, STUDENTS, studentBody(2, 'Budi Melati', melati.intid));
  await created(t, STUDENTS, studentBody(3, 'Citra Kenanga', kenanga.intid));
});
afterAll(() => t.close());

describe('GET /students?intsekolah', () => {
  it("lists one school's students, with the search and the count, each school kept apart", async () => {
    expect(await names(`intsekolah=${melati.intid}`)).toEqual(['Adi Melati', 'Budi Melati']);
    expect(await names(`intsekolah=${kenanga.intid}`)).toEqual(['Citra Kenanga']);
    expect(await names(`intsekolah=${melati.intid}&q=budi`)).toEqual(['Budi Melati']);
    expect(await names(`intsekolah=${kenanga.intid}&q=budi`)).toEqual([]);
    expect(await names('q=melati')).toEqual(['Adi Melati', 'Budi Melati']);
    const page = await t.call('GET', `${STUDENTS}?intsekolah=${melati.intid}&limit=1&page=2`, { token: t.adminToken });
    expect(page.json()).toMatchObject({ length: 2, page_total: 2, data: [{ vcnama: 'Budi Melati' }] });
  });

  it('shows a student moved to another school in both lists at once', async () => {
    const [budi] = (await t.call('GET', `${STUDENTS}?q=budi`, { token: t.adminToken })).json().data;
    expect(await names(`intsekolah=${kenanga.intid}`)).toEqual(['Citra Kenanga']);
    const moved = await t.call('PUT', `${STUDENTS}/${budi.intid}`, { token: t.adminToken, body: studentBody(2, 'Budi Melati', kenanga.intid) });
    expect(moved.statusCode).toBe(200);
    expect(await names(`intsekolah=${melati.intid}`)).toEqual(['Adi Melati']);
    expect(await names(`intsekolah=${kenanga.intid}`)).toEqual(['Budi Melati', 'Citra Kenanga']);
  });

  it('refuses a filter value that is no id, in Indonesian', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.call('GET', `${STUDENTS}?intsekolah=${bad}`, { token: t.adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Sekolah harus berupa id sekolah.', errors: { intsekolah: 'Sekolah harus berupa id sekolah.' } });
    }
  });
});

describe('listOf', () => {
  it('keeps pages in descending order with a filter, ties broken by id', async () => {
    for (const name of ['Zaenal', 'Yusuf', 'Yusuf']) {
      await t.database.db.insert(users).values({ name, username: `${name.toLowerCase()}-${Math.random()}`, passwordHash: 'x', roleId: 1 });
    }
    const list = listOf<{ id: number; name: string }, string, ListQuery & { role?: number }>({
      table: users,
      id: users.id,
      columns: { id: users.id, name: users.name },
      search: [users.name],
      order: [{ desc: users.name }],
      filters: { role: (roleId) => eq(users.roleId, roleId) },
      kept: true,
      map: (row) => `${row.name}#${row.id}`,
    });
    const query = { q: '', page: 1, limit: 10, role: 1 };
    const first = await list(t.database.db, query, context);
    const ids = first.data.map((s) => Number(s.split('#')[1]));
    expect(first.data.map((s) => s.split('#')[0]).slice(0, 3)).toEqual(['Zaenal', 'Yusuf', 'Yusuf']);
    expect(ids[1]).toBeGreaterThan(ids[2]);
    expect((await list(t.database.db, { ...query, q: 'yus' }, context)).data.map((s) => s.split('#')[0])).toEqual(['Yusuf', 'Yusuf']);
    expect((await list(t.database.db, { ...query, role: 999 }, context)).length).toBe(0);
    expect(await list(t.database.db, query, context)).toEqual(first);
  });

  it('filters a small list read in one query, the count past the last page included', async () => {
    const list = listOf<{ id: number; name: string }, string, ListQuery & { level?: number }>({
      table: schools,
      id: schools.id,
      columns: { id: schools.id, name: schools.name },
      search: [schools.name],
      order: [schools.name],
      filters: { level: (level) => eq(schools.level, level) },
      map: (row) => row.name,
    });
    expect((await list(t.database.db, { q: 'sdn', page: 1, limit: 10, level: 2 }, context)).data).toEqual(['SDN Kenanga', 'SDN Melati']);
    expect(await list(t.database.db, { q: 'sdn', page: 1, limit: 10, level: 3 }, context)).toMatchObject({ length: 0, data: [] });
    expect(await list(t.database.db, { q: '', page: 5, limit: 10, level: 2 }, context)).toMatchObject({ length: 2, page: 5, data: [] });
  });
});
