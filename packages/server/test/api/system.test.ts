import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEPARTMENT_NAME: 'Dinas Perhubungan Kabupaten Uji', TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
});
afterAll(() => t.close());

describe('GET /config', () => {
  it('tells anyone, before sign-in, the mode, names, version and map settings', async () => {
    const res = await t.call('GET', '/api/v1/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      app_type: 'school',
      app_name: 'Halte',
      department_name: 'Dinas Perhubungan Kabupaten Uji',
      time_zone: t.config.timeZone,
      default_language: 'id',
      version: VERSION,
      support: { phone: null, email: null },
      map: { center: [-6.8837, 112.0452], zoom: 14, tile_url: 'https://tiles.example/{z}/{x}/{y}.png', tile_attribution: expect.stringContaining('OpenStreetMap') },
    });
    // A bad token does not matter on a public call.
    expect((await t.call('GET', '/api/v1/config', { token: 'x'.repeat(43) })).statusCode).toBe(200);
  });

  it('gives the help desk from SUPPORT_PHONE and SUPPORT_EMAIL', async () => {
    const p = await startTestApp({ SUPPORT_PHONE: '+62 356 321000', SUPPORT_EMAIL: 'halte@dishub.example' });
    try {
      expect((await p.call('GET', '/api/v1/config')).json()).toMatchObject({ support: { phone: '+62 356 321000', email: 'halte@dishub.example' } });
    } finally {
      await p.close();
    }
  });

  it('names the parking application in parking mode', async () => {
    const p = await startTestApp({ APP_TYPE: 'parking' });
    try {
      expect((await p.call('GET', '/api/v1/config')).json()).toMatchObject({ app_type: 'parking', app_name: 'APP PARKIR' });
    } finally {
      await p.close();
    }
  });
});

describe('/healthz and /readyz', () => {
  it('answer ok without a token while the database is reachable', async () => {
    expect((await t.call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('/readyz answers 503 with a message once the database is gone, without internals', async () => {
    const other = await startTestApp();
    try {
      await other.database.close();
      const res = await other.call('GET', '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Layanan belum siap.' });
      expect((await other.call('GET', '/healthz')).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('is public and lists the API routes with their methods', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(VERSION);
    const expected: Record<string, string[]> = {
      '/api/v1/users/signin': ['post'],
      '/api/v1/users/signout': ['post'],
      '/api/v1/users': ['get', 'post'],
      '/api/v1/users/{id}': ['get', 'put', 'delete'],
      '/api/v1/users/{id}/password': ['put'],
      '/api/v1/roles': ['get', 'post'],
      '/api/v1/roles/{id}': ['get', 'put', 'delete'],
      '/api/v1/menus': ['get', 'post'],
      '/api/v1/menus/{id}': ['get', 'put', 'delete'],
      '/api/v1/apps/navigation': ['get'],
      '/api/v1/lists/role': ['get'],
      '/api/v1/config': ['get'],
      '/api/v1/notifications': ['get'],
      '/api/v1/notifications/read-all': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths[path], path).toBeDefined();
      for (const m of methods) expect(doc.paths[path][m], `${m} ${path}`).toBeDefined();
    }
    // The schemas are the contract's: the user form's fields are documented.
    const create = doc.paths['/api/v1/users'].post as { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } } };
    const schema = create.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['vcname', 'vcusername', 'vcpassword', 'role']));
    expect(schema.required).toEqual(expect.arrayContaining(['vcname', 'vcusername', 'vcpassword', 'role']));
  });
});

describe('unknown addresses', () => {
  it('answer 404 with a message, with or without a token', async () => {
    for (const token of [undefined, t.adminToken]) {
      const res = await t.call('GET', '/api/v1/tidak-ada', { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan.' });
    }
  });
});
