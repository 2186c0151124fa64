import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRIP_MSG, type TripWire } from '@halte/contract';
import { boardings, students } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof transportWorld>>;
let driver: Awaited<ReturnType<typeof signedInDriver>>;
let parent: Awaited<ReturnType<typeof signedInMember>>;
let trip: TripWire;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_FREE_FAILURES: '1000', SIGNIN_MAX_PER_IP: '1000' });
  world = await transportWorld(t, 4);
  driver = await signedInDriver(t);
  // The parent of route B's pupil; the driver runs a bus of route A.
  parent = await signedInMember(t);
  await t.database.db.update(students).set({ memberId: parent.id }).where(eq(students.id, world.studentB.intid));
  trip = (await t.call('POST', '/api/v1/driver/trips', { token: driver.token, body: { intvehicle_id: world.busA1.intid } })).json().data;
});
afterAll(() => t.close());

const scan = (body: Record<string, unknown>) => t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body });
const ridesOf = (studentId: number) => t.database.db.select().from(boardings).where(eq(boardings.studentId, studentId));
const childRides = async () => {
  const res = await t.call('GET', '/api/v1/member/children', { token: parent.token });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { intid: number; perjalanan_hari_ini: { inttrip_id: number }[] }[]).find((c) => c.intid === world.studentB.intid)!.perjalanan_hari_ini;
};

describe('a scan by id is kept to the students of the trip’s route', () => {
  it('another route’s student by id: 403 in Indonesian, no ride written, nothing for the parent to see, no NISN or school told', async () => {
    for (const direction of ['in', 'out']) {
      const before = await dbFingerprint(t);
      const res = await scan({ intsiswa_id: world.studentB.intid, direction, client_id: `id-${direction}` });
      expect([res.statusCode, res.json().message]).toEqual([403, TRIP_MSG.offRouteById]);
      expect(res.body).not.toContain(world.studentB.vckode);
      expect(res.body).not.toContain(world.schoolB.vcnama);
      expect(res.body).not.toContain(world.studentB.vcnama);
      expect(changedTables(before, await dbFingerprint(t))).toEqual([]);
    }
    expect(await ridesOf(world.studentB.intid)).toEqual([]);
    expect(await childRides()).toEqual([]);
  });

  it('in one group commit with other scans, the refused one gets its 403 and the route’s own student boards', async () => {
    const [refused, boarded] = await Promise.all([
      scan({ intsiswa_id: world.studentB.intid, direction: 'in', client_id: 'together-b' }),
      scan({ intsiswa_id: world.studentA2.intid, direction: 'in', client_id: 'together-a2' }),
    ]);
    expect([refused.statusCode, refused.json().message]).toEqual([403, TRIP_MSG.offRouteById]);
    expect(boarded.statusCode, boarded.body).toBe(201);
    expect(boarded.json()).toMatchObject({
      message: TRIP_MSG.boarded,
      data: { intsiswa_id: world.studentA2.intid, vcnama: world.studentA2.vcnama, vcnisn: world.studentA2.vckode, vcsekolah: world.schoolA.vcnama, on_board: true },
    });
    expect(boarded.json().warning).toBeUndefined();
    expect(await ridesOf(world.studentB.intid)).toEqual([]);
  });

  it('another route’s card is recorded with its warning and answered by name only; the student may then be marked off by id', async () => {
    const res = await scan({ vckode: world.studentB.vckode, direction: 'in', client_id: 'card-b' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ changed: true, warning: TRIP_MSG.offRoute, message: TRIP_MSG.boarded, data: { intsiswa_id: world.studentB.intid, vcnama: world.studentB.vcnama, on_board: true } });
    expect(answer.data).not.toHaveProperty('vcnisn');
    expect(answer.data).not.toHaveProperty('vcsekolah');
    expect(res.body).not.toContain(world.schoolB.vcnama);
    // The retry of the same card is answered the same way.
    const again = await scan({ vckode: world.studentB.vckode, direction: 'in', client_id: 'card-b' });
    expect([again.statusCode, again.json().data]).toEqual([200, answer.data]);
    expect(await ridesOf(world.studentB.intid)).toHaveLength(1);
    expect((await childRides()).map((r) => r.inttrip_id)).toEqual([trip.intid]);

    // The trip's list names them the same way; the route's own students in full.
    const list = (await t.call('GET', `/api/v1/driver/trips/${trip.intid}/students`, { token: driver.token })).json().data;
    const listed = list.boardings.find((b: { intsiswa_id: number }) => b.intsiswa_id === world.studentB.intid);
    expect(listed).toMatchObject({ vcnama: world.studentB.vcnama, on_board: true });
    expect(listed).not.toHaveProperty('vcnisn');
    expect(listed).not.toHaveProperty('vcsekolah');
    expect(list.boardings.find((b: { intsiswa_id: number }) => b.intsiswa_id === world.studentA2.intid)).toMatchObject({ vcnisn: world.studentA2.vckode, vcsekolah: world.schoolA.vcnama });

    // Aboard from their card, the pupil is marked off by name as any other.
    const off = await scan({ intsiswa_id: world.studentB.intid, direction: 'out', client_id: 'off-b' });
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json()).toMatchObject({ message: TRIP_MSG.alighted, warning: TRIP_MSG.offRoute, data: { intsiswa_id: world.studentB.intid, on_board: false } });
    expect(off.json().data).not.toHaveProperty('vcnisn');
    expect(await ridesOf(world.studentB.intid)).toHaveLength(1);
  });

  it('the staff’s bus report still names the pupil’s NISN and school', async () => {
    const res = await t.call('GET', `/api/v1/report/bus/detail/${world.busA1.intid}/${trip.dtservice}`, { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.find((b: { intsiswa_id: number }) => b.intsiswa_id === world.studentB.intid)).toMatchObject({ vcnisn: world.studentB.vckode, vcsekolah: world.schoolB.vcnama });
  });
});
