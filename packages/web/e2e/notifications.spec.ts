import { expect, test } from '@playwright/test';
import { adminSession, api, loginWithForm, userWithMenus } from './helpers';

test('a notification arrives live, sits under NEW, and Mark all as read moves it to EARLIER', async ({ page }) => {
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
  const fresh = page.getByRole('region', { name: 'NEW' });
  await expect(fresh.getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'EARLIER' }).getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();

  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Semua Notifikasi' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Akun Anda telah diperbarui oleh administrator.')).toBeVisible();
});
