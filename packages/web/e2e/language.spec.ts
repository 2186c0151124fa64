import { expect, test, type Page, type Response } from '@playwright/test';
import { createRoute } from './crud-flow';
import { adminSession, api, loginWithForm, unique, userWithMenus } from './helpers';
import { openDownload } from './report-helpers';
import { ui } from '../src/i18n/en/ui';
import { vehicles } from '../src/i18n/en/vehicles';
import { member as memberText } from '../src/i18n/en/member';
import { memberSession } from './api-records';

test.setTimeout(180_000);

const dialog = (page: Page) => page.getByRole('dialog');

test('a staff user switches to English: the screens, the server\'s messages and an Excel file follow, and the choice stays with the account', async ({ page, browser }) => {
  const user = await userWithMenus(page.request, ['/master/kendaraan', '/operasional/laporan-bus']);
  const admin = await adminSession(page.request);
  const route = await createRoute(page.request, admin.token, unique('LR'));

  // A page in Indonesian downloads no English: neither the screens' nor the server texts' dictionary.
  const scripts: Promise<string>[] = [];
  const collect = (res: Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  };
  page.on('response', collect);
  await loginWithForm(page, user.username, user.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Kendaraan', exact: true })).toBeVisible();
  page.off('response', collect);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((body) => body.includes('"Data saved."'))).toHaveLength(0);
  await page.getByTestId('customize-toggle').click();
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Bahasa').selectOption('en');
  await reloaded;

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const sidebar = page.getByRole('navigation').first();
  // The menus come from the server, named in the page's language.
  await expect(sidebar.getByRole('link', { name: 'Vehicles', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Vehicles', exact: true }).click();
  await expect(page.getByRole('heading', { name: vehicles.title })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Plate Number' })).toBeVisible();

  // The form's own checks speak English, and so does the server's answer.
  await page.getByRole('button', { name: ui.list.add, exact: true }).click();
  await dialog(page).getByRole('button', { name: ui.form.save, exact: true }).click();
  await expect(dialog(page).getByText('Plate Number is required.', { exact: true })).toBeVisible();
  const P = unique('LV');
  await dialog(page).getByLabel(/^Code/).fill(P);
  await dialog(page).getByLabel(/^Name/).fill(`Bus ${P}`);
  await dialog(page).getByLabel(/^Plate Number/).fill(`S ${P.slice(-4)} LA`);
  await dialog(page).getByLabel(/^Vehicle Type/).selectOption({ index: 1 });
  await dialog(page).getByLabel(/^Route/).fill(route.vcnama);
  await page.getByRole('option', { name: route.vcnama }).first().click();
  await dialog(page).getByRole('button', { name: ui.form.save, exact: true }).click();
  await expect(page.getByText('Data saved.')).toBeVisible();

  // The report's file is written in English too.
  await page.goto('/operasional/laporan-bus');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ui.report.download }).click()]);
  const book = await openDownload((await download.path())!);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Bus Report', 'Riders']);
  expect(String(book.worksheets[0].getCell(2, 1).value)).toBe('Bus Report');
  expect(String(book.worksheets[0].getCell(3, 1).value)).toMatch(/^(Date|Period): /);

  // Another browser, nothing chosen there: signing in brings the account's English back.
  const elsewhere = await browser.newPage();
  try {
    await loginWithForm(elsewhere, user.username, user.password);
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
    await expect(elsewhere.getByRole('navigation').first().getByRole('link', { name: 'Vehicles', exact: true })).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // Back to Indonesian from the profile page; the account follows.
  await page.goto('/user/profile');
  const back = page.waitForEvent('load');
  await page.getByLabel('Language').selectOption('id');
  await back;
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const signin = await api<{ language: string | null }>(page.request, 'POST', '/users/signin', { body: { username: user.username, password: user.password } });
  expect(signin.json.language).toBe('id');
});

test('a parent switches the phone page to English with one press; the account keeps it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const tag = unique('LW');
  const member = await memberSession(page.request, tag);
  await page.goto('/warga/masuk');
  await page.evaluate((m) => localStorage.setItem('memberUser', JSON.stringify({ token: m.token, intid: m.intid, vcname: m.name })), member);
  await page.goto('/warga');
  await expect(page.getByText(`Halo, ${member.name}`)).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ganti bahasa ke English' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(memberText.greeting(member.name))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch language to Bahasa Indonesia' })).toBeVisible();

  const signin = await api<{ language: string | null }>(page.request, 'POST', '/member/signin', { body: { username: `${tag.toLowerCase()}@example.com`, password: 'wali-rahasia-1' } });
  expect(signin.json.language).toBe('en');
});
