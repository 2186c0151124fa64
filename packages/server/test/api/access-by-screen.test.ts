import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuWire } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userOfRole, userWithScreens } from '../helpers/roles.js';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  tokens = {
    ADMIN: t.adminToken,
    OPERATOR: (await userOfRole(t, 'OPERATOR')).token,
    DRIVER: (await userOfRole(t, 'DRIVER')).token,
    JUKIR: (await userOfRole(t, 'JUKIR')).token,
    'Siswa, Laporan Bus, Data Role': (await userWithScreens(t, ['master.students', 'reports.bus', 'admin.roles'])).token,
    'Laporan Siswa': (await userWithScreens(t, ['reports.students'])).token,
  };
});
afterAll(() => t.close());

/**
 * What a token may call: every signed-in route of the route table, each answered 'allowed' or
 * 'denied' (403). Ids are ones no record has and bodies are empty, so nothing is changed; sign-out
 * is left out, as it would end the session being measured, and so are the members' calls (a staff
 * token is refused them with 401 whatever its screens).
 */
async function reach(token: string): Promise<string[]> {
  const seen: string[] = [];
  for (const r of t.app.apiRoutes) {
    if (r.access === 'public' || r.access === 'member' || r.url.endsWith('/users/signout')) continue;
    const url = r.url.replace(/:\w+/g, '999999').replace(/\*/g, 'x');
    const res = await t.call(r.method, url, { token, body: ['POST', 'PUT', 'PATCH'].includes(r.method) ? {} : undefined });
    expect(res.statusCode, `${r.method} ${url}`).not.toBe(401);
    seen.push(`${r.method} ${r.url}: ${res.statusCode === 403 ? 'denied' : 'allowed'}`);
  }
  return seen;
}

async function reachOfEveryRole() {
  const out: Record<string, string[]> = {};
  for (const [name, token] of Object.entries(tokens)) out[name] = await reach(token);
  return out;
}

describe('access follows screens, not menu URLs', () => {
  // Every route, five roles, twice: several hundred calls.
  it('renaming every menu (URL, name, icon, order) leaves each role reaching exactly the same calls', { timeout: 180_000 }, async () => {
    const before = await reachOfEveryRole();
    // The roles differ, so the comparison below means something.
    expect(before.OPERATOR).toContain('GET /api/v1/students: allowed');
    expect(before.OPERATOR).toContain('GET /api/v1/users: denied');
    expect(before.ADMIN).toContain('GET /api/v1/users: allowed');
    expect(before.DRIVER.filter((c) => c.endsWith('allowed')).length).toBeLessThan(before.OPERATOR.filter((c) => c.endsWith('allowed')).length);
    expect(before['Siswa, Laporan Bus, Data Role']).toEqual(expect.arrayContaining(['GET /api/v1/students: allowed', 'GET /api/v1/roles: allowed', 'GET /api/v1/vehicles: denied']));

    const list = await t.call('GET', '/api/v1/menus?limit=100', { token: t.adminToken });
    const menus = list.json().data as MenuWire[];
    expect(menus.length).toBe(list.json().length);
    for (const m of menus) {
      const res = await t.call('PUT', `/api/v1/menus/${m.intid}`, {
        token: t.adminToken,
        body: {
          vcname: `${m.vcname} (baru)`,
          vcscreen: m.vcscreen,
          vcaction: m.vcscreen ? `/menu-baru/${m.intid}` : `#grup-${m.intid}`,
          vcicon: 'star',
          intparent_id: m.intparent_id,
          intorder: 1000 - m.intorder,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const renamed = (await t.call('GET', '/api/v1/menus?limit=100', { token: t.adminToken })).json().data as MenuWire[];
    expect(renamed.every((m) => m.vcaction.includes('baru') || m.vcaction.startsWith('#grup-'))).toBe(true);

    expect(await reachOfEveryRole()).toEqual(before);
  });
});

describe('a role with one screen', () => {
  it('Laporan Siswa reaches its list, file, changes and form lookups, and no other screen\'s call', async () => {
    const screenCalls = new Set(t.app.apiRoutes.filter((r) => Array.isArray(r.access) && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const allowed = (await reach(tokens['Laporan Siswa'])).filter((c) => c.endsWith(': allowed') && screenCalls.has(c.replace(/: allowed$/, '')));
    expect(allowed.map((c) => c.replace(/: allowed$/, '')).sort()).toEqual(
      [
        'GET /api/v1/report/student',
        'POST /api/v1/report/student',
        'GET /api/v1/report/student/:id',
        'PUT /api/v1/report/student/:id',
        'DELETE /api/v1/report/student/:id',
        'GET /api/v1/report/student/export',
        'GET /api/v1/lists/school',
        'GET /api/v1/class/:id',
        'GET /api/v1/lists/route',
        'GET /api/v1/lists/route_point/:id',
      ].sort(),
    );
  });
});
