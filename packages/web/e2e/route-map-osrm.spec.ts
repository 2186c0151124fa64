import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { RouteWire } from '@halte/contract';
import { ADMIN, EXTRA_SERVER_PORT } from './env';
import { api, openAsAdmin, unique } from './helpers';
import { createRoute, pick, shoot } from './crud-flow';

/**
 * Peta Rute with a road provider: a server of this spec's own (the shared one has none) whose
 * OSRM_URL is a fake OSRM over real HTTP started here. The fake answers a road that turns a
 * corner between each pair of stops, or fails when told to.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = EXTRA_SERVER_PORT;
const BASE = `http://127.0.0.1:${PORT}`;

let osrm: Server;
let failing = false;
const asked: string[] = [];
let server: ChildProcess;
let context: BrowserContext;

/** The fake road: from each stop east-west first, then north-south to the next. */
function road(path: string): [number, number][] {
  const stops = decodeURIComponent(path.split('/').pop()!.split('?')[0]).split(';').map((p) => p.split(',').map(Number) as [number, number]);
  return stops.flatMap((s, i) => (i === 0 ? [s] : [[s[0], stops[i - 1][1]] as [number, number], s]));
}

async function startOsrm() {
  osrm = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
    res.end(failing ? '{"message":"sibuk"}' : JSON.stringify({ code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: road(req.url ?? '') }, distance: 3210.4, duration: 420.2 }] }));
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
}

async function startServer(osrmUrl: string) {
  const run = process.env.HALTE_E2E_RUN!;
  server = spawn(process.execPath, ['--import', 'tsx', '../server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'halte-e2e-osrm-')), 'data'),
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '0',
      WEB_DIST: join(run, 'web'),
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: '1',
      OSRM_URL: osrmUrl,
      DIRECTIONS_TIMEOUT_MS: '3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    // A server that could not start (its port taken) must not pass for ready through another one.
    if (server.exitCode !== null) throw new Error(`the OSRM server exited with ${server.exitCode}`);
    const ready = await fetch(`${BASE}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the OSRM server did not start');
}

test.beforeAll(async ({ browser }) => {
  await startServer(await startOsrm());
  context = await browser.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await context?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => osrm?.close(resolve));
});

const mapOf = (page: Page) => page.getByRole('region', { name: 'Peta' });

test('with OSRM configured, Generate Rute draws the road line and saves it; a provider failure shows its message and changes nothing', async () => {
  const page = await context.newPage();
  const admin = await openAsAdmin(page, '/');
  const code = unique('OS');
  const route = await createRoute(page.request, admin.token, code, [
    { vcnama: 'Terminal Kambang Putih', declattitude: -6.9006, declongitude: 112.0283 },
    { vcnama: 'Pasar Baru Tuban', declattitude: -6.8986, declongitude: 112.0446 },
    { vcnama: 'Alun-alun Tuban', declattitude: -6.8972, declongitude: 112.0505 },
  ]);
  await page.goto('/master/rute-map');
  await pick(page.locator('main'), 'Rute', code);
  await expect(mapOf(page).locator('.leaflet-marker-icon')).toHaveCount(3);

  // The provider down: its message in the error dialog, the spinner gone, no line drawn.
  failing = true;
  await page.getByRole('button', { name: 'Generate Rute' }).click();
  const error = page.getByRole('dialog');
  await expect(error.getByText('Layanan peta tidak dapat dihubungi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Rute' })).toBeEnabled();
  await shoot(page, 'route-map-osrm-failed');
  await error.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  await expect(mapOf(page).locator('path.leaflet-interactive')).toHaveAttribute('stroke-dasharray', '8 8');

  failing = false;
  await page.getByRole('button', { name: 'Generate Rute' }).click();
  await expect(page.getByText('Generate Rute Berhasil.')).toBeVisible();
  expect(asked.at(-1)).toBe('/route/v1/driving/112.0283,-6.9006;112.0446,-6.8986;112.0505,-6.8972?overview=full&geometries=geojson');
  await expect(page.getByText('Jarak 3,2 km · waktu tempuh 7 menit')).toBeVisible();
  await expect(page.getByText('Peta jalan belum dikonfigurasi')).toHaveCount(0);
  await expect(mapOf(page).locator('path.leaflet-interactive')).not.toHaveAttribute('stroke-dasharray', /.+/);
  await shoot(page, 'route-map-osrm-generated');

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  const saved = (await api<{ data: RouteWire }>(page.request, 'GET', `/routes/${route.intid}`, { token: admin.token })).json.data;
  expect(saved.titik_rute_map.map((p) => [p.declongitude, p.declattitude])).toEqual([
    [112.0283, -6.9006],
    [112.0446, -6.9006],
    [112.0446, -6.8986],
    [112.0505, -6.8986],
    [112.0505, -6.8972],
  ]);
  await page.reload();
  await expect(page.getByText('Garis jalan tersimpan: 5 titik.')).toBeVisible();
});
