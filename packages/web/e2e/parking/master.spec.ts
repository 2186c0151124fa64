import { expect, test, type Page } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, openAsAdmin, unique } from '../helpers';
import { deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from '../crud-flow';

test.use({ baseURL: PARKING_BASE_URL });
test.setTimeout(180_000);

const todayIn = (timeZone = 'Asia/Jakarta') => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

test('Lokasi Parkir: empty form messages, a point picked on the map, edit to inactive, detail, delete', async ({ page }) => {
  const P = unique('LOK');
  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Lokasi Parkir', 'Lokasi Parkir');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Nama', 'Alamat', 'Aktif', 'Aksi']);

  await emptyFormShows(page, '/parking/location', ['Nama tidak boleh kosong.', 'Alamat tidak boleh kosong.']);
  const form = dialog(page);
  await field(form, 'Nama').fill(`Pasar ${P}`);
  await field(form, 'Alamat').fill('Jl. Sunan Kalijogo, Tuban');
  await expect(form.getByLabel('Latitude')).toHaveValue('');
  // A click on the map places the point: both coordinates are filled.
  await form.getByRole('region', { name: /peta/i }).click({ position: { x: 120, y: 100 } });
  await expect(form.getByLabel('Latitude')).toHaveValue(/^-6\.\d+$/);
  await expect(form.getByLabel('Longitude')).toHaveValue(/^112\.\d+$/);
  await expect(form.getByText('Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.')).toHaveCount(0);
  await shoot(page, 'parking-location-form');
  await saveForm(page, 'Data berhasil disimpan.');
  await search(page, P);
  await expect(rowOf(page, P)).toContainText('Aktif');

  await rowOf(page, P).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.getByLabel('Latitude')).toHaveValue(/^-6\.\d+$/);
  await form.getByLabel('Aktif').uncheck();
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, P)).toContainText('Nonaktif');

  await rowOf(page, P).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Lokasi Parkir')).toBeVisible();
  await expect(field(form, 'Nama')).toHaveValue(`Pasar ${P}`);
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await deleteWithNoThenYes(page, P);
});

test('Data Kendaraan: a type with its tariff, a new regulation version, the history on the detail', async ({ page }) => {
  const P = unique('K');
  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Tipe Kendaraan', 'Data Kendaraan');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'ID', 'Nama', 'Tarif Berlaku', 'Dasar Peraturan', 'Aksi']);
  await emptyFormShows(page, '/parking/vehicle-type', ['Kode tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Dasar Peraturan tidak boleh kosong.', 'Berlaku Mulai tidak boleh kosong.']);
  const form = dialog(page);
  await field(form, 'Kode').fill(P);
  await field(form, 'Nama').fill(`Mobil ${P}`);
  await field(form, 'Dasar Peraturan').fill('Perda No. 3 Tahun 2021');
  await field(form, 'Berlaku Mulai').fill('2021-01-01');
  await field(form, 'Biaya Awal').fill('3000');
  await field(form, 'Durasi Awal (menit)').fill('60');
  await field(form, 'Biaya per Jam Berikutnya').fill('1000');
  await field(form, 'Biaya Maksimal per Hari').fill('2000');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Biaya maksimal per hari tidak boleh kurang dari biaya awal.')).toBeVisible();
  await field(form, 'Biaya Maksimal per Hari').fill('10000');
  await shoot(page, 'parking-vehicle-type-form');
  await saveForm(page, 'Data berhasil disimpan.');
  await search(page, P);
  await expect(rowOf(page, P)).toContainText('Rp 3.000 untuk 60 menit pertama, Rp 1.000 per jam berikutnya, maks. Rp 10.000 per hari');

  // The form opens on the newest version; a later date adds a version that is not yet in force.
  await rowOf(page, P).getByRole('button', { name: 'Ubah' }).click();
  await expect(field(form, 'Biaya Awal')).toHaveValue('3.000');
  await field(form, 'Dasar Peraturan').fill('Perda No. 9 Tahun 2099');
  await field(form, 'Berlaku Mulai').fill('2099-01-01');
  await field(form, 'Biaya Awal').fill('5000');
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, P)).toContainText('Rp 3.000 untuk 60 menit pertama');

  await rowOf(page, P).getByRole('button', { name: 'Detail' }).click();
  const history = form.getByTestId('tariff-history').locator('tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('2099-01-01');
  await expect(history.nth(0)).toContainText('Akan berlaku');
  await expect(history.nth(1)).toContainText('Perda No. 3 Tahun 2021');
  await expect(history.nth(1)).toContainText('Berlaku');
  await shoot(page, 'parking-vehicle-type-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await deleteWithNoThenYes(page, P);
});

async function todayFigure(page: Page) {
  const text = (await page.getByTestId('parking-today').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test("targets and the dashboard: a target set on its screen shows on '/', a stay written through the API raises today's income without a reload", async ({ page, browser }) => {
  const admin = await adminSession(page.request);
  const P = unique('D');
  const year = Number(todayIn().slice(0, 4));
  const location = await api<{ data: { intid: number } }>(page.request, 'POST', '/parking/location', { token: admin.token, body: { vcname: `Dermaga ${P}`, vcaddress: 'Jl. Pantai Boom' } });
  const type = await api<{ data: { intid: number } }>(page.request, 'POST', '/parking/vehicle-type', {
    token: admin.token,
    body: { vccode: P, vcname: `Motor ${P}`, vcregulation: 'Perda No. 3 Tahun 2021', dteffective_from: '2021-01-01', decfirst_fee: 2000, intfirst_minutes: 0, dechourly_fee: 0, decmax_fee: 0 },
  });
  expect(type.status).toBe(201);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Target Pendapatan', 'Target Pendapatan');
  await expect(page.getByTestId('target-year')).toHaveText(String(year));
  await page.getByLabel('Target Tahunan').fill('900000000');
  await page.getByLabel('Januari').fill('50000000');
  await expect(page.getByTestId('months-sum')).toHaveText('Jumlah target bulanan: Rp 50.000.000');
  await page.getByRole('button', { name: 'Simpan Target' }).click();
  await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();

  // A second browser keeps the dashboard open while the stay is written.
  const other = await browser.newContext({ baseURL: PARKING_BASE_URL, viewport: { width: 1280, height: 900 } });
  const board = await other.newPage();
  await openAsAdmin(board, '/');
  await expect(board.getByRole('heading', { name: 'DASHBOARD PARKIR' })).toBeVisible();
  await expect(board.getByTestId('parking-target-amount')).toHaveText('Rp 900.000.000');
  const card = board.getByTestId('parking-location-card').filter({ hasText: `Dermaga ${P}` });
  await expect(card.getByTestId('parking-location-income')).toHaveText('Rp 0');
  await expect(board.getByTestId('parking-today')).toHaveText(/^Rp /);
  const before = await todayFigure(board);

  const now = new Date();
  const stay = await api(page.request, 'POST', '/parking', {
    token: admin.token,
    body: {
      vclicense_number: `s ${P.slice(-4)} ab`,
      intvehicle_type_id: type.json.data.intid,
      intparking_location_id: location.json.data.intid,
      dtcheck_in: new Date(now.getTime() - 60_000).toISOString(),
      dtcheck_out: now.toISOString(),
    },
  });
  expect(stay.status, JSON.stringify(stay.json)).toBe(201);
  await expect.poll(() => todayFigure(board)).toBe(before + 2000);
  await expect(card.getByTestId('parking-location-income')).toHaveText('Rp 2.000');
  await shoot(board, 'parking-dashboard');
  await other.close();
});
