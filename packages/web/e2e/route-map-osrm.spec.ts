import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { RouteWire } from '@halte/contract';
import { EXTRA_SERVER_PORT } from './env';
import { startOwnServer, type OwnServer } from './own-server';
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
let server: OwnServer | undefined;
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

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer(PORT, { OSRM_URL: await startOsrm(), DIRECTIONS_TIMEOUT_MS: '3000' });
  context = await browser.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
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
