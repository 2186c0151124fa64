import { expect, test } from '@playwright/test';
import type { NavItem } from '@halte/contract';
import { api, openAsAdmin } from './helpers';

const leaves = (items: NavItem[]): NavItem[] => items.flatMap((i) => (i.vcaction.startsWith('/') ? [i] : []).concat(leaves(i.children)));

test.describe('shell', () => {
  test("the sidebar shows the server's menus in its groups, and the footer the department", async ({ page }) => {
    const session = await openAsAdmin(page);
    const nav = await api<{ data: NavItem[] }>(page.request, 'GET', '/apps/navigation', { token: session.token });
    const sidebar = page.getByTestId('sidebar');
    for (const group of nav.json.data) {
      const section = sidebar.getByRole('region', { name: group.vcname });
      await expect(section).toBeVisible();
      for (const child of leaves(group.children)) {
        await expect(section.getByRole('link', { name: child.vcname, exact: true }).first()).toHaveAttribute('href', child.vcaction);
      }
    }
    // Nothing more than the server's menus: the sidebar's links are exactly the tree's screens.
    const menu = sidebar.getByRole('navigation', { name: 'Menu utama' });
    const hrefs = await menu.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(leaves(nav.json.data).map((l) => l.vcaction)));

    await page.getByTestId('sidebar').getByRole('link', { name: 'Laporan Bus' }).click();
    // The report opens on today, written into the address.
    await expect(page).toHaveURL(/\/operasional\/laporan-bus\?(.*&)?from=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { name: 'Laporan Bus' })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Laporan Bus' })).toHaveAttribute('aria-current', 'page');

    const year = new Date().getFullYear();
    await expect(page.getByTestId('footer')).toContainText(`© ${year} Dinas Perhubungan Kabupaten Tuban`);
    await expect(page.getByTestId('footer')).toContainText(/v\d+\.\d+\.\d+/);
  });

  test('both readings of the report routes open the same screen', async ({ page }) => {
    await openAsAdmin(page, '/report/driver');
    await expect(page.getByRole('heading', { name: 'Laporan Sopir' })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Laporan Sopir' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/operasional/laporan-sopir');
    await expect(page.getByRole('heading', { name: 'Laporan Sopir' })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Laporan Sopir' })).toHaveAttribute('aria-current', 'page');
  });

  test("the search box finds menus and says 'Tidak ada hasil.'", async ({ page }) => {
    await openAsAdmin(page);
    const search = page.getByRole('combobox', { name: 'Pencarian' });
    await search.fill('sekolah');
    await expect(page.getByRole('option', { name: /Sekolah/ })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/master\/sekolah$/);
    await search.fill('tidak ada menu seperti ini');
    await expect(page.getByText('Tidak ada hasil.')).toBeVisible();
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/halaman/yang/tidak/ada');
    await expect(page).toHaveURL(/\/errors\/404$/);
    await expect(page.getByText('Halaman yang Anda cari tidak ditemukan.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout revokes the token, removes accessUser and goes to /login', async ({ page }) => {
    const session = await openAsAdmin(page);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('button', { name: 'Profil & akun' }).or(page.getByRole('link', { name: 'Profil & akun' }))).toBeVisible();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessUser'))).toBeNull();
    const after = await api(page.request, 'GET', '/notifications', { token: session.token });
    expect(after.status).toBe(401);
  });

  test('the navbar gets its shadow once the page scrolls', async ({ page }) => {
    await openAsAdmin(page);
    await page.setViewportSize({ width: 1440, height: 500 });
    const topbar = page.getByTestId('topbar');
    await expect(topbar).not.toHaveClass(/is-scrolled/);
    // Scrolled again until the page is tall enough to move: its cards may still be loading.
    await expect.poll(async () => {
      await page.mouse.wheel(0, 400);
      return topbar.getAttribute('class');
    }).toMatch(/is-scrolled/);
  });
});
