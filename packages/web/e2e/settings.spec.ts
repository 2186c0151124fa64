import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot, openAsAdmin } from './helpers';

const htmlAttr = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
/** Relative luminance 0..1 of the page background. */
const bodyLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

test.describe('settings panel', () => {
  test('dark mode, RTL and navbar position persist across a reload and really render', async ({ page }, testInfo) => {
    await openAsAdmin(page);
    await expect(page.getByTestId('welcome')).toBeVisible();
    expect(await bodyLuminance(page)).toBeGreaterThan(0.8);

    await page.getByTestId('customize-toggle').click();
    const panel = page.getByRole('dialog', { name: 'Pengaturan Tampilan' });
    await panel.getByLabel('Mode gelap').check();
    await panel.getByLabel('Kanan ke kiri (RTL)').check();
    await panel.getByLabel('Gaya navigasi vertikal').getByText('Terbalik').click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('welcome')).toBeVisible();
    expect(await htmlAttr(page, 'data-bs-theme')).toBe('dark');
    expect(await htmlAttr(page, 'dir')).toBe('rtl');
    expect(await bodyLuminance(page)).toBeLessThan(0.15);
    // Bootstrap's RTL build is the one in use, and the layout is mirrored: sidebar on the right.
    await expect(page.locator('link#bootstrap-css')).toHaveAttribute('href', /bootstrap\.rtl/);
    const sidebar = await page.getByTestId('sidebar').boundingBox();
    const main = await page.locator('#main').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x + main!.width / 2);
    await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar--inverted/);
    await keepScreenshot(page, testInfo, 'dark-rtl-desktop');

    // Back to LTR; dark stays.
    await page.getByTestId('customize-toggle').click();
    await page.getByLabel('Kanan ke kiri (RTL)').uncheck();
    await page.keyboard.press('Escape');
    await expect(page.locator('link#bootstrap-css')).toHaveAttribute('href', /bootstrap\.min/);
    const ltrSidebar = await page.getByTestId('sidebar').boundingBox();
    expect(ltrSidebar!.x).toBeLessThan(200);
    await keepScreenshot(page, testInfo, 'dark-ltr-desktop');
  });

  test('navbar position top hides the vertical navbar and puts the menu across the top; Reset restores', async ({ page }, testInfo) => {
    await openAsAdmin(page);
    await page.getByTestId('customize-toggle').click();
    await page.getByRole('dialog').getByText('Atas', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Atas', exact: true })).toBeChecked();
    await page.getByLabel('Tata letak penuh (fluid)').check();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Master' })).toBeVisible();
    // Menus open on hover on wide screens.
    await page.getByRole('button', { name: 'Master' }).hover();
    await expect(page.locator('.horizontal-menu__dropdown').getByRole('link', { name: 'Pengemudi', exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'top-navbar');

    await page.mouse.move(700, 600);
    await page.getByTestId('customize-toggle').click();
    await page.getByRole('button', { name: 'Atur Ulang' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('halteSettings')!))).toMatchObject({ navbarPosition: 'vertical', isFluid: false, isDark: false });
  });

  test('the sidebar collapses, expands on hover, and the help card stays dismissed', async ({ page }) => {
    await openAsAdmin(page);
    await page.getByTestId('sidebar-card').getByRole('button', { name: 'Tutup kartu' }).click();
    await page.getByRole('button', { name: 'Ciutkan/lebarkan menu samping' }).click();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveClass(/is-collapsed/);
    await page.mouse.move(700, 500);
    // The width narrows through a CSS transition: read it until it has ended.
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(100);
    await sidebar.hover();
    await expect(sidebar).toHaveClass(/is-hover-expanded/);
    await page.mouse.move(900, 500);
    await expect(sidebar).not.toHaveClass(/is-hover-expanded/);

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveClass(/is-collapsed/);
    await page.getByRole('button', { name: 'Ciutkan/lebarkan menu samping' }).click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Siswa', exact: true })).toBeVisible();
    await expect(page.getByTestId('sidebar-card')).toHaveCount(0);
  });

  test('looks right on a phone: menu slides in, login fits', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Masuk Akun' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'login-mobile');
    await openAsAdmin(page);
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Lacak Kendaraan' })).toBeInViewport();
    await keepScreenshot(page, testInfo, 'menu-mobile');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Lacak Kendaraan' }).click();
    await expect(page).toHaveURL(/lacak-kendaraan$/);
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
  });
});
