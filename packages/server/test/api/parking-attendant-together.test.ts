import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { ATTENDANT_MSG, DATA_CHANGED, type DataChanged, calendarDateIn } from '@halte/contract';
import { auditLog, parkingRecords, parkingSummaryDays } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parkingWorld } from '../helpers/attendant-fixtures.js';
import { userOfRole, userWithScreens } from '../helpers/roles.js';
import { connect, listen } from '../helpers/realtime.js';

// Requests sent at once arrive in one turn of the server's loop and are written by one batch.
let t: TestApp;
let url: string;
let w: Awaited<ReturnType<typeof parkingWorld>>;
const IN = '/api/v1/parking/attendant/check-in';
const OUT = '/api/v1/parking/attendant/check-out';
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({ APP_TYPE: 'parking' });
  url = await listen(t);
  w = await parkingWorld(t);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, token = w.jukir.token) => t.call('POST', path, { token, body });
let plates = 0;
const nextPlate = () => `W ${2000 + (plates += 1)} TG`;
const rowsOf = (plate: string) => t.database.db.select().from(parkingRecords).where(eq(parkingRecords.licenseNumber, plate));
const auditsOf = (ids: number[]) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parking_record'), inArray(auditLog.entityId, ids.map(String))));

describe('check-ins sent together', () => {
  it('of one plate at one location: exactly one is checked in, the other refused as parked', async () => {
    const plate = nextPlate();
    const other = await userOfRole(t, 'JUKIR');
    const [a, b] = await Promise.all([
      post(IN, { vclicense_number: plate, intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, client_id: 'sama-1' }),
      post(IN, { vclicense_number: plate, intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, client_id: 'sama-2' }, other.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(ATTENDANT_MSG.alreadyParked);
    expect(await rowsOf(plate.replace(/ /g, ''))).toHaveLength(1);
  });

  it('under one client id twice: one stay, and both answers name it', async () => {
    const plate = nextPlate();
    const body = { vclicense_number: plate, intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id, client_id: 'hp-dua-kali' };
    const [a, b] = await Promise.all([post(IN, body), post(IN, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const [first, again] = a.statusCode === 201 ? [a, b] : [b, a];
    expect(again.json()).toMatchObject({ message: ATTENDANT_MSG.unchanged, changed: false, data: first.json().data });
    const rows = await rowsOf(plate.replace(/ /g, ''));
    expect(rows.map((r) => r.id)).toEqual([first.json().data.intid]);
    expect(await auditsOf([rows[0].id])).toHaveLength(1);
  });

  it('with invalid ones among them: each invalid one is refused alone, the others are checked in', async () => {
    const good = [nextPlate(), nextPlate(), nextPlate()];
    const bad = [nextPlate(), nextPlate(), nextPlate()];
    const inFuture = new Date(Date.now() + 3_600_000).toISOString();
    const answers = await Promise.all([
      post(IN, { vclicense_number: good[0], intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id }),
      post(IN, { vclicense_number: bad[0], intvehicle_type_id: w.car.id, intparking_location_id: w.closed.id }),
      post(IN, { vclicense_number: good[1], intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id }),
      post(IN, { vclicense_number: bad[1], intvehicle_type_id: w.untariffed.id, intparking_location_id: w.pasar.id }),
      post(IN, { vclicense_number: bad[2], intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id, dttime: inFuture, queued: true, client_id: 'hp-masa-depan' }),
      post(IN, { vclicense_number: good[2], intvehicle_type_id: w.car.id, intparking_location_id: w.alun.id }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 400, 201, 409, 400, 201]);
    expect(answers.map((a) => a.json().message)).toEqual([
      ATTENDANT_MSG.checkedIn, ATTENDANT_MSG.locationInactive, ATTENDANT_MSG.checkedIn, ATTENDANT_MSG.noTariff, ATTENDANT_MSG.timeInFuture, ATTENDANT_MSG.checkedIn,
    ]);
    for (const plate of good) expect(await rowsOf(plate.replace(/ /g, ''))).toHaveLength(1);
    for (const plate of bad) expect(await rowsOf(plate.replace(/ /g, ''))).toEqual([]);
  });
});

describe('check-outs sent together', () => {
  it('of one stay under one client id twice: closed once, both answers name the fee', async () => {
    const stay = (await post(IN, { vclicense_number: nextPlate(), intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id })).json().data;
    const body = { intid: stay.intid, client_id: 'hp-keluar-dua-kali' };
    const [a, b] = await Promise.all([post(OUT, body), post(OUT, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().changed, b.json().changed].sort()).toEqual([false, true]);
    expect(a.json().data).toEqual(b.json().data);
    expect(a.json().data).toMatchObject({ intstatus: 2, decamount: 2000 });
    expect((await auditsOf([stay.intid])).filter((r) => r.action === 'update')).toHaveLength(1);
  });

  it('pairs on a summarised day: each stay audited twice, the day summed again, the dashboards told', async () => {
    const viewer = await userWithScreens(t, ['dashboard.parking']);
    const socket = await connect(url, { token: viewer.token });
    open.push(socket);
    // Two days ago, as entries an outbox kept offline; the recap summarises that closed day.
    const checkInAt = new Date(Date.now() - 2 * 86_400_000);
    const day = calendarDateIn(t.config.timeZone, checkInAt);
    const recap = async () => {
      const res = await t.call('GET', `/api/v1/parking?from=${day}&to=${day}&parking_location=${w.alun.id}&limit=5`, { token: t.adminToken });
      return res.json() as { total_data: number; total_income: number };
    };
    const earlier = { vclicense_number: nextPlate(), intvehicle_type_id: w.motor.id, intparking_location_id: w.alun.id, dttime: checkInAt.toISOString(), queued: true, client_id: 'hp-hari-awal' };
    expect((await post(IN, earlier)).statusCode).toBe(201);
    const before = await recap();
    expect((await t.database.db.select().from(parkingSummaryDays)).map((d) => d.day)).toContain(day);

    const told = new Promise<void>((resolve) => socket.on(DATA_CHANGED, (e: DataChanged) => e.tables.includes('parking_records') && resolve()));
    const plates = [nextPlate(), nextPlate(), nextPlate(), nextPlate()];
    const checkedIn = await Promise.all(plates.map((plate, i) => post(IN, {
      vclicense_number: plate, intvehicle_type_id: w.car.id, intparking_location_id: w.alun.id, dttime: checkInAt.toISOString(), queued: true, client_id: `hp-hari-${i}`,
    })));
    expect(checkedIn.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    await told;
    const ids = checkedIn.map((r) => r.json().data.intid as number);
    // 61 minutes later: the first hour and one started hour.
    const leaving = new Date(checkInAt.getTime() + 61 * 60_000).toISOString();
    const checkedOut = await Promise.all(ids.map((intid, i) => post(OUT, { intid, dttime: leaving, queued: true, client_id: `hp-hari-out-${i}` })));
    expect(checkedOut.map((r) => [r.statusCode, r.json().data.decamount])).toEqual(ids.map(() => [200, 6000]));

    expect(await recap()).toMatchObject({ total_data: before.total_data + 4, total_income: before.total_income + 4 * 6000 });
    const audits = await auditsOf(ids);
    for (const id of ids) {
      expect(audits.filter((r) => r.entityId === String(id)).map((r) => [r.action, r.userId])).toEqual([['create', w.jukir.userId], ['update', w.jukir.userId]]);
    }
  });
});
