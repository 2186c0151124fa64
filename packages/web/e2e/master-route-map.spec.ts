import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RouteWire } from '@halte/contract';
import { adminSession, api, loginWithForm, openAsAdmin, unique, userWithMenus } from './helpers';
import { createRoute, dialog, openFromSidebar, pick, rowOf, search, shoot } from './crud-flow';

test.setTimeout(180_000);

const mapOf = (scope: Page | Locator) => scope.getByRole('region', { name: 'Peta' });
const main = (page: Page) => page.locator('main');
const pointButton = (scope: Page | Locator, n: number) => scope.getByRole('button', { name: new RegExp(`^Pilih titik ${n}\\. `) });

/** Where a locator is once it has stopped moving (a dialog's entrance and the map's fit-to-stops animate). */
async function settledBox(locator: Locator) {
  let last = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      const now = JSON.stringify(box);
      const settled = box !== null && now === last;
      last = now;
      return settled;
    }, { intervals: [150] })
    .toBe(true);
  return box!;
}

/** Drags a marker by (dx, dy) pixels as a mouse would, once it stands still. */
async function drag(page: Page, marker: Locator, dx: number, dy: number) {
  const box = await settledBox(marker);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * Drags stop n by (dx, dy) until its coordinates in the list change: under load the map may
 * still be fitting itself to the stops when the first drag lands, so a missed drag is repeated.
 */
async function moveStop(page: Page, scope: Page | Locator, n: number, name: string, dx: number, dy: number) {
  const before = await pointButton(scope, n).textContent();
  await expect(async () => {
    await drag(page, mapOf(scope).locator(`[title="${n}. ${name}"]`), dx, dy);
    await expect(pointButton(scope, n)).not.toHaveText(before!, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

test('Peta Rute: choose a route, place and move stops, generate the line (straight without a provider), save, see it in the route detail', async ({ page }) => {
  const admin = await adminSession(page.request);
  const code = unique('PM');
  const route = await createRoute(page.request, admin.token, code, [
    { vcnama: 'Terminal Kambang Putih', declattitude: -6.9006, declongitude: 112.0283 },
    { vcnama: 'Pasar Baru Tuban', declattitude: null, declongitude: null },
    { vcnama: 'Alun-alun Tuban', declattitude: -6.8972, declongitude: 112.0505 },
  ]);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Peta Rute', 'Peta Rute');
  await expect(page.getByText('Pilih rute untuk menempatkan titik-titiknya di peta')).toBeVisible();
  await expect(mapOf(page)).toBeVisible();
  await pick(main(page), 'Rute', code);
  await expect(page).toHaveURL(new RegExp(`[?&]id=${route.intid}`));

  // Kode and Nama read-only; the stops listed, the two located ones numbered 1 and 3 on the map.
  await expect(main(page).getByText(code, { exact: true })).toBeVisible();
  await expect(main(page).getByText(`Rute ${code}`, { exact: true })).toBeVisible();
  // The only input is the route chooser's.
  await expect(main(page).locator('input, textarea')).toHaveCount(1);
  const map = mapOf(page);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(map.locator('[title="1. Terminal Kambang Putih"]')).toHaveText('1');
  await expect(map.locator('[title="3. Alun-alun Tuban"]')).toHaveText('3');
  await expect(pointButton(page, 2)).toContainText('Belum ada koordinat');
  // The stop without coordinates is the one selected for placing.
  await expect(pointButton(page, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Belum ada garis jalan tersimpan')).toBeVisible();
  await shoot(page, 'route-map-chosen');

  // A click on the map places stop 2; a drag moves stop 3.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height / 2 + 40 } });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);
  await expect(map.locator('[title="2. Pasar Baru Tuban"]')).toHaveText('2');
  await expect(pointButton(page, 2)).not.toContainText('Belum ada koordinat');
  await moveStop(page, page, 3, 'Alun-alun Tuban', 60, 40);
  await expect(page.getByText('Titik berubah: klik Generate Rute')).toBeVisible();
  // Until a line is generated, the stops are joined by a dashed draft line.
  await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('stroke-dasharray', '8 8');

  // Generate: no provider in the browser tests, so straight segments, and the screen says so.
  await page.getByRole('button', { name: 'Generate Rute' }).click();
  await expect(page.getByText('Generate Rute Berhasil.')).toBeVisible();
  await expect(page.getByText('Peta jalan belum dikonfigurasi: garis lurus antar titik.')).toBeVisible();
  await expect(page.getByText(/^Jarak [\d,]+ km · waktu tempuh perkiraan \d+ menit$/)).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(map.locator('path.leaflet-interactive')).not.toHaveAttribute('stroke-dasharray', /.+/);
  await shoot(page, 'route-map-generated');

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  const saved = (await api<{ data: RouteWire }>(page.request, 'GET', `/routes/${route.intid}`, { token: admin.token })).json.data;
  expect(saved.titik_rute.map((p) => p.vcnama)).toEqual(['Terminal Kambang Putih', 'Pasar Baru Tuban', 'Alun-alun Tuban']);
  expect(saved.titik_rute.every((p) => p.declattitude !== null && p.declongitude !== null)).toBe(true);
  expect(saved.titik_rute[2].declongitude).toBeGreaterThan(112.0505);
  expect(saved.titik_rute_map).toEqual(saved.titik_rute.map((p) => ({ declongitude: p.declongitude, declattitude: p.declattitude })));

  // Reopened, the saved line is drawn; the route detail on Data Rute shows it too.
  await page.reload();
  await expect(page.getByText('Garis jalan tersimpan: 3 titik.')).toBeVisible();
  await expect(mapOf(page).locator('path.leaflet-interactive')).not.toHaveAttribute('stroke-dasharray', /.+/);
  await openFromSidebar(page, 'Rute', 'Data Rute');
  await search(page, code);
  await rowOf(page, code).getByRole('button', { name: 'Detail' }).click();
  const detailMap = mapOf(dialog(page));
  await expect(detailMap.locator('.leaflet-marker-icon')).toHaveCount(3);
  await expect(detailMap.locator('path.leaflet-interactive')).toHaveCount(1);
  await shoot(page, 'route-map-detail');
  await dialog(page).getByRole('button', { name: 'Tutup' }).last().click();

  // The list's map action opens the same editor in a dialog, which closes once saved.
  await rowOf(page, code).getByRole('button', { name: 'Peta Rute' }).click();
  const editor = dialog(page);
  await expect(editor.getByRole('heading', { name: 'Peta Rute' })).toBeVisible();
  await expect(mapOf(editor).locator('.leaflet-marker-icon')).toHaveCount(3);
  await moveStop(page, editor, 1, 'Terminal Kambang Putih', -30, 20);
  await expect(editor.getByText('Titik berubah: klik Generate Rute')).toBeVisible();
  await editor.getByRole('button', { name: 'Generate Rute' }).click();
  await expect(page.getByText('Generate Rute Berhasil.').first()).toBeVisible();
  await shoot(page, 'route-map-dialog');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toHaveCount(0);
  const again = (await api<{ data: RouteWire }>(page.request, 'GET', `/routes/${route.intid}`, { token: admin.token })).json.data;
  expect(again.titik_rute[0].declongitude).toBeLessThan(112.0283);

  // On a phone the list and the map stack.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/master/rute-map?id=${route.intid}`);
  await expect(mapOf(page).locator('.leaflet-marker-icon')).toHaveCount(3);
  await shoot(page, 'route-map-phone');
  await mapOf(page).scrollIntoViewIfNeeded();
  await shoot(page, 'route-map-phone-map');
});

test('a role with Peta Rute but not Data Rute generates and saves the line, the stops stay where they are', async ({ page }) => {
  const admin = await adminSession(page.request);
  const code = unique('PO');
  const route = await createRoute(page.request, admin.token, code, [
    { vcnama: 'Terminal Kambang Putih', declattitude: -6.9006, declongitude: 112.0283 },
    { vcnama: 'Alun-alun Tuban', declattitude: -6.8972, declongitude: 112.0505 },
  ]);
  const user = await userWithMenus(page.request, ['/master/rute-map']);
  await loginWithForm(page, user.username, user.password);
  await openFromSidebar(page, 'Peta Rute', 'Peta Rute');
  await pick(main(page), 'Rute', code);
  const map = mapOf(page);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(page.getByText('Titik hanya dapat dipindahkan oleh peran yang memiliki menu Data Rute')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pilih titik/ })).toHaveCount(0);
  // Neither a drag nor a click moves a stop.
  await drag(page, map.locator('[title="2. Alun-alun Tuban"]'), 50, 50);
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: 40, y: box.height - 40 } });
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  await expect(main(page).getByText('-6.897200, 112.050500')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Rute' }).click();
  await expect(page.getByText('Generate Rute Berhasil.')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  const saved = (await api<{ data: RouteWire }>(page.request, 'GET', `/routes/${route.intid}`, { token: admin.token })).json.data;
  expect(saved.titik_rute_map).toEqual([
    { declongitude: 112.0283, declattitude: -6.9006 },
    { declongitude: 112.0505, declattitude: -6.8972 },
  ]);
  expect(saved.titik_rute[1]).toMatchObject({ declongitude: 112.0505, declattitude: -6.8972 });
});
