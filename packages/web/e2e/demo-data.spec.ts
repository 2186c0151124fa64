import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_SERVER_PORT } from './env';
import { startOwnServer, type OwnServer } from './own-server';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { shoot } from './crud-flow';

/**
 * What a new user finds in the demo (a server of this spec's own with DEMO=1, as `npm start`
 * runs it): buses free to drive whatever the hour, and the past school days' paths on Riwayat.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let server: OwnServer | undefined;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startOwnServer(DEMO_SERVER_PORT, { DEMO: '1' });
  context = await browser.newContext({ baseURL: server.base, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const jakartaDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(ms);
/** The latest Monday-to-Friday before today in Jakarta. */
function lastSchoolDay(): string {
  for (let ms = Date.now() - 86_400_000; ; ms -= 86_400_000) {
    const day = jakartaDate(ms);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}

test('a driver the admin has just made signs in on the phone, picks a free demo bus and starts a trip', async () => {
  const page: Page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  const admin = await adminSession(page.request);
  const P = unique('DM');
  const driver = { name: `Wahyu ${P}`, username: `sopir.${P.toLowerCase()}`, password: 'sopir-rahasia-7' };
  const made = await api(page.request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: driver.name, vcphone: '081377788811', intfungsional: 1, vcusername: driver.username, vcpassword: driver.password },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Username').fill(driver.username);
  await page.getByLabel('Password', { exact: true }).fill(driver.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByText(`Berhasil masuk sebagai ${driver.name}`)).toBeVisible();
  await expect(page.getByTestId('driver-name')).toHaveText(driver.name);
  // The demo's fourteen vehicles, of which at least the two spare buses are free at any hour.
  const vehicles = page.getByRole('radio');
  await expect(vehicles).toHaveCount(14);
  expect(await page.getByRole('radio', { disabled: false }).count()).toBeGreaterThanOrEqual(2);
  await shoot(page, 'demo-driver-vehicles');

  await page.getByRole('radio', { name: /Bus Cadangan 11/ }).check();
  await page.getByRole('button', { name: 'Mulai Perjalanan' }).click();
  await expect(page.getByText('Perjalanan dimulai.')).toBeVisible();
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');
  await shoot(page, 'demo-driver-trip');
  await page.close();
});

test("the admin sees a demo bus's path and distance of the last school day on Riwayat", async () => {
  const page = await context.newPage();
  const day = lastSchoolDay();
  await openAsAdmin(page, '/main/lacak-kendaraan');
  await page.getByRole('button', { name: 'Riwayat' }).click();
  await page.getByLabel('Tanggal', { exact: true }).fill(day);
  await page.getByLabel('Kendaraan', { exact: true }).fill('S 7025 UB');
  await page.getByRole('option', { name: /S 7025 UB/ }).first().click();
  // Jenu to the town centre in the morning and back after school: two runs of some 10 km.
  const km = Number((await page.getByTestId('day-distance').textContent())!.replace(' km', '').replace(',', '.'));
  expect(km).toBeGreaterThan(15);
  expect(km).toBeLessThan(60);
  // Reports from the morning run to the afternoon one, no earlier, no later.
  await expect(page.getByText(/^0[67][.:]\d\d[.:]\d\d – 1[34][.:]\d\d[.:]\d\d · \d+ titik posisi$/)).toBeVisible();
  await expect(page.locator('.tracking-map path.leaflet-interactive').first()).toBeVisible();
  await shoot(page, 'demo-history');
  await page.close();
});
