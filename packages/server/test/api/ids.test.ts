import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@halte/contract';
import { parkingRecords, roles, users } from '../../src/db/schema/index.js';
import { insertStay, parkingSetup } from '../helpers/parking-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { pathOf, routeMode, routeName, routeTable } from '../helpers/route-table.js';
import { created, routeBody, vehicleBody } from '../helpers/transport-fixtures.js';
import { signedInDriver } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

/**
 * An id is a plain positive decimal integer. Each of these would be read as record 1 by a
 * loose number coercion (`Number(" 1")`, `Number([1])`, `Number(true)` are all 1).
 */
const LOOKS_LIKE_ONE = [' 1', '1 ', '01', '0x1', '1e0', '1.0', '+1', '[1]', 'true'];
/** In a JSON body, further values a loose coercion reads as 1 or 0. */
const BODY_LOOKS_LIKE_ONE: unknown[] = [...LOOKS_LIKE_ONE, true, [1], 1.5, 0, -1, '0', 2 ** 31];

let t: TestApp;
/** The same server in the parking mode, for the parking screens' routes. */
let parking: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  parking = await startTestApp({ APP_TYPE: 'parking' });
  const place = await parkingSetup(parking);
  await insertStay(parking, { plate: 'B1AB', typeId: place.car, locationId: place.alun, checkInAt: new Date() });
});
afterAll(async () => {
  await t.close();
  await parking.close();
});

describe('path ids', () => {
  it('record 1 exists where the checks below could otherwise reach it', async () => {
    for (const url of ['/api/v1/users/1', '/api/v1/roles/1', '/api/v1/menus/1']) {
      expect((await t.call('GET', url, { token: t.adminToken })).statusCode, url).toBe(200);
    }
    expect((await parking.call('GET', '/api/v1/parking/1', { token: parking.adminToken })).statusCode).toBe(200);
  });

  it('every route with an {id} answers 404 for anything but a plain positive integer, and changes nothing', async () => {
    // The driver app's routes refuse staff: a driver's account (with its driver record) calls them.
    const driverToken = (await signedInDriver(t)).token;
    // A member's routes take a member's token only.
    const memberToken = (await signedInMember(t)).token;
    const before = await counts(t, { users, roles });
    const wrong: string[] = [];
    const parkingBefore = await counts(parking, { users, roles, parkingRecords });
    for (const r of routeTable(t).filter((x) => x.url.includes(':id') && x.method !== 'HEAD')) {
      const app = routeMode(r) === 'parking' ? parking : t;
      const token = r.access === 'driver' ? driverToken : r.access === 'member' ? memberToken : app.adminToken;
      for (const id of [...LOOKS_LIKE_ONE, '0', '-1', '2147483648', '']) {
        const res = await app.call(r.method, pathOf(r, { id }), { token, body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
        // An empty id leaves another route's path (`/users/` is not `/users`): no route at all, also 404.
        if (res.statusCode !== 404 || ![MSG.notFound, MSG.routeNotFound].includes(res.json().message)) {
          wrong.push(`${routeName(r)} id=${JSON.stringify(id)}: ${res.statusCode} ${res.body.slice(0, 60)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await counts(t, { users, roles })).toEqual(before);
    expect(await counts(parking, { users, roles, parkingRecords })).toEqual(parkingBefore);
  });
});

describe('ids in a body', () => {
  it('a reference that is not a plain positive integer names no record (400), and nothing is saved', async () => {
    const route = (await created(t, '/api/v1/routes', routeBody(1))).intid;
    const before = await counts(t, { users, roles });
    const checks: [url: string, body: (v: unknown) => Record<string, unknown>, field: string, message: string][] = [
      ['/api/v1/users', (v) => ({ vcname: 'Budi', vcusername: 'budi', vcpassword: 'rahasia-123', role: v }), 'role', 'Role / Hak Akses tidak ditemukan.'],
      ['/api/v1/vehicles', (v) => vehicleBody(1, route, { intrute_angkutan_id: v }), 'intrute_angkutan_id', 'Rute tidak ditemukan.'],
      ['/api/v1/roles', (v) => ({ vccode: 'UJI', vcname: 'Uji', menus: [v] }), 'menus.0', 'Menu tidak ditemukan.'],
      ['/api/v1/menus', (v) => ({ vcname: 'Uji', vcaction: '#uji', vcicon: 'x', intparent_id: v }), 'intparent_id', 'Menu induk tidak ditemukan.'],
    ];
    const wrong: string[] = [];
    for (const [url, body, field, message] of checks) {
      for (const v of BODY_LOOKS_LIKE_ONE) {
        // 0 and "0" mean "no parent" for a menu, so they are not wrong there.
        if (field === 'intparent_id' && (v === 0 || v === '0')) continue;
        const res = await t.call('POST', url, { token: t.adminToken, body: body(v) });
        if (res.statusCode !== 400 || res.json().errors?.[field] !== message) wrong.push(`${url} ${field}=${JSON.stringify(v)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await counts(t, { users, roles })).toEqual(before);
  });

  it('a missing, null or empty reference is reported as missing', async () => {
    for (const role of [undefined, null, '']) {
      const res = await t.call('POST', '/api/v1/users', { token: t.adminToken, body: { vcname: 'Budi', vcusername: 'budi', vcpassword: 'rahasia-123', role } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ role: 'Role / Hak Akses tidak boleh kosong.' });
    }
  });

  it('an id as a number or as a string of digits is accepted', async () => {
    const route = (await created(t, '/api/v1/routes', routeBody(2))).intid;
    const a = await created(t, '/api/v1/vehicles', vehicleBody(2, route));
    const b = await created(t, '/api/v1/vehicles', vehicleBody(3, String(route) as unknown as number));
    expect([a.intrute_angkutan_id, b.intrute_angkutan_id]).toEqual([route, route]);
    const role = await created(t, '/api/v1/roles', { vccode: 'UJI2', vcname: 'Uji 2', menus: [1, '2'] });
    expect(role.menus).toEqual([1, 2]);
    const top = await created(t, '/api/v1/menus', { vcname: 'Uji', vcaction: '#uji', vcicon: 'x', intparent_id: '' });
    expect(top.intparent_id).toBeNull();
  });
});
