import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations, students } from '../../src/db/schema/index.js';
import { calendarDateIn } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { insertTrip } from '../helpers/report-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWith } from '../helpers/route-table.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof transportWorld>>;
let serial = 0;

/** A parent's registration of a child at school A of `w`, asking for `routeId`. */
async function registration(w: World, routeId: number) {
  const parent = await signedInMember(t);
  serial += 1;
  const body = {
    vckode: `66${process.pid % 1000}${Date.now() % 1_000_000}${serial}`,
    vcnama: `Anak Rute ${serial}`,
    vcalamat: 'Jl. Basuki Rahmat No. 3, Tuban',
    intsex: 1,
    intsekolah: w.schoolA.intid,
    intkelas: w.studentA.intkelas,
    vcnamaortuwali: 'Wali Murid',
    vctelportuwali: '0812-5555-6666',
    vcnikortuwali: '',
    intrute: routeId,
  };
  const res = await t.call('POST', '/api/v1/member/registrations', { token: parent.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return { parent, id: res.json().data.intid as number };
}

async function approve(id: number, body?: Record<string, unknown>) {
  const staff = await userWith(t, 'operations.registrations');
  return t.call('POST', `/api/v1/registrations/${id}/approve`, { token: staff.token, body });
}

const routeOfStudent = async (id: number) => (await t.database.db.select({ routeId: students.routeId }).from(students).where(eq(students.id, id)))[0].routeId;

describe('approving a registration keeps the route the parent asked for', () => {
  it('makes the student ride the requested route', async () => {
    const w = await transportWorld(t, 41);
    const { parent, id } = await registration(w, w.routeB.intid);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ intrute: w.routeB.intid, vcrute: w.routeB.vcnama });
    expect(await routeOfStudent(res.json().data.intsiswa)).toBe(w.routeB.intid);
    const [child] = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data;
    expect(child).toMatchObject({ intrute: w.routeB.intid, vcrute: w.routeB.vcnama });
  });

  it('makes the student ride the route staff chose instead, which the parent’s registration then shows', async () => {
    const w = await transportWorld(t, 42);
    const { parent, id } = await registration(w, w.routeB.intid);
    const res = await approve(id, { intrute: w.routeA.intid });
    expect(res.statusCode, res.body).toBe(200);
    expect(await routeOfStudent(res.json().data.intsiswa)).toBe(w.routeA.intid);
    const [mine] = (await t.call('GET', '/api/v1/member/registrations', { token: parent.token })).json().data;
    expect(mine).toMatchObject({ intstatus: 1, intrute: w.routeA.intid, vcrute: w.routeA.vcnama });
  });

  it('refuses an unknown route with the field’s message and leaves the registration waiting', async () => {
    const w = await transportWorld(t, 43);
    const { id } = await registration(w, w.routeB.intid);
    for (const intrute of [2147483647, 'abc']) {
      const res = await approve(id, { intrute });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.intrute).toBe('Rute tidak ditemukan.');
    }
    const [row] = await t.database.db.select({ status: registrations.status, studentId: registrations.studentId }).from(registrations).where(eq(registrations.id, id));
    expect(row).toEqual({ status: 0, studentId: null });
  });
});

describe('a child with a route follows the bus running on it', () => {
  it('follows the running trip on the route, not the school’s bus on another route, and says when none runs', async () => {
    const w = await transportWorld(t, 44);
    const { parent, id } = await registration(w, w.routeB.intid);
    expect((await approve(id)).statusCode).toBe(200);
    const today = calendarDateIn(t.config.timeZone);
    // School A's own bus runs on route A: not the child's bus.
    await insertTrip(t, { vehicleId: w.busA1.intid, driverId: (await signedInDriver(t)).id, routeId: w.routeA.intid, date: today, start: '06:00' });

    const idle = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data[0];
    expect(idle).toMatchObject({ kendaraan: [], bus_beroperasi: false, vcketerangan_bus: 'Belum ada bus yang melayani rute ini hari ini.' });

    // A finished trip on the route is no bus serving it now.
    await insertTrip(t, { vehicleId: w.busB.intid, driverId: (await signedInDriver(t)).id, routeId: w.routeB.intid, date: today, start: '05:00', stop: '05:30' });
    expect((await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data[0].kendaraan).toEqual([]);

    await insertTrip(t, { vehicleId: w.busB.intid, driverId: (await signedInDriver(t)).id, routeId: w.routeB.intid, date: today, start: '06:10' });
    const served = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data[0];
    expect(served).toMatchObject({ bus_beroperasi: true, vcketerangan_bus: '' });
    expect(served.kendaraan.map((v: { intid: number }) => v.intid)).toEqual([w.busB.intid]);
  });

  it('a child without a route keeps following the school’s buses', async () => {
    const w = await transportWorld(t, 45);
    const parent = await signedInMember(t);
    await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, w.studentA.intid));
    const [child] = (await t.call('GET', '/api/v1/member/children', { token: parent.token })).json().data;
    expect(child).toMatchObject({ intrute: null, vcrute: '', bus_beroperasi: null, vcketerangan_bus: '' });
    expect(child.kendaraan.map((v: { intid: number }) => v.intid)).toEqual([w.busA1.intid]);
  });
});
