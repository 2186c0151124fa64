import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, openAsAdmin, unique } from '../helpers';
import { shoot } from '../crud-flow';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './attendant';

test.use({ baseURL: PARKING_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true });

const rupiahOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test("an attendant on a phone checks a car in and out; the fee shows big, and the office's dashboard rises without a reload", async ({ page, browser }) => {
  const admin = await adminSession(page.request);
  const P = unique('K');
  await newPlace(page.request, admin.token, { location: `Alun-alun ${P}`, address: 'Jl. Pemuda 1', code: P, type: `Mobil ${P}`, fee: 5000 });
  const username = await newAttendant(page.request, admin.token, `Darmaji ${P}`, `jukir.${P.toLowerCase()}`);

  // The office keeps the dashboard open on a desktop.
  const office = await browser.newContext({ baseURL: PARKING_BASE_URL, viewport: { width: 1280, height: 900 } });
  const board = await office.newPage();
  await openAsAdmin(board, '/');
  const card = board.getByTestId('parking-location-card').filter({ hasText: `Alun-alun ${P}` });
  await expect(card.getByTestId('parking-location-income')).toHaveText('Rp 0');
  await expect(board.getByTestId('parking-today')).toHaveText(/^Rp /);
  const before = rupiahOf(await board.getByTestId('parking-today').textContent());

  // The attendant signs in on the phone and works at the new location.
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(ATTENDANT_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/jukir$/);
  await page.getByLabel('Lokasi parkir').selectOption({ label: `Alun-alun ${P}` });

  const plate = `S ${P.slice(-4).replace(/\D/g, '7').padStart(4, '1')} KB`;
  const checkIn = page.getByRole('form', { name: 'Masuk' });
  await checkIn.getByLabel('Nomor kendaraan').fill(plate.toLowerCase());
  await page.getByRole('radiogroup', { name: 'Tipe kendaraan' }).getByText(`Mobil ${P}`).click();
  await checkIn.getByRole('button', { name: 'Catat Masuk' }).click();
  await expect(page.getByTestId('jukir-answer-plate')).toHaveText(plate.replaceAll(' ', ''));
  await expect(page.getByTestId('jukir-ticket-qr')).toBeVisible();
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('1');
  await expect(page.getByTestId('jukir-tally-parked')).toHaveText('1');
  await shoot(page, 'jukir-ticket');

  // Out by the plate as the attendant reads it; the fee comes from the server, in large type.
  await page.getByRole('tab', { name: 'Keluar' }).click();
  const checkOut = page.getByRole('form', { name: 'Keluar' });
  await checkOut.getByLabel('Nomor kendaraan').fill(plate);
  await checkOut.getByRole('button', { name: 'Keluarkan' }).click();
  await expect(page.getByTestId('jukir-fee')).toHaveText('Rp 5.000');
  await expect(page.getByTestId('jukir-tally-parked')).toHaveText('0');
  await expect(page.getByTestId('jukir-tally-income')).toHaveText('Rp 5.000');
  const fee = await page.getByTestId('jukir-fee').boundingBox();
  expect(fee!.height).toBeGreaterThanOrEqual(32);
  await shoot(page, 'jukir-fee');

  // The office saw it come in, without a reload: this location's income exactly, and the day's
  // total by at least as much (specs in the other worker write stays on the same server today).
  await expect(card.getByTestId('parking-location-income')).toHaveText('Rp 5.000');
  await expect.poll(async () => rupiahOf(await board.getByTestId('parking-today').textContent())).toBeGreaterThanOrEqual(before + 5000);
  await office.close();
});
