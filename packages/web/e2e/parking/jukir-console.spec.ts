import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, unique, useSession } from '../helpers';
import { shoot } from '../crud-flow';

test.use({ baseURL: PARKING_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true });

test('an attendant signing in on a phone lands on the attendant console; staff are kept out of it', async ({ page }) => {
  const admin = await adminSession(page.request);
  const roles = await api<{ data: { value: number; label: string }[] }>(page.request, 'GET', '/lists/role', { token: admin.token });
  const jukir = roles.json.data.find((r) => r.label === 'Juru Parkir')!;
  const P = unique('J');
  const username = `jukir.${P.toLowerCase()}`;
  const made = await api(page.request, 'POST', '/users', { token: admin.token, body: { vcname: `Sutikno ${P}`, vcusername: username, vcpassword: 'jukir-rahasia-1', role: jukir.value } });
  expect(made.status).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('jukir-rahasia-1');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/jukir$/);
  await expect(page.getByTestId('jukir-name')).toHaveText(`Sutikno ${P}`);
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('0');
  await expect(page.getByTestId('outbox-status')).toContainText('Semua transaksi terkirim');
  await shoot(page, 'jukir-console');
  // The staff shell is not for an attendant: any staff page sends it back.
  await page.goto('/main/rekap-parkir');
  await expect(page).toHaveURL(/\/jukir$/);

  // And the console is not for staff.
  await useSession(page, admin, '/jukir');
  await expect(page).toHaveURL(/\/$/);
});
