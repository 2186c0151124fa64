import { expect, test } from '@playwright/test';
import { adminSession, api, loginWithForm, userWithMenus } from './helpers';

test('a notification arrives live, sits under BARU, and Tandai semua dibaca moves it to SEBELUMNYA', async ({ page }) => {
  const user = await userWithMenus(page.request, ['/master/siswa']);
  await loginWithForm(page, user.username, user.password);
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  // The bell says when its Socket.IO connection is up; the event below must then arrive live.
  await expect(page.getByTestId('notifications-toggle')).toHaveAttribute('data-live', 'true');

  // An administrator changes this user's account: the server notifies the user.
  const admin = await adminSession(page.request);
  const put = await api(page.request, 'PUT', `/users/${user.userId}`, {
    token: admin.token,
    body: { vcname: `${user.name} Baru`, vcusername: user.username, vcpassword: '', role: user.roleId },
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);

  await expect(page.getByTestId('notifications-unread')).toHaveText('1');
  await page.getByTestId('notifications-toggle').click();
  const fresh = page.getByRole('region', { name: 'BARU', exact: true });
  await expect(fresh.getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();

  await page.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'SEBELUMNYA', exact: true }).getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();

  await page.getByRole('link', { name: 'Lihat semua' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Semua Notifikasi' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();
});
