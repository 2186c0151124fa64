import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('users: open from the sidebar, invalid then valid form, edit, detail, delete with Tidak then Ya', async ({ page }) => {
  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Data User' }).click();
  await expect(page).toHaveURL(/\/application\/users$/);
  await expect(page.getByRole('heading', { name: 'Data User / Hak Akses' })).toBeVisible();
  await expect(rowOf(page, 'admin')).toBeVisible();

  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/users')) posts.push(r.postData() ?? ''); });

  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(dialog(page).getByText('Tambah User')).toBeVisible();
  await expect(dialog(page).getByText('Nama tidak boleh kosong.')).toBeHidden();
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  for (const m of ['Nama tidak boleh kosong.', 'Username tidak boleh kosong.', 'Password tidak boleh kosong.', 'Role / Hak Akses tidak boleh kosong.']) {
    await expect(dialog(page).getByText(m)).toBeVisible();
  }
  expect(posts).toHaveLength(0);

  const name = unique('Petugas ');
  const username = name.replace(/\s/g, '').toLowerCase();
  await dialog(page).getByLabel('Nama').fill(name);
  await dialog(page).getByLabel('Username').fill(username);
  await dialog(page).getByLabel('Password', { exact: true }).fill('pendek');
  await dialog(page).getByLabel('Role / Hak Akses').selectOption({ label: 'Operator' });
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog(page).getByText('Password minimal 8 karakter.')).toBeVisible();
  await expect(dialog(page).getByText('Nama tidak boleh kosong.')).toBeHidden();
  expect(posts).toHaveLength(0);

  await dialog(page).getByLabel('Password', { exact: true }).fill('rahasia-baru-1');
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(posts).toHaveLength(1);

  await page.getByRole('searchbox', { name: 'Cari data' }).fill(username);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await expect(rowOf(page, username)).toContainText('Operator');

  // Edit: the record loads into the form, the password may stay empty.
  await rowOf(page, username).getByRole('button', { name: 'Ubah' }).click();
  await expect(dialog(page).getByLabel('Nama')).toHaveValue(name);
  await expect(dialog(page).getByLabel('Role / Hak Akses')).toHaveValue(/\d+/);
  await dialog(page).getByLabel('Nama').fill(`${name} Edit`);
  await dialog(page).getByLabel('Role / Hak Akses').selectOption({ label: 'Administrator' });
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  await expect(rowOf(page, username)).toContainText(`${name} Edit`);
  await expect(rowOf(page, username)).toContainText('Administrator');

  // The old password still signs in: an empty password field left it unchanged.
  const signin = await api(page.request, 'POST', '/users/signin', { body: { username, password: 'rahasia-baru-1' } });
  expect(signin.status).toBe(200);

  await rowOf(page, username).getByRole('button', { name: 'Detail' }).click();
  await expect(dialog(page).getByText('Detail User')).toBeVisible();
  await expect(dialog(page).getByLabel('Nama')).toHaveValue(`${name} Edit`);
  await expect(dialog(page).getByLabel('Role / Hak Akses')).toHaveValue('Administrator');
  await dialog(page).getByRole('button', { name: 'Tutup' }).last().click();
  await expect(dialog(page)).toBeHidden();

  await rowOf(page, username).getByRole('button', { name: 'Hapus' }).click();
  await expect(dialog(page).getByText('Data akan dihapus ?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Tidak' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(rowOf(page, username)).toBeVisible();

  await rowOf(page, username).getByRole('button', { name: 'Hapus' }).click();
  await dialog(page).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Data berhasil dihapus.')).toBeVisible();
  await expect(page.getByText('Data Tidak Tersedia.')).toBeVisible();
});

test('users: a taken username is shown on its field', async ({ page }) => {
  await openAsAdmin(page, '/application/users');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await dialog(page).getByLabel('Nama').fill('Admin Kedua');
  await dialog(page).getByLabel('Username').fill('admin');
  await dialog(page).getByLabel('Password', { exact: true }).fill('rahasia-baru-1');
  await dialog(page).getByLabel('Role / Hak Akses').selectOption({ label: 'Operator' });
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog(page).getByText('Username sudah digunakan.')).toBeVisible();
  await expect(dialog(page).getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('users: pagination and search keep their place in the URL', async ({ page }) => {
  const admin = await adminSession(page.request);
  const prefix = unique('hal');
  const roles = await api<{ data: { value: number; label: string }[] }>(page.request, 'GET', '/lists/role', { token: admin.token });
  const operator = roles.json.data.find((r) => r.label === 'Operator')!.value;
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/users', {
      token: admin.token,
      body: { vcname: `Uji ${prefix} ${n}`, vcusername: `${prefix}${n}`.toLowerCase(), vcpassword: 'rahasia-123', role: operator },
    });
    expect(res.status).toBe(201);
  }

  await openAsAdmin(page, '/application/users');
  await page.getByRole('searchbox', { name: 'Cari data' }).fill(prefix.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${prefix.toLowerCase()}`));
  const body = page.locator('table tbody tr');
  await expect(body).toHaveCount(10);
  await expect(body.first()).toContainText(`1Uji ${prefix} 01`);
  await expect(page.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();

  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(body).toHaveCount(2);
  await expect(body.nth(0)).toContainText(`11Uji ${prefix} 11`);
  await expect(body.nth(1)).toContainText(`12Uji ${prefix} 12`);
  await expect(page.getByRole('button', { name: 'Selanjutnya' })).toBeDisabled();

  // Reload keeps the view; back returns to page 1.
  await page.reload();
  await expect(body).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Cari data' })).toHaveValue(prefix.toLowerCase());
  await page.goBack();
  await expect(body).toHaveCount(10);
  await expect(page).not.toHaveURL(/page=2/);

  // 20 rows per page: everything on page 1.
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('combobox', { name: 'Jumlah baris' }).selectOption('20');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(body).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Selanjutnya' })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Cari data' }).fill(`${prefix}07`.toLowerCase());
  await expect(body).toHaveCount(1);
  await expect(body.first()).toContainText(`1Uji ${prefix} 07`);
  await page.getByRole('searchbox', { name: 'Cari data' }).fill('tidak-ada-yang-cocok');
  await expect(page.getByText('Data Tidak Tersedia.')).toBeVisible();
});
