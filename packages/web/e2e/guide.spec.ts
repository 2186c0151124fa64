import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, DEMO_SERVER_PORT, PARKING_BASE_URL, SUPPORT } from './env';
import { adminSession, api, unique, useSession, userWithMenus } from './helpers';
import { startOwnServer } from './own-server';

/**
 * The user guide at /panduan and the sidebar's help card. With UPDATE_GUIDE_SHOTS=1 the guide's
 * screenshots (public/panduan/*.png, committed) are first taken again, from a server of each mode
 * with its demo data (DEMO=1); build again afterwards so the servers serve the new ones.
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
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
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

type PageOptions = Parameters<Browser['newContext']>[0] & { viewport: { width: number; height: number } };

async function withPage<T>(browser: Browser, opts: PageOptions, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ ...opts, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A demo parent's account (db/seed/demo/fleet.ts), with two children riding a demo bus. */
const DEMO_PARENT = { username: 'sulastri@example.com', password: 'ortu12345' };

/** Two demo parents ask for a child each to ride (the demo has no registration): the operator's list. */
async function demoRegistrations(request: APIRequestContext, token: string) {
  const schools = (await api<{ data: { value: number; label: string }[] }>(request, 'GET', '/lists/school', { token })).json.data;
  const routes = (await api<{ data: { value: number; label: string }[] }>(request, 'GET', '/lists/route', { token })).json.data;
  const children = [
    { parent: DEMO_PARENT, name: 'Aisyah Putri Ramadhani', school: 'SDN Sidorejo I Tuban', sex: 2, address: 'Jl. Sunan Kalijaga No. 14, Sidorejo, Tuban', phone: '081336001001' },
    { parent: { username: 'anwar.tuban@example.com', password: DEMO_PARENT.password }, name: 'Rizky Maulana', school: 'SMPN 1 Tuban', sex: 1, address: 'Desa Bejagung RT 02 RW 01, Semanding, Tuban', phone: '082136001004' },
  ];
  for (const [i, c] of children.entries()) {
    const parent = await api<{ token: string; vcname?: string }>(request, 'POST', '/member/signin', { body: c.parent });
    expect(parent.status).toBe(200);
    const school = schools.find((s) => s.label.includes(c.school))!;
    const classes = (await api<{ data: { value: number }[] }>(request, 'GET', `/class/${school.value}`, { token })).json.data;
    const body = {
      vckode: `00${Date.now().toString().slice(-7)}${i}`, vcnama: c.name, vcalamat: c.address, intsex: c.sex, intsekolah: school.value, intkelas: classes[0].value,
      vcnamaortuwali: c.parent.username === DEMO_PARENT.username ? 'Sulastri' : 'Muhammad Anwar', vctelportuwali: c.phone, intrute: routes[i * 5].value,
    };
    const made = await api(request, 'POST', '/member/registrations', { token: parent.json.token, body });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
  }
}

/** Takes the school mode's shots from a server with the demo data: what a real department sees. */
async function schoolShots(browser: Browser, baseURL: string) {
  await withPage(browser, { baseURL, viewport: DESKTOP }, async (page) => {
    const admin = await adminSession(page.request);
    await demoRegistrations(page.request, admin.token);
    await useSession(page, admin, '/');
    await shot(page, 'admin-dashboard.png');
    await page.goto('/application/users');
    await shot(page, 'admin-data-user.png');
    await signInWithForm(page, await accountOf(page.request, 'Operator'));
    await page.goto('/operasional/pendaftaran-siswa');
    await shot(page, 'operator-pendaftaran-siswa.png');
    await page.goto('/main/lacak-kendaraan');
    await expect(page.locator('.tracking-map .leaflet-marker-icon').first()).toBeVisible();
    await shot(page, 'operator-lacak-kendaraan.png');
  });
  await withPage(browser, { baseURL, viewport: PHONE, permissions: ['geolocation'], geolocation: { latitude: -6.8972, longitude: 112.0505 } }, async (page) => {
    const admin = await adminSession(page.request);
    const P = unique('G');
    const driver = { username: `sopir.${P.toLowerCase()}`, password: 'sopir-rahasia-9' };
    const made = await api(page.request, 'POST', '/employee', {
      token: admin.token,
      body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: 'Slamet Riyanto', vcphone: '081377788899', intfungsional: 1, vcusername: driver.username, vcpassword: driver.password },
    });
    expect(made.status).toBe(201);
    await signInWithForm(page, driver);
    await expect(page).toHaveURL(/\/driver$/);
    // A school bus free now (its students on the list), else a spare one.
    await expect(page.getByRole('radio').first()).toBeVisible();
    const school = page.getByRole('radio', { name: /Bus Sekolah/, disabled: false });
    await ((await school.count()) ? school.first() : page.getByRole('radio', { disabled: false }).first()).check();
    await page.getByRole('button', { name: 'Mulai Perjalanan' }).click();
    await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');
    await expect(page.getByText(/^Berhasil masuk sebagai/)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'sopir-konsol.png');
  });
  await withPage(browser, { baseURL, viewport: PHONE }, async (page) => {
    await page.goto('/warga/masuk');
    await shot(page, 'warga-masuk.png');
    const parent = await api<{ token: string; intid: number; vcname: string }>(page.request, 'POST', '/member/signin', { body: DEMO_PARENT });
    expect(parent.status).toBe(200);
    await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: 'Sulastri' })), parent.json);
    await page.goto('/warga');
    await shot(page, 'warga-beranda.png');
  });
}

async function parkingShots(browser: Browser, baseURL: string) {
  await withPage(browser, { baseURL, viewport: DESKTOP }, async (page) => {
    await useSession(page, await adminSession(page.request), '/main/rekap-parkir');
    await shot(page, 'admin-rekap-parkir.png');
  });
  await withPage(browser, { baseURL, viewport: PHONE }, async (page) => {
    // A demo juru parkir (db/seed/parking-demo.ts), with today's stays at their location.
    await signInWithForm(page, { username: 'jukir01', password: 'jukir-demo-123' });
    await expect(page).toHaveURL(/\/jukir$/);
    await expect(page.getByText(/^Berhasil masuk sebagai/)).toBeHidden();
    await shot(page, 'jukir-konsol.png');
  });
}

if (process.env.UPDATE_GUIDE_SHOTS === '1') {
  test('the guide\'s screenshots are taken again from each role\'s screens, on the demo data of each mode', async ({ browser }) => {
    test.setTimeout(900_000);
    for (const [appType, take] of [['school', schoolShots], ['parking', parkingShots]] as const) {
      // One mode's demo server at a time, on the one port.
      const server = await startOwnServer(DEMO_SERVER_PORT, { DEMO: '1', APP_TYPE: appType });
      try {
        await take(browser, server.base);
      } finally {
        await server.stop();
      }
    }
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
