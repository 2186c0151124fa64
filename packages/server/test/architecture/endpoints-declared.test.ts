import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, endpointsOfMode, MODE_SLICES, SLICE_ENDPOINTS, type AppType } from '@halte/contract';
import { installGuard } from '../../src/auth/guard.js';
import { route } from '../../src/lib/http/route.js';
import { validatorCompiler } from '../../src/lib/http/validate.js';
import { responseSerializer } from '../../src/lib/http/serializer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { routeName } from '../helpers/route-table.js';

const declaredName = (e: { method: string; path: string }) => `${e.method} /api/v1${e.path}`;

describe('every /api/v1 route is its contract declaration', { timeout: 120_000 }, () => {
  const apps: Partial<Record<AppType, TestApp>> = {};
  beforeAll(async () => {
    apps.school = await startTestApp({ APP_TYPE: 'school' });
    apps.parking = await startTestApp({ APP_TYPE: 'parking' });
  });
  afterAll(async () => {
    await apps.school?.close();
    await apps.parking?.close();
  });

  for (const mode of ['school', 'parking'] as const) {
    it(`the ${mode} mode serves exactly the endpoints its slices declare (${MODE_SLICES[mode].join(', ')})`, () => {
      // A GET also answers HEAD, from the same declaration.
      const served = apps[mode]!.app.apiRoutes.filter((r) => r.method !== 'HEAD').map(routeName).sort();
      const declared = endpointsOfMode(mode).map(declaredName).sort();
      expect(served).toEqual(declared);
    });
  }

  it('no endpoint is declared twice, in one slice or across slices', () => {
    const names = Object.values(SLICE_ENDPOINTS).flat().map(declaredName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('every slice declares endpoints', () => {
    for (const [slice, endpoints] of Object.entries(SLICE_ENDPOINTS)) expect(endpoints.length, slice).toBeGreaterThan(3);
  });
});

describe('the guard refuses a route that is not registered from a declaration', () => {
  const probe = endpoint({ method: 'GET', path: '/probe', tags: ['probe'], access: 'public', answers: {} });

  const start = async (register: (app: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer(true));
    installGuard(app);
    try {
      await app.register(async (api) => register(api), { prefix: '/api/v1' });
      await app.ready();
      return 'started';
    } catch (e) {
      return (e as Error).message;
    } finally {
      await app.close();
    }
  };

  it('starts with a declared route', async () => {
    expect(await start((api) => route(api, probe, async (_req, reply) => reply.send()))).toBe('started');
  });

  it('refuses a route added by hand, even with a valid access', async () => {
    expect(await start((api) => api.get('/probe', { config: { access: 'public' } }, async () => ({})))).toMatch(/GET \/api\/v1\/probe is not registered from its declaration/);
  });

  it('refuses a route whose path or method differs from the declaration it names', async () => {
    expect(await start((api) => api.get('/other', { config: { access: 'public', endpoint: probe } }, async () => ({})))).toMatch(/not registered from its declaration/);
    expect(await start((api) => api.post('/probe', { config: { access: 'public', endpoint: probe } }, async () => ({})))).toMatch(/not registered from its declaration/);
  });

  it('refuses a route whose access differs from its declaration', async () => {
    expect(await start((api) => api.get('/probe', { config: { access: 'staff', endpoint: probe } }, async () => ({})))).toMatch(/not registered from its declaration/);
  });
});
