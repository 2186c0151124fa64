import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIMIT } from '@halte/contract';
import { schools } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';

/**
 * Option lists (`/lists/*` and a school's classes) are searched by `q`, capped by `limit`, and
 * give the options a form already holds by `ids`: a large table is never sent whole.
 */
let t: TestApp;
let someIds: number[];

const options = async (url: string) => {
  const res = await t.call('GET', `/api/v1${url}`, { token: t.adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { value: number; label: string }[];
};

beforeAll(async () => {
  t = await startTestApp();
  const rows = Array.from({ length: 5_000 }, (_, i) => ({
    code: `OPS${String(i).padStart(4, '0')}`,
    name: i === 4321 ? 'SMA Negeri Kedungrejo Ujung' : `SD Negeri ${String(i).padStart(4, '0')} Tuban`,
    address: 'Tuban',
    level: i === 4321 ? 4 : 2,
  }));
  for (let i = 0; i < rows.length; i += 1_000) await t.database.db.insert(schools).values(rows.slice(i, i + 1_000));
  someIds = (await options('/lists/school?q=negeri%2000&limit=3')).map((o) => o.value);
  const route = await created(t, '/api/v1/routes', routeBody(1));
  await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid));
  await created(t, '/api/v1/vehicles', vehicleBody(2, route.intid));
});
afterAll(() => t.close());

describe('GET /lists/school over 5,000 schools', () => {
  it(`answers at most ${OPTION_LIMIT.default} options by default and at most limit`, async () => {
    const first = await options('/lists/school');
    expect(first).toHaveLength(OPTION_LIMIT.default);
    expect(first[0].label).toBe('SD Negeri 0000 Tuban');
    expect(await options('/lists/school?limit=5')).toHaveLength(5);
    expect(await options(`/lists/school?limit=${OPTION_LIMIT.max}`)).toHaveLength(OPTION_LIMIT.max);
  });

  it('finds one school by any part of its name or code, case-insensitive', async () => {
    expect(await options('/lists/school?q=kedungrejo')).toEqual([
      { value: expect.any(Number), label: 'SMA Negeri Kedungrejo Ujung', intid: expect.any(Number), intjenjangsekolah: 4 },
    ]);
    expect((await options('/lists/school?q=ops4321')).map((o) => o.label)).toEqual(['SMA Negeri Kedungrejo Ujung']);
    expect(await options('/lists/school?q=tidak-ada')).toEqual([]);
  });

  it('gives exactly the options of ids, whatever q says', async () => {
    expect(someIds).toHaveLength(3);
    const chosen = await options(`/lists/school?ids=${someIds.join(',')}&q=kedungrejo`);
    expect(chosen.map((o) => o.value).sort()).toEqual([...someIds].sort());
    expect(await options('/lists/school?ids=999999999')).toEqual([]);
  });

  it('refuses a bad limit or ids in Indonesian', async () => {
    for (const query of ['limit=0', `limit=${OPTION_LIMIT.max + 1}`, 'limit=semua']) {
      const res = await t.call('GET', `/api/v1/lists/school?${query}`, { token: t.adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ limit: `Batas pilihan 1 sampai ${OPTION_LIMIT.max}.` });
    }
    const tooMany = Array.from({ length: OPTION_LIMIT.max + 1 }, (_, i) => i + 1).join(',');
    for (const ids of ['1,abc', '', ',', '1;2', tooMany, '1234567890']) {
      const res = await t.call('GET', `/api/v1/lists/school?ids=${ids}`, { token: t.adminToken });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().message).toBe(`Pilihan harus berupa daftar id (angka dipisah koma, paling banyak ${OPTION_LIMIT.max}).`);
    }
  });
});

describe('every option list', () => {
  it('is searched and capped', async () => {
    expect((await options('/lists/vehicle?q=1001')).map((o) => o.label)).toEqual(['S 1001 AB - Bus Sekolah 1']);
    expect(await options('/lists/vehicle?limit=1')).toHaveLength(1);
    expect((await options('/lists/route?q=rute')).map((o) => o.label)).toEqual(['Rute 1']);
    expect((await options('/lists/role?q=admin')).map((o) => o.label)).toEqual(['Administrator']);
    expect((await options('/lists/menu?q=pengemudi')).map((o) => o.label)).toEqual(['Pengemudi']);
    expect(await options('/lists/menu?limit=3')).toHaveLength(3);
    expect((await options('/lists/class/2?q=kelas%206')).map((o) => o.label)).toEqual(['Kelas 6']);
    expect(await options('/lists/class/2?limit=2')).toHaveLength(2);
    const [sma] = await options('/lists/school?q=kedungrejo');
    expect((await options(`/class/${sma.value}?q=11`)).map((o) => o.label)).toEqual(['Kelas 11']);
  });
});
