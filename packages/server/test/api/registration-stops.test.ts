import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations, students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWith } from '../helpers/route-table.js';
import { rowCount } from '../helpers/rows.js';
import { childBody, schoolWithTwoRoutes, type SchoolWithTwoRoutes } from '../helpers/stop-fixtures.js';

let t: TestApp;
let w: SchoolWithTwoRoutes;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  w = await schoolWithTwoRoutes(
    t,
    { school: 701, routeA: 71, routeB: 72 },
    [-6.9, 112.048],
    [['Pasar Baru Tuban', -6.8986, 112.0446], ['Alun-alun Tuban', -6.8972, 112.0505]],
    [['Desa Beji', -6.8512, 112.0011], ['Sugiharjo', -6.8858, 112.0215]],
  );
});
afterAll(() => t.close());

/** The parent's form for a child on `routeId`; the registration body has no member link. */
function form(routeId: number, extra: Record<string, unknown> = {}) {
  const { intuser_public_id: _none, ...body } = childBody(200 + ++serial, w.school.intid, w.kelas, { intrute: routeId, ...extra });
  return body;
}

async function registered(body: Record<string, unknown>) {
  const parent = await signedInMember(t);
  const res = await t.call('POST', '/api/v1/member/registrations', { token: parent.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return { parent, reg: res.json().data };
}

async function approve(id: number, body?: Record<string, unknown>) {
  const staff = await userWith(t, 'operations.registrations');
  const res = await t.call('POST', `/api/v1/registrations/${id}/approve`, { token: staff.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const studentStop = async (id: number) =>
  (await t.database.db.select({ routeId: students.routeId, routePointId: students.routePointId }).from(students).where(eq(students.id, id)))[0];

describe('a registration’s stop', () => {
  it('is asked for by the parent, shown to both sides, and carried to the student on approval', async () => {
    const { parent, reg } = await registered(form(w.routeA.intid, { intrute_titik_id: String(w.stopsA['Alun-alun Tuban']) }));
    expect(reg).toMatchObject({ intrute: w.routeA.intid, intrute_titik_id: w.stopsA['Alun-alun Tuban'], vcrute_titik: 'Alun-alun Tuban' });
    const staffView = (await t.call('GET', `/api/v1/registrations/${reg.intid}`, { token: t.adminToken })).json().data;
    expect(staffView).toMatchObject({ intrute_titik_id: w.stopsA['Alun-alun Tuban'], vcrute_titik: 'Alun-alun Tuban' });

    const approved = await approve(reg.intid);
    expect(await studentStop(approved.intsiswa)).toEqual({ routeId: w.routeA.intid, routePointId: w.stopsA['Alun-alun Tuban'] });
    const student = (await t.call('GET', `/api/v1/students/${approved.intsiswa}`, { token: t.adminToken })).json().data;
    expect(student).toMatchObject({ intrute: w.routeA.intid, intrute_titik_id: w.stopsA['Alun-alun Tuban'], vcrute_titik: 'Alun-alun Tuban' });
    const [mine] = (await t.call('GET', '/api/v1/member/registrations', { token: parent.token })).json().data;
    expect(mine).toMatchObject({ intstatus: 1, vcrute_titik: 'Alun-alun Tuban' });
  });

  it('is optional: without one the student gets none chosen', async () => {
    const { reg } = await registered(form(w.routeA.intid));
    expect(reg).toMatchObject({ intrute_titik_id: null, vcrute_titik: '' });
    const approved = await approve(reg.intid);
    expect(await studentStop(approved.intsiswa)).toEqual({ routeId: w.routeA.intid, routePointId: null });
  });

  it('is dropped when staff approve onto another route', async () => {
    const { reg } = await registered(form(w.routeA.intid, { intrute_titik_id: w.stopsA['Pasar Baru Tuban'] }));
    const approved = await approve(reg.intid, { intrute: w.routeB.intid });
    expect(approved).toMatchObject({ intrute: w.routeB.intid, intrute_titik_id: null, vcrute_titik: '' });
    expect(await studentStop(approved.intsiswa)).toEqual({ routeId: w.routeB.intid, routePointId: null });
  });

  it('refuses another route’s stop from the parent and from a staff correction, writing nothing', async () => {
    const before = await rowCount(t, registrations);
    const parent = await signedInMember(t);
    const res = await t.call('POST', '/api/v1/member/registrations', { token: parent.token, body: form(w.routeA.intid, { intrute_titik_id: w.stopsB['Sugiharjo'] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ intrute_titik_id: 'Halte tidak berada di rute siswa.' });
    expect(await rowCount(t, registrations)).toBe(before);

    const { reg } = await registered(form(w.routeA.intid, { intrute_titik_id: w.stopsA['Pasar Baru Tuban'] }));
    const body: Record<string, unknown> = form(w.routeB.intid, { vckode: reg.vckode, intrute_titik_id: w.stopsA['Pasar Baru Tuban'] });
    const put = await t.call('PUT', `/api/v1/registrations/${reg.intid}`, { token: t.adminToken, body });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors.intrute_titik_id).toBe('Halte tidak berada di rute siswa.');
    // Moving it to another route without naming a stop drops the old one.
    const { intrute_titik_id: _stop, ...moved } = body;
    const fixed = await t.call('PUT', `/api/v1/registrations/${reg.intid}`, { token: t.adminToken, body: moved });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ intrute: w.routeB.intid, intrute_titik_id: null, vcrute_titik: '' });
  });
});
