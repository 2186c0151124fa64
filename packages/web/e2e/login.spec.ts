import { expect, test } from '@playwright/test';
import { ADMIN } from './helpers';

test.describe('Masuk Akun', () => {
  test('the button waits for both fields; a wrong password shows the server message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Masuk Akun' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Masuk', exact: true });
    await expect(button).toBeDisabled();
    await page.getByLabel('Username').fill(ADMIN.username);
    await expect(button).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('bukan-password-nya');
    await expect(button).toBeEnabled();

    await page.getByLabel('Tampilkan kata sandi').check();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

    await button.click();
    await expect(page.getByRole('alert')).toHaveText('Username atau password salah.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessUser'))).toBeNull();
  });

  test("success toasts 'Berhasil masuk sebagai {name}', stores accessUser and opens the dashboard", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByText('Berhasil masuk sebagai Administrator')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('welcome')).toHaveText('Selamat datang, Administrator');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('accessUser') ?? 'null'));
    expect(stored).toMatchObject({ user_id: expect.any(Number), role: expect.any(Number), vcname: 'Administrator' });
    expect(stored.token).toMatch(/\S{20,}/);
  });
});
