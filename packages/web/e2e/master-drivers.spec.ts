import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from './crud-flow';

test.setTimeout(180_000);

test('drivers: sidebar, search, paging, add (empty then valid, with account), edit, detail, delete; the driver signs in', async ({ page, browser }) => {
  const admin = await adminSession(page.request);
  const P = unique('D');
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/employee', {
      token: admin.token,
      body: { vccode_driver: `${P}${n}`, vcnip: `${P}NIP${n}`, vcname: `Pengemudi ${P} ${n}`, vcphone: `0812000000${n}`, intfungsional: 0 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Pengemudi', 'Data Pengemudi');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Kode', 'NIP', 'Nama', 'No. HP', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await shoot(page, 'drivers-list');

  await emptyFormShows(page, '/employee', ['Kode tidak boleh kosong.', 'NIP tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Nomor Telepon / HP tidak boleh kosong.']);
  const form = dialog(page);
  await expect(field(form, 'Username')).toHaveCount(0);
  await shoot(page, 'drivers-form-empty');

  const code = `${P}NEW`;
  const username = `sopir.${P.toLowerCase()}`;
  const password = 'sopir-rahasia-9';
  await field(form, 'Kode').fill(code);
  await field(form, 'NIP').fill(`${P}NIP99`);
  await field(form, 'Nama').fill(`Budi ${P}`);
  await field(form, 'Nomor Telepon / HP').fill('081377788899');
  await field(form, 'Menggunakan Akun?').check();
  await field(form, 'Username').fill(username);
  await form.locator('input[name="vcpassword"]').fill(password);
  await shoot(page, 'drivers-form-account');
  await saveForm(page, 'Data berhasil disimpan.');
  await expect(rowOf(page, code)).toContainText(`Budi ${P}`);
  await expect(rowOf(page, code)).toContainText(username);

  // Edit: the account is ticked with its username; the password stays empty (kept).
  await rowOf(page, code).getByRole('button', { name: 'Ubah' }).click();
  await expect(field(form, 'Menggunakan Akun?')).toBeChecked();
  await expect(field(form, 'Username')).toHaveValue(username);
  await expect(form.locator('input[name="vcpassword"]')).toHaveValue('');
  await field(form, 'Nomor Telepon / HP').fill('081311122233');
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, code)).toContainText('081311122233');

  await rowOf(page, code).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Pengemudi')).toBeVisible();
  await expect(field(form, 'Nama')).toHaveValue(`Budi ${P}`);
  await expect(field(form, 'Username')).toHaveValue(username);
  await expect(form.locator('input[name="vcpassword"]')).toHaveCount(0);
  await shoot(page, 'drivers-detail');
  await form.getByRole('button', { name: 'Tutup' }).first().click();

  // The kept password still signs the driver in, on the same login page: a driver lands on their
  // console (a wrong password would read 'Username atau password salah.') and never on the staff shell.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByLabel('Username').fill(username);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(other).toHaveURL(/\/driver$/);
  await expect(other.getByTestId('driver-name')).toHaveText(`Budi ${P}`);
  await other.goto('/master/pengemudi');
  await expect(other).toHaveURL(/\/driver$/);
  await other.close();

  await deleteWithNoThenYes(page, `${P}01`);
});
