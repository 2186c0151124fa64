import { expect, test } from '@playwright/test';
import type { NavItem } from '@halte/contract';
import { PARKING_BASE_URL } from '../env';
import { api, openAsAdmin } from '../helpers';

test.use({ baseURL: PARKING_BASE_URL });

const leaves = (items: NavItem[]): string[] => items.flatMap((i) => (i.vcaction.startsWith('/') ? [i.vcaction] : []).concat(leaves(i.children)));

test.describe('parking mode shell', () => {
  test("shows 'APP PARKIR' instead of the logo and only the parking menus", async ({ page }) => {
    const session = await openAsAdmin(page);
    await expect(page.getByTestId('sidebar').getByTestId('brand')).toHaveText('APP PARKIR');
    const nav = await api<{ data: NavItem[] }>(page.request, 'GET', '/apps/navigation', { token: session.token });
    const urls = leaves(nav.json.data);
    expect(urls).toEqual(expect.arrayContaining(['/', '/main/rekap-parkir', '/master/lokasi', '/master/tipe-kendaraan']));
    expect(urls).not.toContain('/master/siswa');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Lokasi Parkir' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Siswa', exact: true })).toHaveCount(0);
    // The school mode's calls do not exist in this mode, whoever asks.
    const students = await api<{ message: string }>(page.request, 'GET', '/students', { token: session.token });
    expect(students.status).toBe(404);
    expect(students.json.message).toBe('Alamat tidak ditemukan.');
  });
});
