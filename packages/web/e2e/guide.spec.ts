import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, PARKING_BASE_URL, SUPPORT } from './env';
import { adminSession, api, unique, useSession, userWithMenus } from './helpers';
import { memberSession } from './api-records';

/**
 * The user guide at /panduan and the sidebar's help card. With UPDATE_GUIDE_SHOTS=1 the guide's
 * screenshots (public/panduan/*.png, committed) are first taken again from the running servers;
 * build again afterwards so the servers serve the new ones.
 */

const SHOTS_DIR = fileURLToPath(new URL('../public/panduan', import.meta.url));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const SCHOOL_ROLES = ['Administrator', 'Operator', 'Pengemudi (Sopir)', 'Orang Tua / Wali (Warga)'];
const PARKING_ROLES = ['Administrator', 'Operator', 'Juru Parkir'];

async function roleId(request: APIRequestContext, token: string, label: string) {
  const roles = await api<{ data: { value: number; label: string }[] }>(request, 'GET', '/lists/role', { token });
  return roles.json.data.find((r) => r.label === label)!.value;
}

/** A new staff account of a seeded role (Operator, Juru Parkir), made by admin. */
async function accountOf(request: APIRequestContext, roleLabel: string) {
  const admin = await adminSession(request);
  const P = unique('G');
  const username = `panduan.${P.toLowerCase()}`;
  const made = await api(request, 'POST', '/users', { token: admin.token, body: { vcname: `Petugas ${P}`, vcusername: username, vcpassword: 'panduan-rahasia-1', role: await roleId(request, admin.token, roleLabel) } });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { username, password: 'panduan-rahasia-1' };
}

async function signInWithForm(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  // Signed in already (the sign-in page would send us home): as someone else now.
  await page.evaluate(() => localStorage.removeItem('accessUser'));
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Saves the screen as the guide's image (the next build serves it). */
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = join(SHOTS_DIR, name);
  await page.screenshot({ path: file });
}

async function withPage<T>(browser: Browser, opts: { baseURL?: string; viewport: { width: number; height: number } }, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ ...opts, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

if (process.env.UPDATE_GUIDE_SHOTS === '1') {
  test('the guide\'s screenshots are taken again from each role\'s screens', async ({ browser }) => {
    test.setTimeout(240_000);
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await useSession(page, await adminSession(page.request), '/');
      await shot(page, 'admin-dashboard.png');
      await page.goto('/application/users');
      await shot(page, 'admin-data-user.png');
      await signInWithForm(page, await accountOf(page.request, 'Operator'));
      await page.goto('/operasional/pendaftaran-siswa');
      await shot(page, 'operator-pendaftaran-siswa.png');
      await page.goto('/main/lacak-kendaraan');
      await shot(page, 'operator-lacak-kendaraan.png');
    });
    await withPage(browser, { baseURL: PARKING_BASE_URL, viewport: DESKTOP }, async (page) => {
      await useSession(page, await adminSession(page.request), '/main/rekap-parkir');
      await shot(page, 'admin-rekap-parkir.png');
    });
    await withPage(browser, { baseURL: PARKING_BASE_URL, viewport: PHONE }, async (page) => {
      await signInWithForm(page, await accountOf(page.request, 'Juru Parkir'));
      await expect(page).toHaveURL(/\/jukir$/);
      await shot(page, 'jukir-konsol.png');
    });
    await withPage(browser, { viewport: PHONE }, async (page) => {
      const admin = await adminSession(page.request);
      const P = unique('G');
      const driver = { username: `sopir.${P.toLowerCase()}`, password: 'sopir-rahasia-9' };
      const made = await api(page.request, 'POST', '/employee', {
        token: admin.token,
        body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: driver.username, vcpassword: driver.password },
      });
      expect(made.status).toBe(201);
      await signInWithForm(page, driver);
      await expect(page).toHaveURL(/\/driver$/);
      await shot(page, 'sopir-konsol.png');
    });
    await withPage(browser, { viewport: PHONE }, async (page) => {
      await page.goto('/warga/masuk');
      await shot(page, 'warga-masuk.png');
      const parent = await memberSession(page.request, unique('PANDUAN'));
      await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: p.name })), parent);
      await page.goto('/warga');
      await shot(page, 'warga-beranda.png');
    });
  });
}

/** Every screenshot on the page has loaded (a missing file has no width). */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
}

for (const mode of [
  { name: 'school', baseURL: BASE_URL, roles: SCHOOL_ROLES, paths: ['admin', 'operator', 'sopir', 'warga'] },
  { name: 'parking', baseURL: PARKING_BASE_URL, roles: PARKING_ROLES, paths: ['admin', 'operator', 'jukir'] },
]) {
  test(`the guide of the ${mode.name} mode opens without signing in: its roles, each page's steps and screenshots`, async ({ browser }) => {
    await withPage(browser, { baseURL: mode.baseURL, viewport: DESKTOP }, async (page) => {
      await page.goto('/panduan');
      await expect(page.getByRole('heading', { name: 'Panduan Pengguna' })).toBeVisible();
      const roles = page.getByRole('list', { name: 'Panduan Pengguna' }).getByRole('link');
      await expect(roles.locator('.fw-semibold')).toHaveText(mode.roles);
      for (const [i, path] of mode.paths.entries()) {
        await page.goto('/panduan');
        await roles.nth(i).click();
        await expect(page).toHaveURL(new RegExp(`/panduan/${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Panduan Pengguna: ${mode.roles[i]}`);
        await expect(page.getByRole('listitem').first()).toBeVisible();
        await expectImagesLoaded(page);
      }
      // A role this mode does not have: said so, no empty page.
      await page.goto(mode.name === 'school' ? '/panduan/jukir' : '/panduan/sopir');
      await expect(page.getByRole('alert')).toHaveText('Panduan untuk peran ini tidak tersedia di aplikasi ini.');
    });
  });
}

test('the help card opens the guide of the signed-in role and calls or mails the configured help desk', async ({ page, context }) => {
  await useSession(page, await adminSession(page.request), '/');
  const card = page.getByTestId('sidebar-card');
  await expect(card.getByRole('heading', { name: 'Butuh bantuan?' })).toBeVisible();
  await expect(card.getByRole('link', { name: `Telepon dukungan ${SUPPORT.phone}` })).toHaveAttribute('href', `tel:${SUPPORT.phone}`);
  await expect(card.getByRole('link', { name: `Email dukungan ${SUPPORT.email}` })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
  const opened = context.waitForEvent('page');
  await card.getByRole('link', { name: 'Panduan Pengguna' }).click();
  const guidePage = await opened;
  await expect(guidePage).toHaveURL(/\/panduan\/admin$/);
  await expect(guidePage.getByRole('heading', { level: 1 })).toHaveText('Panduan Pengguna: Administrator');
  await expectImagesLoaded(guidePage);
  await guidePage.close();

  // Any other staff role reads the operator's page.
  const operator = await userWithMenus(page.request, ['/operasional/pendaftaran-siswa']);
  await signInWithForm(page, operator);
  await expect(page.getByTestId('sidebar-card').getByRole('link', { name: 'Panduan Pengguna' })).toHaveAttribute('href', '/panduan/operator');
});

test('at 1366x768 the help card takes no room from the admin\'s menu: its last item is reachable and uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await useSession(page, await adminSession(page.request), '/');
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  const card = page.getByTestId('sidebar-card');
  await expect(card).toBeVisible();
  // The menu's scroll area runs to the foot of the window; the card is not a fixed block below it.
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(768 - 16);

  const last = menu.locator('.nav-link-item').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  const item = (await last.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.nav-link-item')?.textContent ?? null, { x: item.x + item.width / 2, y: item.y + item.height / 2 });
  expect(hit).toBe(await last.textContent());
  expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(item.y + item.height);
  await page.screenshot({ path: test.info().outputPath('sidebar-1366x768.png') });
});
