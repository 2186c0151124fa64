import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, signin, unique, useSession } from '../helpers';
import { expectFocused, tabTo } from '../a11y/keyboard';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './attendant';

test.use({ baseURL: PARKING_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true });

test('the attendant console with the keyboard only: a car checked in and out', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('KJ');
  const locationId = await newPlace(page.request, admin.token, { location: `${P} Pasar Baru`, address: 'Jl. Pemuda 1', code: P, type: `Mobil ${P}`, fee: 4000 });
  const username = await newAttendant(page.request, admin.token, `Darmaji ${P}`, `jukir.${P.toLowerCase()}`);
  await useSession(page, await signin(page.request, username, ATTENDANT_PASSWORD), '/jukir');

  // The location by typing its name into the focused list.
  const where = page.getByLabel('Lokasi parkir');
  await tabTo(page, where);
  await page.keyboard.type(`${P} Pasar`);
  await expect(where).toHaveValue(String(locationId));

  const plate = `S ${P.slice(-4).replace(/\D/g, '7').padStart(4, '1')} KB`;
  const checkIn = page.getByRole('form', { name: 'Masuk' });
  await tabTo(page, checkIn.getByLabel('Nomor kendaraan'));
  await page.keyboard.type(plate);
  // The vehicle types are one radio group: Tab enters it, Space chooses, the arrow keys move the choice.
  const types = page.getByRole('radiogroup', { name: 'Tipe kendaraan' });
  await tabTo(page, types.getByRole('radio').first());
  await page.keyboard.press('Space');
  const mine = types.getByRole('radio', { name: new RegExp(`Mobil ${P}`) });
  for (let i = 0; i < 80 && !(await mine.isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expect(mine).toBeChecked();
  await expectFocused(mine);
  await tabTo(page, checkIn.getByRole('button', { name: 'Catat Masuk' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('jukir-answer-plate')).toHaveText(plate.replaceAll(' ', ''));
  await expect(page.getByTestId('jukir-tally-parked')).toHaveText('1');

  // The 'Keluar' tab: Shift+Tab back to the tab list, the right arrow moves to it.
  const inTab = page.getByRole('tab', { name: 'Masuk' });
  await tabTo(page, inTab, { back: true });
  await page.keyboard.press('ArrowRight');
  const outTab = page.getByRole('tab', { name: 'Keluar' });
  await expect(outTab).toHaveAttribute('aria-selected', 'true');
  await expectFocused(outTab);
  const checkOut = page.getByRole('form', { name: 'Keluar' });
  await tabTo(page, checkOut.getByLabel('Nomor kendaraan'));
  await page.keyboard.type(plate);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('jukir-fee')).toHaveText('Rp 4.000');
  await expect(page.getByTestId('jukir-tally-parked')).toHaveText('0');
});
