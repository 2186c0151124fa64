import { expect, test } from '@playwright/test';
import { openAsAdmin } from './helpers';

test('the error dialog shows the request id the server returned, for the user to quote', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Data Role' }).click();
  const admin = page.getByRole('row').filter({ hasText: 'ADMIN' }).first();
  await admin.getByRole('button', { name: 'Hapus' }).click();
  const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/roles/'));
  await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const id = answer.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/masih digunakan/)).toBeVisible();
  await expect(dialog.getByText('Kode permintaan:')).toBeVisible();
  await expect(dialog.getByTestId('request-id')).toHaveText(id);
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/error-request-id.png` });
});
