import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { freshDatabase } from '../helpers/database.js';
import { sliders } from '../../src/db/schema/index.js';
import { contentSecurityPolicy } from '../../src/lib/http/security-headers.js';
import { pngBytes } from '../helpers/images.js';

const dist = mkdtempSync(join(tmpdir(), 'halte-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Halte</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'manifest-driver.webmanifest'), '{"name":"Halte"}');

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist, TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
  app = await buildApp({ config, database, web: true, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('come with the web app, its files and every kind of API answer', async () => {
    for (const url of ['/', '/master/pengemudi', '/assets/index-Ab12Cd34.js', '/api/v1/config', '/api/v1/users', '/api/v1/tidak-ada', '/healthz']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
      expect(csp, url).not.toContain("'unsafe-eval'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('let the map tiles and uploaded images show', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const img = csp.split('; ').find((d) => d.startsWith('img-src '))!;
    expect(img.split(' ')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(img).toMatch(/https:|\*\.tiles\.example\.org/);
  });

  it("keep a stored image's own policy, while a page beside it gets the app's", async () => {
    const [slide] = await database.db.insert(sliders).values({ title: 'Slide', image: pngBytes(), imageType: 'image/png' }).returning({ id: sliders.id });
    const image = await get(`/api/v1/images/sliders/${slide.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    const again = await app.inject({ method: 'GET', url: `/api/v1/images/sliders/${slide.id}`, headers: { 'if-none-match': String(image.headers.etag) } });
    expect([again.statusCode, again.headers['content-security-policy']]).toEqual([304, image.headers['content-security-policy']]);
    expect((await get('/master/pengemudi')).headers['content-security-policy']).toBe(contentSecurityPolicy('https://{s}.tiles.example.org/{z}/{x}/{y}.png'));
  });

  it('name a plain-http tile server on the image list', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', TILE_URL: 'http://peta.dishub.local:8080/{z}/{x}/{y}.png' });
    const other = await buildApp({ config, database, logger: false });
    try {
      const csp = String((await other.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(csp).toContain('http://peta.dishub.local:8080');
    } finally {
      await other.close();
    }
  });
});

describe('caching of the web app', () => {
  it('asks for index.html on every load, so an upgrade is seen at once', async () => {
    for (const url of ['/', '/index.html', '/master/pengemudi']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Halte</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("serves the phone pages' service worker as a script asked for on every load, and their manifests as manifests", async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest-driver.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
