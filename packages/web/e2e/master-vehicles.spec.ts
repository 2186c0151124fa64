import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, createRoute, createVehicle, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, pick, rowOf, saveForm, search, shoot } from './crud-flow';

test.setTimeout(180_000);

test('vehicles: sidebar, search, paging, add (empty then valid), edit, detail, delete; the list shows type and route names', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('V');
  const route = await createRoute(page.request, admin.token, `${P}R1`);
  const other = await createRoute(page.request, admin.token, `${P}R2`);
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    await createVehicle(page.request, admin.token, `${P}${n}`, `${P} ${n}`, route.intid);
  }

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Kendaraan', 'Data Kendaraan');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Kode', 'Nama', 'Nomor Kendaraan', 'Tipe Kendaraan', 'Rute', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(rowOf(page, `${P}01`)).toContainText('Bus');
  await expect(rowOf(page, `${P}01`)).toContainText(route.vcnama);
  await shoot(page, 'vehicles-list');

  await emptyFormShows(page, '/vehicles', ['Kode tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Nomor Kendaraan tidak boleh kosong.', 'Tipe Kendaraan tidak boleh kosong.', 'Rute tidak boleh kosong.']);
  await shoot(page, 'vehicles-form-empty');
  const form = dialog(page);
  const code = `${P}NEW`;
  await field(form, 'Kode').fill(code);
  await field(form, 'Nama').fill(`Angkot ${P}`);
  await field(form, 'Nomor Kendaraan').fill(`s 9${P.slice(-3)} xy`);
  await field(form, 'Tipe Kendaraan').selectOption({ label: 'Angkotan' });
  await pick(form, 'Rute', other.vcnama);
  await field(form, 'ID Perangkat GPS').fill(`gps-${P.toLowerCase()}`);
  await shoot(page, 'vehicles-form-filled');
  await saveForm(page, 'Data berhasil disimpan.');
  await search(page, code);
  // The plate is stored upper-case.
  await expect(rowOf(page, code)).toContainText(`S 9${P.slice(-3)} XY`);
  await expect(rowOf(page, code)).toContainText('Angkotan');
  await expect(rowOf(page, code)).toContainText(other.vcnama);

  await rowOf(page, code).getByRole('button', { name: 'Ubah' }).click();
  await expect(field(form, 'Tipe Kendaraan')).toHaveValue('2');
  await expect(form.getByText(other.vcnama)).toBeVisible();
  await field(form, 'Tipe Kendaraan').selectOption({ label: 'Bus' });
  await pick(form, 'Rute', route.vcnama);
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, code)).toContainText('Bus');
  await expect(rowOf(page, code)).toContainText(route.vcnama);

  await rowOf(page, code).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Kendaraan')).toBeVisible();
  await expect(field(form, 'Rute')).toHaveValue(route.vcnama);
  await expect(field(form, 'ID Perangkat GPS')).toHaveValue(`gps-${P.toLowerCase()}`);
  await shoot(page, 'vehicles-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(form).toHaveCount(0);

  const saved = await api<{ data: { vcdevice_id: string }[] }>(page.request, 'GET', `/vehicles?q=${code}`, { token: admin.token });
  expect(saved.json.data[0].vcdevice_id).toBe(`gps-${P.toLowerCase()}`);

  await deleteWithNoThenYes(page, code);
});
