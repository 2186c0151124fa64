import { expect, test } from '@playwright/test';
import { adminSession, openAsAdmin, unique } from './helpers';
import { checkPaging, createRoute, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from './crud-flow';

test.setTimeout(180_000);

test('routes: sidebar, search, paging, add (empty then valid) with points added and removed, edit, detail map with numbered markers, delete', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('R');
  for (let i = 1; i <= 11; i++) await createRoute(page.request, admin.token, `${P}${String(i).padStart(2, '0')}`);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Rute', 'Data Rute');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Kode', 'Nama', 'Titik Rute', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(rowOf(page, `${P}01`)).toContainText('1 titik');
  await shoot(page, 'routes-list');

  await emptyFormShows(page, '/routes', ['Kode tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Titik Rute tidak boleh kosong.']);
  await shoot(page, 'routes-form-empty');
  const form = dialog(page);
  const code = `${P}NEW`;
  await field(form, 'Kode').fill(code);
  await field(form, 'Nama').fill(`Terminal - Jenu ${P}`);
  await form.getByLabel('Nama titik 1').fill('Terminal Kambang Putih');
  await form.getByLabel('Longitude 1').fill('112.0503');
  await form.getByLabel('Latitude 1').fill('-6.8979');
  await form.getByRole('button', { name: 'Tambah Titik' }).click();
  await form.getByLabel('Nama titik 2').fill('Titik salah');
  await form.getByRole('button', { name: 'Tambah Titik' }).click();
  await form.getByLabel('Nama titik 3').fill('Alun-alun Tuban');
  await form.getByLabel('Longitude 3').fill('112,0497');
  await form.getByLabel('Latitude 3').fill('-6.8946');
  await form.getByRole('button', { name: 'Hapus titik 2' }).click();
  await expect(form.getByLabel(/^Nama titik \d+$/)).toHaveCount(2);
  await expect(form.getByLabel('Nama titik 2')).toHaveValue('Alun-alun Tuban');
  await shoot(page, 'routes-form-points');
  await saveForm(page, 'Data berhasil disimpan.');
  await search(page, code);
  await expect(rowOf(page, code)).toContainText('2 titik');

  // Edit: the points come back in order; a third without coordinates is added.
  await rowOf(page, code).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.getByLabel('Nama titik 1')).toHaveValue('Terminal Kambang Putih');
  await expect(form.getByLabel('Longitude 2')).toHaveValue('112.0497');
  await form.getByRole('button', { name: 'Tambah Titik' }).click();
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Titik Rute tidak boleh kosong.')).toBeVisible();
  await form.getByLabel('Nama titik 3').fill('Pasar Jenu');
  await form.getByLabel('Longitude 3').fill('111.9845');
  await form.getByLabel('Latitude 3').fill('-6.8431');
  await form.getByRole('button', { name: 'Tambah Titik' }).click();
  await form.getByLabel('Nama titik 4').fill('Halte tanpa koordinat');
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, code)).toContainText('4 titik');

  // Detail: Kode and Nama read-only, the located points numbered on the map with a line.
  await rowOf(page, code).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Rute')).toBeVisible();
  await expect(form.getByText(code, { exact: true })).toBeVisible();
  await expect(form.locator('input, textarea')).toHaveCount(0);
  const map = form.getByRole('region', { name: 'Peta' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);
  await expect(map.locator('.leaflet-marker-icon').nth(0)).toHaveText('1');
  await expect(map.locator('.leaflet-marker-icon').nth(2)).toHaveText('3');
  await expect(map.locator('[title="3. Pasar Jenu"]')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(form.getByRole('row')).toHaveCount(5);
  await expect(form.getByRole('row').nth(4)).toContainText('Halte tanpa koordinat');
  await shoot(page, 'routes-detail-map');
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(form).toHaveCount(0);

  await deleteWithNoThenYes(page, code);
});
