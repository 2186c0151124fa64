import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { createRoute, createVehicle, shoot } from './crud-flow';

test.setTimeout(120_000);

const PHONE = { width: 360, height: 740 };

/** A bus with a tracker on a route with a saved road line. */
async function trackedBus(request: APIRequestContext) {
  const admin = await adminSession(request);
  const code = unique('L');
  const route = await createRoute(request, admin.token, code, [
    { vcnama: 'Terminal Kambang Putih', declattitude: -6.8837, declongitude: 112.0452 },
    { vcnama: 'Alun-alun Tuban', declattitude: -6.8979, declongitude: 112.0505 },
  ]);
  const line = [[112.0452, -6.8837], [112.047, -6.889], [112.0505, -6.8979]].map(([declongitude, declattitude]) => ({ declongitude, declattitude }));
  expect((await api(request, 'PUT', `/routes/map/${route.intid}`, { token: admin.token, body: { titik_rute_map: line } })).status).toBe(200);
  const plate = `S ${code.slice(-4)} LK`;
  const device = `trk-${code.toLowerCase()}`;
  const bus = await createVehicle(request, admin.token, code, plate, route.intid, { vcdevice_id: device });
  return { id: bus.intid, plate: bus.vcnopol, name: `Bus ${code}`, route: route.vcnama, device };
}

/** What a phone running Traccar Client sends (OsmAnd protocol; speed in knots). */
async function report(request: APIRequestContext, device: string, lat: number, lon: number, extra: Record<string, string | number> = {}) {
  const query = new URLSearchParams({ id: device, lat: String(lat), lon: String(lon), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  const res = await request.get(`/api/v1/tracking/osmand?${query}`);
  expect(res.status(), await res.text()).toBe(200);
}

const markerOf = (page: Page, plate: string, state: string) => page.getByTitle(`${plate} (${state})`, { exact: true });
const centreOf = async (page: Page, plate: string, state: string) => {
  const box = await markerOf(page, plate, state).boundingBox();
  return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null;
};

test('live map: a reported bus appears with its plate and state, glides when it moves, and shows its popup, route line and trail', async ({ page }) => {
  const bus = await trackedBus(page.request);
  // 20 knots: 37 km/h, moving; two minutes ago, so the next position 1 km on is a plausible drive.
  const now = Math.floor(Date.now() / 1000);
  await report(page.request, bus.device, -6.8900, 112.0470, { speed: 20, bearing: 160, timestamp: now - 120 });

  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Lacak Kendaraan', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lacak Kendaraan' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Terhubung langsung' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Daftar kendaraan' });
  await expect(table.getByRole('row').filter({ hasText: bus.plate })).toContainText('Bergerak');
  await expect(table.getByRole('row').filter({ hasText: bus.plate })).toContainText('37 km/jam');
  await shoot(page, 'tracking-live');

  // One vehicle chosen (in the fleet view other tests' buses stand near it and may share its
  // cluster): its marker alone, its route line and its trail of the last 30 minutes.
  await page.getByRole('button', { name: `Tampilkan ${bus.plate} di peta` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]intid=${bus.id}`));
  await expect(markerOf(page, bus.plate, 'Bergerak')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar kendaraan' }).getByRole('row')).toHaveCount(2);
  // The route line drawn: the map has fitted it and stays put from here.
  await expect(page.locator('.tracking-map path.leaflet-interactive')).toHaveCount(1);

  // A new position 1 km further south: the marker moves there without a reload. First the map's
  // glide to the route's bounds ends (slow on a loaded machine): the marker stands still.
  let before = await centreOf(page, bus.plate, 'Bergerak');
  await expect
    .poll(async () => {
      const now = await centreOf(page, bus.plate, 'Bergerak');
      const still = now !== null && now.x === before?.x && now.y === before?.y;
      before = now;
      return still;
    }, { intervals: [300] })
    .toBe(true);
  await report(page.request, bus.device, -6.8990, 112.0470, { speed: 15, bearing: 180, timestamp: now });
  await expect.poll(async () => (await centreOf(page, bus.plate, 'Bergerak'))?.y ?? 0, { timeout: 10_000 }).toBeGreaterThan((before?.y ?? 0) + 40);
  expect((await centreOf(page, bus.plate, 'Bergerak'))?.x).toBeCloseTo(before!.x, -1);
  await expect(page.locator('.tracking-map path.leaflet-interactive')).toHaveCount(2);
  await shoot(page, 'tracking-live-one');

  // Its marker opens its popup.
  await markerOf(page, bus.plate, 'Bergerak').click();
  const popup = page.getByTestId('vehicle-popup');
  await expect(popup).toContainText(bus.name);
  await expect(popup).toContainText(bus.plate);
  await expect(popup).toContainText(bus.route);
  await expect(popup).toContainText('28 km/jam');
  await expect(popup).toContainText(/baru saja|\d+ menit lalu/);
  await shoot(page, 'tracking-live-popup');

  await page.setViewportSize(PHONE);
  await expect(markerOf(page, bus.plate, 'Bergerak')).toBeVisible();
  await shoot(page, 'tracking-live-phone');
});

test('history: a day\'s path with its distance, replayed with play and the time slider', async ({ page }) => {
  const bus = await trackedBus(page.request);
  // Yesterday morning in Jakarta (a fixed hour, so the run never straddles midnight): 31 positions
  // a minute apart up to 09:30, 0.0009° (about 100 m) further north each.
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() - 86_400_000);
  const end = Date.parse(`${yesterday}T09:30:00+07:00`) / 1000;
  for (let i = 0; i <= 30; i++) {
    await report(page.request, bus.device, -6.92 + i * 0.0009, 112.05, { timestamp: end - (30 - i) * 60, speed: 3.2 });
  }

  await openAsAdmin(page, '/main/lacak-kendaraan');
  await page.getByRole('button', { name: 'Riwayat' }).click();
  await expect(page.getByText('Pilih kendaraan untuk melihat riwayat perjalanannya.')).toBeVisible();
  await page.getByLabel('Tanggal', { exact: true }).fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${yesterday}`));
  await page.getByLabel('Kendaraan', { exact: true }).fill(bus.plate);
  await page.getByRole('option', { name: new RegExp(bus.plate) }).first().click();
  await expect(page.getByTestId('day-distance')).toHaveText('3,0 km');
  await expect(page.getByText('31 titik posisi')).toBeVisible();

  const time = page.getByTestId('replay-time');
  const first = await time.textContent();
  const clock = (s: number) => new Date(s * 1000).toLocaleTimeString('en-GB', { timeZone: 'Asia/Jakarta', hour12: false });
  expect(first).toBe(clock(end - 30 * 60));
  await shoot(page, 'tracking-history');

  // The fastest replay plays the half hour in about two seconds and stops at the end.
  await page.getByLabel('Kecepatan putar').selectOption('900');
  await page.getByRole('button', { name: 'Putar' }).click();
  await expect(page.getByRole('button', { name: 'Jeda' })).toBeVisible();
  await expect(time).not.toHaveText(first!);
  await expect(page.getByRole('button', { name: 'Putar' })).toBeVisible({ timeout: 10_000 });
  await expect(time).toHaveText(clock(end));
  await shoot(page, 'tracking-history-played');

  // The slider takes the replay anywhere: back to the start.
  await page.getByRole('slider', { name: 'Waktu pemutaran' }).focus();
  await page.keyboard.press('Home');
  await expect(time).toHaveText(first!);

  await page.setViewportSize(PHONE);
  await shoot(page, 'tracking-history-phone');
});

test('live map: buses close together cluster with their count, spread when it is pressed, and leaving for Riwayat mid-animation raises no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Four buses about 130 m apart east of the town, and one 2 km north of them: at the fleet's zoom
  // the four would overlap, the fifth stands alone.
  const depot = { lat: -6.905, lon: 112.085 };
  const close: (Awaited<ReturnType<typeof trackedBus>> & { lat: number; lon: number })[] = [];
  for (const [i, j] of [[0, 0], [0, 1], [1, 0], [1, 1]]) {
    const bus = await trackedBus(page.request);
    close.push({ ...bus, lat: depot.lat + i * 0.0012, lon: depot.lon + j * 0.0012 });
  }
  const apart = await trackedBus(page.request);
  const now = Math.floor(Date.now() / 1000);
  for (const bus of [...close, { ...apart, lat: depot.lat + 0.018, lon: depot.lon }]) {
    await report(page.request, bus.device, bus.lat, bus.lon, { speed: 20, bearing: 0, timestamp: now - 10 });
  }

  await openAsAdmin(page, '/main/lacak-kendaraan');
  await expect(markerOf(page, apart.plate, 'Bergerak')).toBeVisible();
  // Other tests' buses stand in the town, west of these: ours is the easternmost cluster.
  const clusters = page.getByRole('button', { name: /^\d+ kendaraan — perbesar$/ });
  const easternmost = () =>
    clusters.evaluateAll((els) => {
      const xs = els.map((e) => e.getBoundingClientRect().x);
      const index = xs.indexOf(Math.max(...xs));
      return { index, name: els[index]?.getAttribute('aria-label'), count: els[index]?.textContent };
    });
  await expect.poll(async () => (await easternmost()).name).toBe('4 kendaraan — perbesar');
  expect((await easternmost()).count).toBe('4');
  for (const bus of close) await expect(markerOf(page, bus.plate, 'Bergerak')).toHaveCount(0);
  await shoot(page, 'tracking-clustered');

  await clusters.nth((await easternmost()).index).click();
  for (const bus of close) await expect(markerOf(page, bus.plate, 'Bergerak')).toBeVisible();
  await shoot(page, 'tracking-clustered-spread');

  // The buses drive on (each marker glides); the dispatcher zooms out and opens Riwayat at once.
  const before = await centreOf(page, close[0].plate, 'Bergerak');
  for (const bus of close) await report(page.request, bus.device, bus.lat + 0.0002, bus.lon, { speed: 20, bearing: 0, timestamp: now });
  await expect.poll(async () => (await centreOf(page, close[0].plate, 'Bergerak'))?.y ?? before!.y).toBeLessThan(before!.y);
  await page.evaluate(async () => {
    document.querySelector<HTMLElement>('.leaflet-control-zoom-out')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Riwayat')!.click();
  });
  await expect(page.getByText('Pilih kendaraan untuk melihat riwayat perjalanannya.')).toBeVisible();
  // Leaflet ends a zoom animation 250 ms after it begins: give a late finish time to fail.
  await page.waitForTimeout(1000);
  expect(errors).toEqual([]);
});
