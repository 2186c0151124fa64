import { expect, test } from '@playwright/test';
import { adminSession, api, loginWithForm, useSession, userWithMenus } from './helpers';

test.describe('session and access', () => {
  test('a token revoked elsewhere sends the user to /login on the next call', async ({ page }) => {
    const session = await adminSession(page.request);
    await useSession(page, session);
    await expect(page.getByTestId('welcome')).toBeVisible();
    // The dashboard's cards read their figures after the greeting shows; a card still loading
    // would make the first call after the revocation instead of the profile page.
    await expect(page.locator('.dashboard-card')).toHaveCount(5);
    await expect(page.locator('.dashboard-card__loading')).toHaveCount(0);

    // Signed out in the background (another tab, an administrator, expiry).
    expect((await api(page.request, 'POST', '/users/signout', { token: session.token })).status).toBe(200);

    // The profile page asks the server for the profile: the next call after the revocation.
    // A refresh the shell makes on its own (its live connection is closed by the revocation)
    // may get there first; either way that call ends at /login, which is what this checks.
    const userMenu = page.getByTestId('user-menu');
    const profile = page.getByRole('link', { name: 'Profil & akun' }).or(page.getByRole('button', { name: 'Profil & akun' }));
    await userMenu.click({ timeout: 5_000 }).then(() => profile.click({ timeout: 5_000 })).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessUser'))).toBeNull();
  });

  test('a role without a menu does not see it in the sidebar and gets 403 on its API', async ({ page }) => {
    const user = await userWithMenus(page.request, ['/master/siswa']);
    await loginWithForm(page, user.username, user.password);
    const menu = page.getByTestId('sidebar').getByRole('navigation', { name: 'Menu utama' });
    await expect(menu.getByRole('link', { name: 'Siswa' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Data User' })).toHaveCount(0);
    await expect(menu.getByRole('region', { name: 'Aplikasi' })).toHaveCount(0);

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('accessUser')!).token as string);
    const users = await api(page.request, 'GET', '/users', { token });
    expect(users.status).toBe(403);
    expect(users.json).toMatchObject({ message: 'Anda tidak memiliki akses.' });
  });
});
