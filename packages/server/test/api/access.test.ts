import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { endpoint, isScreenKey, type Access } from '@halte/contract';
import { installGuard, type RouteAccess } from '../../src/auth/guard.js';
import { isAppAccess } from '../../src/auth/access.js';
import { route } from '../../src/lib/http/route.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';

/**
 * Calls anyone may make (see docs/security.md): sign-in, config, the API document, the members' and
 * trackers' own APIs, and the published article and slider images.
 */
const PUBLIC = [
  /^\/api\/v1\/users\/signin$/, /^\/api\/v1\/config$/, /^\/api\/v1\/openapi\.json$/,
  /^\/api\/v1\/member\//, /^\/api\/v1\/tracking\//, /^\/api\/v1\/images\//,
];

/** A route declared with any access, a wrong one too: the guard checks the declared access itself. */
const lupa = (access: unknown) => endpoint({ method: 'GET', path: '/lupa', tags: ['probe'], access: access as Access, answers: {} });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('every /api/v1 route declares who may call it', () => {
  it('the registered routes are all collected, the known ones among them', () => {
    const seen = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    for (const r of ['POST /api/v1/users/signin', 'GET /api/v1/users', 'PUT /api/v1/users/:id/password', 'DELETE /api/v1/menus/:id', 'GET /api/v1/apps/navigation', 'POST /api/v1/notifications/read-all', 'GET /api/v1/openapi.json']) {
      expect(seen, r).toContain(r);
    }
  });

  it('each is public (and on the public list), signed-in, staff, a phone app\'s (driver, jukir), member, or names screens of the registry', () => {
    const problems: string[] = [];
    const check = (r: RouteAccess) => {
      const { access } = r;
      if (access === 'public') return PUBLIC.some((p) => p.test(r.url)) || problems.push(`${r.method} ${r.url} is public`);
      if (access === 'signed-in' || access === 'staff' || isAppAccess(access) || access === 'member') return;
      if (!Array.isArray(access) || access.length === 0) return problems.push(`${r.method} ${r.url} declares no access`);
      for (const key of access) if (!isScreenKey(key)) problems.push(`${r.method} ${r.url} names unknown screen ${key}`);
    };
    t.app.apiRoutes.forEach(check);
    expect(problems).toEqual([]);
  });

  it('every route the OpenAPI document lists is among them', async () => {
    const doc = (await t.call('GET', '/api/v1/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const seen = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue; // /healthz and /readyz live outside the API
      for (const method of Object.keys(ops)) expect(seen, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  });

  it('a route without access, or with an empty menu list, stops the server from starting', async () => {
    for (const config of [{}, { access: [] }, { access: 'semua' }]) {
      const app = Fastify();
      installGuard(app);
      const start = async () => {
        await app.register(async (api) => {
          route(api, lupa((config as { access?: unknown }).access), async (_req, reply) => reply.send({ ok: true }));
        }, { prefix: '/api/v1' });
        await app.ready();
      };
      await expect(start(), JSON.stringify(config)).rejects.toThrow(/GET.*\/api\/v1\/lupa declares no valid config\.access/);
      await app.close().catch(() => undefined);
    }
  });

  it('a route naming a screen the registry lacks (a URL, a misspelt key) stops the server from starting', async () => {
    for (const access of [['/master/siswa'], ['master.siswa'], ['master.students', 'master.studens']]) {
      const app = Fastify();
      installGuard(app);
      const start = async () => {
        await app.register(async (api) => {
          route(api, lupa(access), async (_req, reply) => reply.send({ ok: true }));
        }, { prefix: '/api/v1' });
        await app.ready();
      };
      await expect(start(), access.join()).rejects.toThrow(/GET.*\/api\/v1\/lupa names unknown screen/);
      await app.close().catch(() => undefined);
    }
  });
});

describe('the guard follows the matched route, not the raw address', () => {
  it('an encoded path to a protected route still needs a token and the screen', async () => {
    const outsider = await userWithScreens(t, []);
    for (const url of ['/%61pi/v1/users', '/api/%761/users', '/api/v1/%75sers']) {
      const anonymous = await t.call('GET', url);
      expect(anonymous.statusCode, url).toBe(401);
      expect((await t.call('GET', url, { token: outsider.token })).statusCode, url).toBe(403);
      expect((await t.call('GET', url, { token: t.adminToken })).statusCode, url).toBe(200);
    }
  });

  it('a malformed Authorization header is a 401, not a 500', async () => {
    for (const authorization of ['Bearer', 'Basic YWRtaW46eA==', `Bearer ${'x'.repeat(500)}`, 'Bearer a b c', 'bearer  ']) {
      const res = await t.call('GET', '/api/v1/users', { headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
  });
});
