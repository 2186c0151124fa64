import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, createRoute, createVehicle, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from './crud-flow';

test.setTimeout(180_000);

test('schools: sidebar, search, paging, add (empty then valid, with serving vehicles), edit, detail with plates, delete', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('S');
  const route = await createRoute(page.request, admin.token, `${P}R`);
  const bus1 = await createVehicle(page.request, admin.token, `${P}B1`, `${P} 01`, route.intid);
  const bus2 = await createVehicle(page.request, admin.token, `${P}B2`, `${P} 02`, route.intid);
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/schools', {
      token: admin.token,
      body: { vckode: `${P}${n}`, vcnama: `SD Negeri ${P} ${n}`, vcalamat: `Jl. Basuki Rahmat ${i}, Tuban`, intjenjangsekolah: 2 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Sekolah', 'Data Sekolah');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Kode', 'Nama', 'Alamat', 'Jenjang Sekolah', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(rowOf(page, `${P}01`)).toContainText('SD');
  await shoot(page, 'schools-list');

  await emptyFormShows(page, '/schools', ['Kode tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Alamat tidak boleh kosong.', 'Jenjang Sekolah tidak boleh kosong.']);
  await shoot(page, 'schools-form-empty');
  const form = dialog(page);
  const code = `${P}NEW`;
  await field(form, 'Kode').fill(code);
  await field(form, 'Nama').fill(`SMA Negeri ${P}`);
  await field(form, 'Alamat').fill('Jl. Dr. Wahidin Sudirohusodo 12, Tuban');
  await field(form, 'Jenjang Sekolah').selectOption({ label: 'SMA / SMK' });
  for (const plate of [bus1.vcnopol, bus2.vcnopol]) {
    await field(form, 'Kendaraan yang melayani').fill(plate);
    await page.getByRole('option', { name: new RegExp(plate) }).click();
  }
  await shoot(page, 'schools-form-filled');
  await saveForm(page, 'Data berhasil disimpan.');
  await search(page, code);
  await expect(rowOf(page, code)).toContainText('SMA / SMK');
  await expect(rowOf(page, code)).toContainText('Jl. Dr. Wahidin Sudirohusodo 12, Tuban');

  // Edit: the serving vehicles are preselected; remove one.
  await rowOf(page, code).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.getByText(new RegExp(`${bus1.vcnopol} - `))).toBeVisible();
  await expect(form.getByText(new RegExp(`${bus2.vcnopol} - `))).toBeVisible();
  await form.getByRole('button', { name: new RegExp(`Remove ${bus2.vcnopol}`) }).click();
  await field(form, 'Nama').fill(`SMK Negeri ${P}`);
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, code)).toContainText(`SMK Negeri ${P}`);

  await rowOf(page, code).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Sekolah')).toBeVisible();
  await expect(form.getByText(code, { exact: true })).toBeVisible();
  await expect(form.getByText(`SMK Negeri ${P}`)).toBeVisible();
  await expect(form.getByRole('cell', { name: bus1.vcnopol })).toBeVisible();
  await expect(form.getByRole('cell', { name: bus2.vcnopol })).toHaveCount(0);
  await shoot(page, 'schools-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(form).toHaveCount(0);

  await deleteWithNoThenYes(page, code);
});
