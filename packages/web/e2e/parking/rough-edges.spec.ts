import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { api, openAsAdmin, unique } from '../helpers';
import { shoot } from '../crud-flow';

test.use({ baseURL: PARKING_BASE_URL });

test('the navbar search says what it finds in parking mode, and finds parking locations', async ({ page }) => {
  const admin = await openAsAdmin(page, '/');
  const P = unique('S');
  expect((await api(page.request, 'POST', '/parking/location', { token: admin.token, body: { vcname: `Terminal ${P}`, vcaddress: 'Jl. Terminal 1' } })).status).toBe(201);
  const box = page.getByRole('combobox', { name: 'Pencarian' });
  await expect(box).toHaveAttribute('placeholder', 'Cari menu, lokasi, tipe kendaraan, plat…');
  await box.fill(P);
  const hit = page.getByRole('listbox', { name: 'Pencarian' }).getByRole('group', { name: 'Lokasi Parkir' }).getByRole('option', { name: new RegExp(`Terminal ${P}`) });
  await expect(hit).toContainText('Jl. Terminal 1');
  await shoot(page, 'parking-search');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/master/lokasi\\?q=Terminal%20${P}$`));
});

test('Target Pendapatan shows rupiah with thousand separators as typed, stores a number, and lists it', async ({ page }) => {
  const admin = await openAsAdmin(page, '/master/target-parkir');
  // Two years ahead: the other specs set this year's target.
  await expect(page.getByTestId('target-year')).toHaveText(/^\d{4}$/);
  const year = Number(await page.getByTestId('target-year').textContent()) + 2;
  await page.getByRole('button', { name: 'Tahun berikutnya' }).click();
  await page.getByRole('button', { name: 'Tahun berikutnya' }).click();
  await expect(page.getByTestId('target-year')).toHaveText(String(year));

  const yearly = page.getByLabel('Target Tahunan');
  await yearly.pressSequentially('2061000000');
  await expect(yearly).toHaveValue('2.061.000.000');
  await page.getByLabel('Januari').pressSequentially('150000000');
  await expect(page.getByLabel('Januari')).toHaveValue('150.000.000');
  await expect(page.getByTestId('months-sum')).toHaveText('Jumlah target bulanan: Rp 150.000.000');
  await page.getByRole('button', { name: 'Simpan Target' }).click();
  await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();

  await expect(page.getByTestId('target-saved-yearly')).toHaveText('Rp 2.061.000.000');
  await expect(page.getByTestId('target-saved')).toContainText('Target Januari: Rp 150.000.000');
  await expect(yearly).toHaveValue('2.061.000.000');
  await shoot(page, 'parking-target-rupiah');
  const stored = await api<{ data: { dectarget: number; months: (number | null)[] } }>(page.request, 'GET', `/parking/targets/${year}`, { token: admin.token });
  expect(stored.json.data.dectarget).toBe(2061000000);
  expect(stored.json.data.months[0]).toBe(150000000);
});
