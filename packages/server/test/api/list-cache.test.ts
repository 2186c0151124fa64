import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@halte/contract';
import { classes, notifications, users } from '../../src/db/schema/index.js';
import { listCacheOf } from '../../src/lib/data/list-cache.js';
import { listOf } from '../../src/lib/data/list.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';

/**
 * List pages are kept while their table is unchanged (lib/data/list-page.ts). Whatever changes the
 * table, through the API or straight in the database, must show on the very next request.
 */
let t: TestApp;
let school: { intid: number };
let classId: number;

const STUDENTS = '/api/v1/students';
const list = async (app: TestApp, query: string) => {
  const res = await app.call('GET', `${STUDENTS}?${query}`, { token: app.adminToken });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { intid: number; vcnama: string; vcsekolah: string }[]; length: number; page_total: number };
};
const names = async (app: TestApp, query: string) => (await list(app, query)).data.map((s) => s.vcnama);

const studentBody = (n: number, name: string) => ({
  vckode: String(8_100_000_000 + n),
  vcnama: name,
  vcalamat: `Jl. Basuki Rahmat No. ${n}, Tuban`,
  intsex: 2,
  intsekolah: school.intid,
  intkelas: classId,
  vcnamaortuwali: `Wali ${n}`,
  vctelportuwali: '0812-1111-2222',
  vcnikortuwali: '',
  intuser_public_id: '0',
});

beforeAll(async () => {
  t = await startTestApp();
  school = await created(t, '/api/v1/schools', schoolBody(41, { vcnama: 'SDN Kenanga', intjenjangsekolah: 2 }));
  const [cls] = await t.database.db.select().from(classes).where(sql`${classes.level} = 2`).limit(1);
  classId = cls.id;
});
afterAll(() => t.close());

describe('list pages kept between requests', () => {
  it('a search asked twice is answered from the kept page, and a created, renamed or deleted student shows at once', async () => {
    expect(await names(t, 'q=melati')).toEqual([]);
    const melati = await created(t, STUDENTS, studentBody(1, 'Melati Putri'));
    expect(await names(t, 'q=melati')).toEqual(['Melati Putri']);
    const kept = listCacheOf(t.database.db).size;
    expect(await names(t, 'q=melati')).toEqual(['Melati Putri']);
    expect(listCacheOf(t.database.db).size).toBe(kept); // the same page, not a second entry

    const renamed = await t.call('PUT', `${STUDENTS}/${melati.intid}`, { token: t.adminToken, body: studentBody(1, 'Mawar Putri') });
    expect(renamed.statusCode).toBe(200);
    expect(await names(t, 'q=melati')).toEqual([]);
    expect(await names(t, 'q=putri')).toEqual(['Mawar Putri']);

    expect((await t.call('DELETE', `${STUDENTS}/${melati.intid}`, { token: t.adminToken })).statusCode).toBe(200);
    expect(await list(t, 'q=putri')).toMatchObject({ data: [], length: 0, page_total: 0 });
  });

  it('a change written straight to the database, by another tool or instance, shows on the next request', async () => {
    const s = await created(t, STUDENTS, studentBody(2, 'Anggrek Lestari'));
    expect(await names(t, 'q=anggrek')).toEqual(['Anggrek Lestari']);
    expect((await list(t, 'page=1&limit=10')).length).toBe(1);

    await t.database.db.execute(sql`update students set full_name = 'Dahlia Lestari' where id = ${s.intid}`);
    expect(await names(t, 'q=anggrek')).toEqual([]);
    expect(await names(t, 'q=dahlia')).toEqual(['Dahlia Lestari']);

    await t.database.db.execute(sql`delete from students where id = ${s.intid}`);
    expect(await list(t, 'page=1&limit=10')).toMatchObject({ data: [], length: 0 });
  });

  it('the school and class shown beside a kept page are read fresh', async () => {
    await created(t, STUDENTS, studentBody(3, 'Kamboja Sari'));
    expect((await list(t, 'q=kamboja')).data[0].vcsekolah).toBe('SDN Kenanga');
    const res = await t.call('PUT', `/api/v1/schools/${school.intid}`, { token: t.adminToken, body: schoolBody(41, { vcnama: 'SDN Kenanga Baru', intjenjangsekolah: 2 }) });
    expect(res.statusCode).toBe(200);
    expect((await list(t, 'q=kamboja')).data[0].vcsekolah).toBe('SDN Kenanga Baru');
  });

  it('pages and totals stay right as students are added between requests', async () => {
    for (let n = 10; n < 13; n++) await created(t, STUDENTS, studentBody(n, `Teratai ${n}`));
    expect(await list(t, 'q=teratai&page=2&limit=2')).toMatchObject({ length: 3, page_total: 2 });
    expect(await names(t, 'q=teratai&page=2&limit=2')).toEqual(['Teratai 12']);
    await created(t, STUDENTS, studentBody(13, 'Teratai 13'));
    expect(await list(t, 'q=teratai&page=2&limit=2')).toMatchObject({ length: 4, page_total: 2 });
    expect(await names(t, 'q=teratai&page=2&limit=2')).toEqual(['Teratai 12', 'Teratai 13']);
    // Past the last page: no rows, the total still counted.
    expect(await list(t, 'q=teratai&page=5&limit=2')).toMatchObject({ data: [], length: 4, page_total: 2 });
  });
});

describe('a table no trigger counts', () => {
  it('is searched on every request and never kept', async () => {
    const list = listOf({
      table: notifications,
      id: notifications.id,
      columns: { id: notifications.id, title: notifications.title },
      search: [notifications.title],
      order: [notifications.title],
      kept: true,
      map: (row: { id: number; title: string }) => row.title,
    });
    const db = t.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [note] = await db.insert(notifications).values({ userId: admin.id, kind: 'uji', title: 'Kenanga mekar' }).returning();
    const before = listCacheOf(db).size;
    const query = { q: 'kenanga', page: 1, limit: 10 } as ListQuery;
    expect((await list(db, query, { timeZone: 'Asia/Jakarta' })).data).toEqual(['Kenanga mekar']);
    await db.update(notifications).set({ title: 'Flamboyan mekar' }).where(eq(notifications.id, note.id));
    expect((await list(db, query, { timeZone: 'Asia/Jakarta' })).data).toEqual([]);
    expect(listCacheOf(db).size).toBe(before);
  });
});

describe('with LIST_CACHE_ENTRIES=0', () => {
  it('keeps no pages and answers the same', async () => {
    const off = await startTestApp({ LIST_CACHE_ENTRIES: '0' });
    try {
      expect((await off.call('GET', '/api/v1/users?q=admin', { token: off.adminToken })).json()).toMatchObject({ length: 1, data: [{ vcusername: 'admin' }] });
      expect(listCacheOf(off.database.db).size).toBe(0);
    } finally {
      await off.close();
    }
  });
});
