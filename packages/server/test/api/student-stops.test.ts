import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { childBody, routeOf, schoolWithTwoRoutes, stopIds, type SchoolWithTwoRoutes } from '../helpers/stop-fixtures.js';
import { rowCount } from '../helpers/rows.js';
import { userWith } from '../helpers/route-table.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let w: SchoolWithTwoRoutes;

const URL = '/api/v1/students';
const get = async (id: number) => (await t.call('GET', `${URL}/${id}`, { token: t.adminToken })).json().data;
const post = (body: Record<string, unknown>) => t.call('POST', URL, { token: t.adminToken, body });
const put = (id: number, body: Record<string, unknown>) => t.call('PUT', `${URL}/${id}`, { token: t.adminToken, body });
const stored = async (id: number) =>
  (await t.database.db.select({ routeId: students.routeId, routePointId: students.routePointId }).from(students).where(eq(students.id, id)))[0];

beforeAll(async () => {
  t = await startTestApp();
  w = await schoolWithTwoRoutes(
    t,
    { school: 501, routeA: 51, routeB: 52 },
    [-6.9, 112.048],
    [
      ['Terminal Kambang Putih', -6.9006, 112.0283],
      ['Dekat Sekolah', -6.9003, 112.0485],
      ['Pos Tanpa Titik', null, null],
      ['Alun-alun Tuban', -6.8972, 112.0505],
    ],
    [
      ['Pasar Jenu', -6.8393, 111.9907],
      ['Sugiharjo', -6.8858, 112.0215],
    ],
  );
});
afterAll(() => t.close());

describe('Data Siswa: the child’s stop', () => {
  it('keeps the stop chosen on the child’s route and shows it in the detail and the list', async () => {
    const res = await post(childBody(1, w.school.intid, w.kelas, { intrute: String(w.routeA.intid), intrute_titik_id: String(w.stopsA['Alun-alun Tuban']) }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.intid;
    const shown = { intrute: w.routeA.intid, vcrute: w.routeA.vcnama, intrute_titik_id: w.stopsA['Alun-alun Tuban'], vcrute_titik: 'Alun-alun Tuban' };
    expect(await get(id)).toMatchObject(shown);
    const list = (await t.call('GET', `${URL}?q=9300000001`, { token: t.adminToken })).json().data;
    expect(list).toEqual([expect.objectContaining(shown)]);
  });

  it('without a chosen stop shows the route’s stop nearest to the school, and none without a route', async () => {
    const onRoute = (await post(childBody(2, w.school.intid, w.kelas, { intrute: w.routeA.intid }))).json().data;
    expect(onRoute).toMatchObject({ intrute: w.routeA.intid, intrute_titik_id: null, vcrute_titik: 'Dekat Sekolah' });
    const list = (await t.call('GET', `${URL}?q=9300000002`, { token: t.adminToken })).json().data;
    expect(list[0]).toMatchObject({ intrute_titik_id: null, vcrute_titik: 'Dekat Sekolah' });
    const none = (await post(childBody(3, w.school.intid, w.kelas, { intrute: '', intrute_titik_id: '' }))).json().data;
    expect(none).toMatchObject({ intrute: null, vcrute: '', intrute_titik_id: null, vcrute_titik: '' });
  });

  it('refuses another route’s stop, an unknown stop and a stop without a route, writing nothing', async () => {
    const before = await rowCount(t, students);
    const cases: [Record<string, unknown>, string][] = [
      [{ intrute: w.routeA.intid, intrute_titik_id: w.stopsB['Sugiharjo'] }, 'Halte tidak berada di rute siswa.'],
      [{ intrute_titik_id: w.stopsA['Dekat Sekolah'] }, 'Halte tidak berada di rute siswa.'],
      [{ intrute: w.routeA.intid, intrute_titik_id: 2147483647 }, 'Halte tidak ditemukan.'],
      [{ intrute: w.routeA.intid, intrute_titik_id: 'abc' }, 'Halte tidak ditemukan.'],
      [{ intrute: 2147483647 }, 'Rute tidak ditemukan.'],
    ];
    for (const [extra, message] of cases) {
      const res = await post(childBody(4, w.school.intid, w.kelas, extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().errors)).toEqual([message]);
    }
    expect(await rowCount(t, students)).toBe(before);

    const id = (await post(childBody(5, w.school.intid, w.kelas, { intrute: w.routeA.intid, intrute_titik_id: w.stopsA['Terminal Kambang Putih'] }))).json().data.intid;
    const res = await put(id, childBody(5, w.school.intid, w.kelas, { vcnama: 'Nama Lain', intrute: w.routeA.intid, intrute_titik_id: w.stopsB['Pasar Jenu'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.intrute_titik_id).toBe('Halte tidak berada di rute siswa.');
    expect(await get(id)).toMatchObject({ vcnama: 'Anak Halte 5', intrute_titik_id: w.stopsA['Terminal Kambang Putih'] });
  });

  it('keeps the stop while the route stays, clears it when the route changes, and clears it on request', async () => {
    const id = (await post(childBody(6, w.school.intid, w.kelas, { intrute: w.routeA.intid, intrute_titik_id: w.stopsA['Terminal Kambang Putih'] }))).json().data.intid;
    // A client that sends neither keeps both.
    expect((await put(id, childBody(6, w.school.intid, w.kelas, { vcnama: 'Anak Halte Enam' }))).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ routeId: w.routeA.intid, routePointId: w.stopsA['Terminal Kambang Putih'] });

    const moved = await put(id, childBody(6, w.school.intid, w.kelas, { intrute: w.routeB.intid }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ intrute: w.routeB.intid, intrute_titik_id: null, vcrute_titik: 'Sugiharjo' });
    expect(await stored(id)).toEqual({ routeId: w.routeB.intid, routePointId: null });

    await put(id, childBody(6, w.school.intid, w.kelas, { intrute: w.routeB.intid, intrute_titik_id: w.stopsB['Pasar Jenu'] }));
    expect(await stored(id)).toEqual({ routeId: w.routeB.intid, routePointId: w.stopsB['Pasar Jenu'] });
    await put(id, childBody(6, w.school.intid, w.kelas, { intrute: w.routeB.intid, intrute_titik_id: null }));
    expect(await stored(id)).toEqual({ routeId: w.routeB.intid, routePointId: null });
    await put(id, childBody(6, w.school.intid, w.kelas, { intrute: '0' }));
    expect(await stored(id)).toEqual({ routeId: null, routePointId: null });
  });

  it('keeps a child’s stop through an edit of the route that keeps the stop’s name, and drops it when the stop goes', async () => {
    const route = await routeOf(t, 53, [['Halte Satu', -6.91, 112.04], ['Halte Dua', -6.905, 112.045], ['Halte Tiga', -6.9, 112.05]]);
    const stops = await stopIds(t, route.intid);
    const id = (await post(childBody(7, w.school.intid, w.kelas, { intrute: route.intid, intrute_titik_id: stops['Halte Dua'] }))).json().data.intid;
    const edit = (points: [string, number, number][]) =>
      t.call('PUT', `/api/v1/routes/${route.intid}`, {
        token: t.adminToken,
        body: { vckode: 'R53', vcnama: 'Rute 53', titik_rute: points.map(([vcnama, declattitude, declongitude]) => ({ vcnama, declattitude, declongitude })) },
      });
    // Another stop added before it, one renamed, its own moved: still the same stop.
    expect((await edit([['Halte Baru', -6.92, 112.03], ['Halte Satu (Pasar)', -6.91, 112.04], ['Halte Dua', -6.906, 112.046], ['Halte Tiga', -6.9, 112.05]])).statusCode).toBe(200);
    expect(await stopIds(t, route.intid)).toMatchObject({ 'Halte Dua': stops['Halte Dua'], 'Halte Tiga': stops['Halte Tiga'] });
    expect(await get(id)).toMatchObject({ intrute_titik_id: stops['Halte Dua'], vcrute_titik: 'Halte Dua' });
    const route53 = (await t.call('GET', `/api/v1/routes/${route.intid}`, { token: t.adminToken })).json().data;
    expect(route53.titik_rute.map((p: { vcnama: string }) => p.vcnama)).toEqual(['Halte Baru', 'Halte Satu (Pasar)', 'Halte Dua', 'Halte Tiga']);
    expect(route53.titik_rute[2]).toEqual({ vcnama: 'Halte Dua', declattitude: -6.906, declongitude: 112.046 });

    expect((await edit([['Halte Baru', -6.92, 112.03], ['Halte Tiga', -6.9, 112.05]])).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ routeId: route.intid, routePointId: null });
  });
});

describe('a route’s stops as options', () => {
  it('lists the stops in their order for the student form, registrations and the parent’s form', async () => {
    const expected = ['Terminal Kambang Putih', 'Dekat Sekolah', 'Pos Tanpa Titik', 'Alun-alun Tuban'];
    for (const screen of ['master.students', 'operations.registrations', 'reports.students'] as const) {
      const user = await userWith(t, screen);
      const res = await t.call('GET', `/api/v1/lists/route_point/${w.routeA.intid}`, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((o: { label: string }) => o.label)).toEqual(expected);
    }
    const parent = await signedInMember(t);
    const mine = await t.call('GET', `/api/v1/member/lists/route_point/${w.routeB.intid}?q=jenu`, { token: parent.token });
    expect(mine.json().data).toEqual([{ value: w.stopsB['Pasar Jenu'], label: 'Pasar Jenu' }]);
    expect((await t.call('GET', `/api/v1/lists/route_point/2147483647`, { token: t.adminToken })).json().data).toEqual([]);
  });

  it('is closed to visitors and to staff without a screen using it', async () => {
    expect((await t.call('GET', `/api/v1/lists/route_point/${w.routeA.intid}`)).statusCode).toBe(401);
    const other = await userWith(t, 'master.vehicles');
    expect((await t.call('GET', `/api/v1/lists/route_point/${w.routeA.intid}`, { token: other.token })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/v1/member/lists/route_point/${w.routeA.intid}`, { token: t.adminToken })).statusCode).toBe(401);
  });
});
