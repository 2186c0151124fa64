import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, isScreenKey, type ScreenKey } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pathOf, routeName, routeTable, screenRoute, userLacking, userWith, type ApiRoute } from '../helpers/route-table.js';

/**
 * Access checks generated from the app's own route table, so a route added later is covered
 * without being listed here. Paths are filled with an id no record has, so nothing is changed.
 */
let t: TestApp;
let routes: readonly ApiRoute[];
beforeAll(async () => {
  t = await startTestApp();
  routes = routeTable(t);
});
afterAll(() => t.close());

const declares = (r: ApiRoute) =>
  r.access === 'public' || r.access === 'staff' || (Array.isArray(r.access) && r.access.length > 0 && r.access.every(isScreenKey));

describe('the route table', () => {
  it('holds every area of the API', () => {
    expect(routes.length).toBeGreaterThan(50);
    const areas = new Set(routes.map((r) => r.url.split('/')[3]));
    for (const area of ['users', 'roles', 'menus', 'employee', 'vehicles', 'routes', 'schools', 'students', 'articles', 'lists', 'search', 'notifications']) {
      expect(areas, area).toContain(area);
    }
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
        const res = await t.call(r.method, pathOf(r), { headers });
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
      const outsider = await userLacking(t, JSON.parse(key) as ScreenKey[]);
      for (const r of group) {
        const res = await t.call(r.method, pathOf(r), { token: outsider.token });
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
      const user = await userWith(t, screen);
      for (const r of routes.filter((x) => screenRoute(x) && x.access.includes(screen))) {
        const res = await t.call(r.method, pathOf(r), { token: user.token });
        if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${routeName(r)} with ${screen}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
