import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERIOD_MSG } from '@halte/contract';
import { articles } from '../../src/db/schema/index.js';
import { periodRange } from '../../src/lib/data/period.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created } from '../helpers/transport-fixtures.js';

/**
 * The period filter (`rt`, `from`, `to`, `m`, `y`) as the articles list reads it. Dates are days
 * of the configured `TZ` (Asia/Jakarta, UTC+7): 16:59:59 UTC on 31 January is still 31 January
 * there, 17:00 UTC is already 1 February.
 */
let t: TestApp;
const URL = '/api/v1/articles';

/** Articles with the given creation instants, named by them. */
const WRITTEN = {
  'akhir-januari': '2026-01-31T16:59:59.000Z', // 23:59:59 on 31 January in Jakarta
  'awal-februari': '2026-01-31T17:00:00.000Z', // 00:00 on 1 February in Jakarta
  'pertengahan-februari': '2026-02-14T05:00:00.000Z',
  'akhir-februari': '2026-02-28T16:59:59.000Z',
  'awal-maret': '2026-02-28T17:00:00.000Z',
};

const titles = async (query: string) => {
  const res = await t.call('GET', `${URL}?limit=100&${query}`, { token: t.adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { vcnama: string }[]).map((a) => a.vcnama).sort();
};
const refused = async (query: string) => {
  const res = await t.call('GET', `${URL}?${query}`, { token: t.adminToken });
  expect(res.statusCode).toBe(400);
  return res.json() as { message: string; errors?: Record<string, string> };
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [title, at] of Object.entries(WRITTEN)) {
    const a = await created(t, URL, { vcnama: title, vcdeskripsi: 'Ringkasan.', vcartikel: '<p>Isi.</p>' });
    await t.database.db.update(articles).set({ createdAt: new Date(at) }).where(eq(articles.id, a.intid));
  }
});
afterAll(() => t.close());

describe('the period filter of a list', () => {
  it('without rt lists every row, newest first', async () => {
    const res = await t.call('GET', `${URL}?limit=100`, { token: t.adminToken });
    expect((res.json().data as { vcnama: string }[]).map((a) => a.vcnama)).toEqual([
      'awal-maret',
      'akhir-februari',
      'pertengahan-februari',
      'awal-februari',
      'akhir-januari',
    ]);
  });

  it('rt=1 is one day of the configured time zone', async () => {
    expect(await titles('rt=1&from=2026-01-31')).toEqual(['akhir-januari']);
    expect(await titles('rt=1&from=2026-02-01')).toEqual(['awal-februari']);
    expect(await titles('rt=1&from=2026-02-28')).toEqual(['akhir-februari']);
    expect(await titles('rt=1&from=2026-03-02')).toEqual([]);
  });

  it('rt=2 is a range of days, both ends included', async () => {
    expect(await titles('rt=2&from=2026-02-01&to=2026-02-28')).toEqual(['akhir-februari', 'awal-februari', 'pertengahan-februari']);
    expect(await titles('rt=2&from=2026-02-14&to=2026-02-14')).toEqual(['pertengahan-februari']);
    expect(await titles('rt=2&from=2026-01-01&to=2026-03-31')).toHaveLength(5);
  });

  it('rt=3 is a month of a year', async () => {
    expect(await titles('rt=3&m=1&y=2026')).toEqual(['akhir-januari']);
    expect(await titles('rt=3&m=2&y=2026')).toEqual(['akhir-februari', 'awal-februari', 'pertengahan-februari']);
    expect(await titles('rt=3&m=3&y=2026')).toEqual(['awal-maret']);
    expect(await titles('rt=3&m=2&y=2025')).toEqual([]);
  });

  it('combines with the search, the count and the paging', async () => {
    const res = await t.call('GET', `${URL}?rt=3&m=2&y=2026&q=februari&limit=2&page=2`, { token: t.adminToken });
    expect(res.json()).toMatchObject({ length: 3, page_total: 2, page: 2, data: [{ vcnama: 'awal-februari' }] });
  });

  it('refuses bad values with an Indonesian message and the field', async () => {
    expect(await refused('rt=4&from=2026-02-01')).toEqual({ message: PERIOD_MSG.type, errors: { rt: PERIOD_MSG.type } });
    expect((await refused('rt=satu')).errors).toEqual({ rt: PERIOD_MSG.type });
    expect((await refused('rt=1')).errors).toEqual({ from: PERIOD_MSG.dateRequired });
    expect((await refused('rt=1&from=2026-02-30')).errors).toEqual({ from: PERIOD_MSG.date });
    expect((await refused('rt=1&from=01-02-2026')).errors).toEqual({ from: PERIOD_MSG.date });
    expect((await refused('rt=2&from=2026-02-01')).errors).toEqual({ to: PERIOD_MSG.toRequired });
    expect((await refused('rt=2&to=2026-02-01')).errors).toEqual({ from: PERIOD_MSG.fromRequired });
    expect((await refused('rt=2&from=2026-02-10&to=2026-02-01')).errors).toEqual({ to: PERIOD_MSG.order });
    expect((await refused('rt=3&y=2026')).errors).toEqual({ m: PERIOD_MSG.monthRequired });
    expect((await refused('rt=3&m=2')).errors).toEqual({ y: PERIOD_MSG.yearRequired });
    expect((await refused('rt=3&m=13&y=2026')).errors).toEqual({ m: PERIOD_MSG.month });
    expect((await refused('rt=3&m=2&y=1999')).errors).toEqual({ y: PERIOD_MSG.year });
    expect((await refused('from=2026-02-01')).errors).toEqual({ rt: PERIOD_MSG.typeRequired });
    expect(PERIOD_MSG.date).toBe('Tanggal harus tanggal yang ada, dengan format TTTT-BB-HH.');
  });
});

describe('periodRange', () => {
  const iso = (r: { start: Date; end: Date } | undefined) => r && [r.start.toISOString(), r.end.toISOString()];

  it('reads the dates as days of the given zone', () => {
    expect(iso(periodRange({ rt: 1, from: '2026-02-01' }, 'Asia/Jakarta'))).toEqual(['2026-01-31T17:00:00.000Z', '2026-02-01T17:00:00.000Z']);
    expect(iso(periodRange({ rt: 1, from: '2026-02-01' }, 'Asia/Jayapura'))).toEqual(['2026-01-31T15:00:00.000Z', '2026-02-01T15:00:00.000Z']);
    expect(iso(periodRange({ rt: 1, from: '2026-02-01' }, 'UTC'))).toEqual(['2026-02-01T00:00:00.000Z', '2026-02-02T00:00:00.000Z']);
  });

  it('ends a range after its last day and a month at the next month, across a year', () => {
    expect(iso(periodRange({ rt: 2, from: '2028-02-28', to: '2028-02-29' }, 'Asia/Jakarta'))).toEqual(['2028-02-27T17:00:00.000Z', '2028-02-29T17:00:00.000Z']);
    expect(iso(periodRange({ rt: 3, m: 12, y: 2026 }, 'Asia/Jakarta'))).toEqual(['2026-11-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z']);
  });

  it('follows a change of offset within the period (a zone with summer time)', () => {
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026: that day has 23 hours.
    expect(iso(periodRange({ rt: 1, from: '2026-03-29' }, 'Europe/Berlin'))).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(iso(periodRange({ rt: 3, m: 3, y: 2026 }, 'Europe/Berlin'))).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
  });

  it('is no limit without rt', () => {
    expect(periodRange({}, 'Asia/Jakarta')).toBeUndefined();
  });
});
