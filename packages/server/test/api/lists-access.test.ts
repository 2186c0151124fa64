import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screensOf, type ScreenKey } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userOfRole, userWithScreens, type TestUser } from '../helpers/roles.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';

let t: TestApp;
let schoolId: number;
let driver: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  schoolId = (await created(t, '/api/v1/schools', schoolBody(1))).intid;
  driver = await userOfRole(t, 'DRIVER');
});
afterAll(() => t.close());

/** Each option list and the screens whose forms choose from it. */
const LISTS: [path: string, screens: ScreenKey[]][] = [
  ['/lists/school', ['master.students', 'operations.registrations', 'reports.students']],
  ['/lists/class/2', ['master.students', 'operations.registrations']],
  ['/class/{school}', ['master.students', 'operations.registrations', 'reports.students']],
  ['/lists/vehicle', ['master.schools', 'tracking.live']],
  ['/lists/route', ['master.vehicles', 'master.route-map', 'operations.registrations', 'master.students', 'reports.students']],
  ['/lists/route_point/{route}', ['master.students', 'operations.registrations', 'reports.students']],
  ['/lists/role', ['admin.users']],
  ['/lists/menu', ['admin.roles', 'admin.menus']],
];

describe('option lists are read only by the screens that need them', () => {
  it.each(LISTS)('%s: %j', async (path, screens) => {
    const url = () => `/api/v1${path.replace('{school}', String(schoolId)).replace('{route}', '1')}`;
    for (const screen of screens) {
      const user = await userWithScreens(t, [screen]);
      const res = await t.call('GET', url(), { token: user.token });
      expect(res.statusCode, `${url()} with ${screen}`).toBe(200);
      expect(Array.isArray(res.json().data)).toBe(true);
    }
    // Every other screen of the mode together is not enough, nor a driver's account.
    const others = await userWithScreens(t, screensOf('school').map((s) => s.key).filter((k) => !screens.includes(k)));
    for (const user of [others, driver]) {
      const res = await t.call('GET', url(), { token: user.token });
      expect(res.statusCode, url()).toBe(403);
      expect(res.json()).toEqual({ message: 'Anda tidak memiliki akses.' });
    }
    expect((await t.call('GET', url())).statusCode).toBe(401);
  });

  it('a driver signed in cannot read the list of schools', async () => {
    const res = await t.call('GET', '/api/v1/lists/school', { token: driver.token });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('SD Negeri 1 Tuban');
  });
});
