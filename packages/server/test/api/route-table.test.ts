import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SCREEN_KEYS, isScreenKey, screenOf, type ScreenKey } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { bothModes, pathOf, routeMode, routeName, routeTable, screenRoute, userLacking, userWith, type ApiRoute } from '../helpers/route-table.js';
import { userOfRole, userWithScreens } from '../helpers/roles.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { isAppAccess } from '../../src/auth/access.js';

/**
 * Access checks generated from the app's own route table, so a route added later is covered
 * without being listed here. Paths are filled with an id no record has, so nothing is changed.
 */
let t: TestApp;
/** The same server in the parking mode, for the parking screens' routes. */
let parking: TestApp;
let routes: readonly ApiRoute[];
beforeAll(async () => {
  t = await startTestApp();
  parking = await startTestApp({ APP_TYPE: 'parking' });
  routes = bothModes(t, parking);
});
afterAll(async () => {
  await t.close();
  await parking.close();
});
const appFor = (r: ApiRoute) => (routeMode(r) === 'parking' ? parking : t);

const declares = (r: ApiRoute) =>
  ['public', 'signed-in', 'staff', 'member'].includes(r.access as string) || isAppAccess(r.access) || (Array.isArray(r.access) && r.access.length > 0 && r.access.every(isScreenKey));

describe('the route table', () => {
  it('holds every area of the API', () => {
    expect(routes.length).toBeGreaterThan(50);
    const areas = new Set(routes.map((r) => r.url.split('/')[3]));
    for (const area of ['users', 'roles', 'menus', 'employee', 'vehicles', 'routes', 'schools', 'students', 'articles', 'lists', 'search', 'notifications']) {
      expect(areas, area).toContain(area);
    }
  });

  it('each mode serves its own slices and the platform: the other mode\'s routes do not exist there', async () => {
    const inSchool = new Set(routeTable(t).map(routeName));
    const inParking = new Set(routeTable(parking).map(routeName));
    const names = (pred: (r: ApiRoute) => boolean) => routes.filter(pred).map(routeName);
    expect(names((r) => r.url.startsWith('/api/v1/parking') && inSchool.has(routeName(r)))).toEqual([]);
    expect(names((r) => /^\/api\/v1\/(students|employee|member|driver|conversation|report\/(bus|driver|student))\b/.test(r.url) && inParking.has(routeName(r)))).toEqual([]);
    for (const url of ['/api/v1/users/signin', '/api/v1/users', '/api/v1/notifications', '/api/v1/search']) {
      expect(names((r) => r.url === url && inSchool.has(routeName(r)) && inParking.has(routeName(r))), url).not.toEqual([]);
    }
    // Each route is called in a mode that serves it.
    expect(names((r) => !(routeMode(r) === 'parking' ? inParking : inSchool).has(routeName(r)))).toEqual([]);
    const [school404, parking404] = [await t.call('GET', '/api/v1/parking/location', { token: t.adminToken }), await parking.call('GET', '/api/v1/students', { token: parking.adminToken })];
    expect([school404.statusCode, parking404.statusCode]).toEqual([404, 404]);
  });

  it('every route declares who may call it', () => {
    expect(routes.filter((r) => !declares(r)).map(routeName)).toEqual([]);
  });
});

describe('without a token', () => {
  it('every route that is not public answers 401 with the sign-in message', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      for (const headers of [{}, { authorization: 'Bearer bukan-token-yang-sah' }] as Record<string, string>[]) {
        const res = await appFor(r).call(r.method, pathOf(r), { headers });
        const message = r.method === 'HEAD' ? MSG.unauthorized : res.json().message;
        if (res.statusCode !== 401 || message !== MSG.unauthorized) wrong.push(`${routeName(r)} ${JSON.stringify(headers)}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('screens', () => {
  const byAccess = () => {
    const groups = new Map<string, ApiRoute[]>();
    for (const r of routes.filter(screenRoute)) {
      const key = JSON.stringify([...(r.access as readonly string[])].sort());
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    return groups;
  };

  it("a role with every other screen but none of the route's is refused with 403", async () => {
    const wrong: string[] = [];
    for (const [key, group] of byAccess()) {
      const app = appFor(group[0]);
      const outsider = await userLacking(app, JSON.parse(key) as ScreenKey[]);
      for (const r of group) {
        const res = await app.call(r.method, pathOf(r), { token: outsider.token });
        const message = r.method === 'HEAD' ? MSG.forbidden : res.json().message;
        if (res.statusCode !== 403 || message !== MSG.forbidden) wrong.push(`${routeName(r)}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a role with any one of the screens a route names gets past the guard', async () => {
    const screens = new Set(routes.filter(screenRoute).flatMap((r) => r.access));
    const wrong: string[] = [];
    for (const screen of screens) {
      const app = screenOf(screen)?.mode === 'parking' ? parking : t;
      const user = await userWith(app, screen);
      for (const r of routes.filter((x) => screenRoute(x) && x.access.includes(screen))) {
        const res = await app.call(r.method, pathOf(r), { token: user.token });
        if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${routeName(r)} with ${screen}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("drivers' accounts and the back office", () => {
  /** Whether the answer is the guard's refusal: 403 with its message (HEAD has no body). */
  const isRefusal = (r: ApiRoute, res: { statusCode: number; json(): { message?: string } }) =>
    res.statusCode === 403 && (r.method === 'HEAD' || res.json().message === MSG.forbidden);

  it("every 'driver' route refuses every staff role with 403, the administrator and a role with every screen included", async () => {
    const driverRoutes = routes.filter((r) => r.access === 'driver');
    expect(driverRoutes.map(routeName)).toContain('POST /api/v1/driver/positions');
    const everything = await userWithScreens(t, [...SCREEN_KEYS]);
    const operator = await userOfRole(t, 'OPERATOR');
    const wrong: string[] = [];
    for (const [name, token] of [['ADMIN', t.adminToken], ['OPERATOR', operator.token], ['every screen', everything.token]]) {
      for (const r of driverRoutes) if (!isRefusal(r, await t.call(r.method, pathOf(r), { token }))) wrong.push(`${routeName(r)} with ${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a driver gets past the guard of every 'driver' and 'signed-in' route, and is refused every 'staff' and screen route", async () => {
    const driver = await userOfRole(t, 'DRIVER');
    const wrong: string[] = [];
    // Sign-out would end the session being checked; 'signed-in' routes are called on one's own record.
    for (const r of routeTable(t).filter((x) => x.access !== 'public' && x.access !== 'member' && !x.url.endsWith('/users/signout'))) {
      const open = r.access === 'driver' || r.access === 'signed-in';
      const res = await t.call(r.method, pathOf(r, { id: String(driver.userId) }), { token: driver.token });
      if (res.statusCode === 401 || open === isRefusal(r, res)) wrong.push(`${routeName(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("attendants' accounts and the back office (parking mode)", () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await startTestApp({ APP_TYPE: 'parking' });
  });
  afterAll(() => p?.close());
  const isRefusal = (r: ApiRoute, res: { statusCode: number; json(): { message?: string } }) =>
    res.statusCode === 403 && (r.method === 'HEAD' || res.json().message === MSG.forbidden);

  it("every 'jukir' route refuses every staff role with 403, the administrator and a role with every screen included, and a driver", async () => {
    const jukirRoutes = routeTable(p).filter((r) => r.access === 'jukir');
    expect(jukirRoutes.map(routeName)).toEqual(expect.arrayContaining(['GET /api/v1/parking/attendant/me', 'POST /api/v1/parking/attendant/check-in', 'POST /api/v1/parking/attendant/check-out']));
    const everything = await userWithScreens(p, [...SCREEN_KEYS]);
    const operator = await userOfRole(p, 'OPERATOR');
    const driver = await userOfRole(p, 'DRIVER');
    const wrong: string[] = [];
    for (const [name, token] of [['ADMIN', p.adminToken], ['OPERATOR', operator.token], ['every screen', everything.token], ['DRIVER', driver.token]]) {
      for (const r of jukirRoutes) if (!isRefusal(r, await p.call(r.method, pathOf(r), { token }))) wrong.push(`${routeName(r)} with ${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it("an attendant gets past the guard of every 'jukir' and 'signed-in' route, and is refused every other", async () => {
    const jukir = await userOfRole(p, 'JUKIR');
    const wrong: string[] = [];
    for (const r of routeTable(p).filter((x) => x.access !== 'public' && x.access !== 'member' && !x.url.endsWith('/users/signout'))) {
      const open = r.access === 'jukir' || r.access === 'signed-in';
      const res = await p.call(r.method, pathOf(r, { id: String(jukir.userId) }), { token: jukir.token });
      if (res.statusCode === 401 || open === isRefusal(r, res)) wrong.push(`${routeName(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("members' tokens and staff tokens", () => {
  const isUnauthorized = (r: ApiRoute, res: { statusCode: number; json(): { message?: string } }) =>
    res.statusCode === 401 && (r.method === 'HEAD' || res.json().message === MSG.unauthorized);

  it("every 'member' route refuses every staff token with 401: the administrator, a role with every screen, a driver", async () => {
    const memberRoutes = routes.filter((r) => r.access === 'member');
    expect(memberRoutes.map(routeName)).toEqual(expect.arrayContaining(['GET /api/v1/member/profile', 'POST /api/v1/member/complaints', 'GET /api/v1/member/children']));
    const everything = await userWithScreens(t, [...SCREEN_KEYS]);
    const driver = await userOfRole(t, 'DRIVER');
    const wrong: string[] = [];
    for (const [name, token] of [['ADMIN', t.adminToken], ['every screen', everything.token], ['DRIVER', driver.token]]) {
      for (const r of memberRoutes) if (!isUnauthorized(r, await t.call(r.method, pathOf(r), { token }))) wrong.push(`${routeName(r)} with ${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a member's token is refused with 401 by every route that is neither public nor a member's, and passes every member route", async () => {
    const member = await signedInMember(t);
    const wrong: string[] = [];
    // Sign-out would end the session being checked.
    for (const r of routeTable(t).filter((x) => x.access !== 'public' && !x.url.endsWith('/member/signout'))) {
      const res = await t.call(r.method, pathOf(r), { token: member.token });
      if (isUnauthorized(r, res) !== (r.access !== 'member')) wrong.push(`${routeName(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
