import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, unique } from '../helpers';
import { shoot } from '../crud-flow';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './attendant';

test.use({ baseURL: PARKING_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true });

test('an attendant signing out without signal keeps the queued check-in, and it is sent once after signing in again', async ({ page, context }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const admin = await adminSession(page.request);
  const P = unique('O');
  const locationId = await newPlace(page.request, admin.token, { location: `Pasar Sore ${P}`, address: 'Jl. Sore 1', code: P, type: `Motor ${P}`, fee: 2000 });
  const username = await newAttendant(page.request, admin.token, `Warsito ${P}`, `jukir.${P.toLowerCase()}`);

  const signIn = async () => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(ATTENDANT_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/jukir$/);
  };
  await page.goto('/login');
  await signIn();
  await page.getByLabel('Lokasi parkir').selectOption({ label: `Pasar Sore ${P}` });
  // The console reopened later with its stored session: the sign-in page was never loaded in this visit.
  await page.reload();
  await expect(page.getByTestId('outbox-status')).toContainText('Semua transaksi terkirim');
  // The signal goes once the console has loaded its data (the location and the tariffs).
  await expect(page.getByLabel('Lokasi parkir')).toHaveValue(String(locationId));
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('0');

  // No signal: the check-in waits on the phone.
  await context.setOffline(true);
  const plate = `AG${P.slice(-4).replace(/\D/g, '3')}KO`;
  const checkIn = page.getByRole('form', { name: 'Masuk' });
  await checkIn.getByLabel('Nomor kendaraan').fill(plate);
  await page.getByRole('radiogroup', { name: 'Tipe kendaraan' }).getByText(`Motor ${P}`).click();
  await checkIn.getByRole('button', { name: 'Catat Masuk' }).click();
  await expect(page.getByTestId('outbox-status')).toContainText('1 menunggu dikirim');

  // Signing out is asked first, and says what still waits.
  await page.getByRole('button', { name: 'Keluar Akun' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 data masih menunggu dikirim. Data ini akan dikirim setelah Anda masuk lagi dengan akun yang sama.');
  await shoot(page, 'jukir-sign-out-asked');
  await dialog.getByRole('button', { name: 'Keluar Akun' }).click();

  // Signed out to the sign-in page, which says the entry is kept; no error page.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.getByTestId('login-waiting')).toHaveText('1 data masih tersimpan di ponsel ini. Data ini akan dikirim setelah Anda masuk lagi dengan akun yang sama.');
  await expect(page.getByText('Maaf, terjadi kesalahan.')).toHaveCount(0);
  await shoot(page, 'jukir-signed-out-offline');
  expect(await page.evaluate(() => localStorage.getItem('accessUser'))).toBeNull();

  // Back online, the same attendant signs in again: the entry goes up, once.
  await context.setOffline(false);
  await signIn();
  await expect(page.getByTestId('outbox-status')).toContainText('Semua transaksi terkirim');
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('1');
  await expect(page.getByTestId('jukir-recent')).toContainText(plate);
  const held = await api<{ total_data: number; data: { vclicense_number: string }[] }>(page.request, 'GET', `/parking?q=${plate}&parking_location=${locationId}`, { token: admin.token });
  expect(held.json.total_data).toBe(1);
  expect(held.json.data[0].vclicense_number).toBe(plate);
  expect(pageErrors).toEqual([]);
});
