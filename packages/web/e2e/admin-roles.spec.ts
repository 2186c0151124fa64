import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, loginWithForm, menuIds, openAsAdmin, unique } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('roles: create a role with menus from the tree; its user sees exactly those menus', async ({ page, browser }) => {
  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Data Role' }).click();
  await expect(page.getByRole('heading', { name: 'Data Role / Hak Akses' })).toBeVisible();
  await expect(rowOf(page, 'ADMIN')).toBeVisible();

  await page.getByRole('button', { name: 'Tambah' }).click();
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog(page).getByText('Kode tidak boleh kosong.')).toBeVisible();
  await expect(dialog(page).getByText('Nama tidak boleh kosong.')).toBeVisible();

  const code = unique('kas');
  await dialog(page).getByLabel('Kode').fill(code.toLowerCase());
  await dialog(page).getByLabel('Nama').fill(`Kasir ${code}`);
  // Ticking a sub-menu ticks its group too; ticking a group ticks all of its sub-menus.
  await dialog(page).getByRole('checkbox', { name: 'Sekolah', exact: true }).check();
  await expect(dialog(page).getByRole('checkbox', { name: 'Master', exact: true })).toBeChecked();
  await dialog(page).getByRole('checkbox', { name: 'Aplikasi', exact: true }).check();
  await expect(dialog(page).getByRole('checkbox', { name: 'Data User', exact: true })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Data Menu', exact: true })).toBeChecked();
  await dialog(page).getByRole('checkbox', { name: 'Data Menu', exact: true }).uncheck();
  await expect(dialog(page).getByRole('checkbox', { name: 'Riwayat Perubahan', exact: true })).toBeChecked();
  await dialog(page).getByRole('checkbox', { name: 'Riwayat Perubahan', exact: true }).uncheck();
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari data' }).fill(code);
  // The code is stored upper-case: Master, Sekolah, Aplikasi, Data User, Data Role.
  await expect(rowOf(page, code)).toContainText('5 menu');

  const admin = await adminSession(page.request);
  const ids = await menuIds(page.request, admin.token);
  const roles = await api<{ data: { intid: number; vccode: string; menus: number[] }[] }>(page.request, 'GET', `/roles?q=${code}`, { token: admin.token });
  const role = roles.json.data.find((r) => r.vccode === code)!;
  expect(role.menus.sort((a, b) => a - b)).toEqual(['#master', '/master/sekolah', '#aplikasi', '/application/users', '/application/roles'].map((u) => ids.get(u)!).sort((a, b) => a - b));

  // Edit: the saved menus are ticked when the form opens.
  await rowOf(page, code).getByRole('button', { name: 'Ubah' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: 'Data User', exact: true })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Data Menu', exact: true })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Batal' }).click();

  const res = await api(page.request, 'POST', '/users', {
    token: admin.token,
    body: { vcname: `Kasir ${code}`, vcusername: code.toLowerCase(), vcpassword: 'rahasia-123', role: role.intid },
  });
  expect(res.status).toBe(201);
  const other = await browser.newPage();
  await loginWithForm(other, code.toLowerCase(), 'rahasia-123');
  const nav = other.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav.getByRole('link', { name: 'Sekolah' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Data User' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Data Menu' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Riwayat Perubahan' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Pengemudi' })).toHaveCount(0);
  await other.close();

  // A role still used by a user cannot be deleted: the server's reason is shown.
  await rowOf(page, code).getByRole('button', { name: 'Hapus' }).click();
  await dialog(page).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByRole('dialog').getByText(`Role ${code} masih digunakan oleh 1 user.`)).toBeVisible();
});
