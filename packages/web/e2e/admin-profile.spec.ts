import { expect, test } from '@playwright/test';
import { loginWithForm, userWithMenus } from './helpers';

test('profile: save name and contacts, change the password, sign in with the new one', async ({ page }) => {
  // A user of its own, so the admin's password stays as the other specs expect.
  const who = await userWithMenus(page.request, ['/']);
  await loginWithForm(page, who.username, who.password);
  await page.getByRole('button', { name: 'Menu pengguna' }).click();
  await page.getByRole('link', { name: 'Profil & akun' }).or(page.getByRole('button', { name: 'Profil & akun' })).click();
  await expect(page).toHaveURL(/\/user\/profile$/);

  const settings = page.getByRole('form', { name: 'Pengaturan Profil' });
  await expect(settings.getByLabel('Nama')).toHaveValue(who.name);
  await settings.getByLabel('Nama').fill('');
  await settings.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(settings.getByText('Nama tidak boleh kosong.')).toBeVisible();
  await settings.getByLabel('Nama').fill('Rina Wulandari');
  await settings.getByLabel('Email').fill('bukan-email');
  await settings.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(settings.getByText('Format email tidak valid.')).toBeVisible();
  await settings.getByLabel('Email').fill('rina@dishub.tubankab.go.id');
  await settings.getByLabel('Nomor Telepon').fill('081234567890');
  await settings.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  await page.reload();
  await expect(settings.getByLabel('Nama')).toHaveValue('Rina Wulandari');
  await expect(settings.getByLabel('Email')).toHaveValue('rina@dishub.tubankab.go.id');
  await expect(settings.getByLabel('Nomor Telepon')).toHaveValue('081234567890');
  await expect(page.getByRole('heading', { name: 'Rina Wulandari' })).toBeVisible();

  const password = page.getByRole('form', { name: 'Ganti Password' });
  await password.getByLabel('Password Lama', { exact: true }).fill('salah-sekali');
  await password.getByLabel('Password Baru', { exact: true }).fill('sandi-baru-456');
  await password.getByLabel('Konfirmasi Password', { exact: true }).fill('sandi-lain-789');
  await password.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(password.getByText('Konfirmasi password tidak sama.')).toBeVisible();
  await password.getByLabel('Konfirmasi Password', { exact: true }).fill('sandi-baru-456');
  await password.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(password.getByText('Password lama salah.')).toBeVisible();
  await password.getByLabel('Password Lama', { exact: true }).fill(who.password);
  await password.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Password berhasil diubah.')).toBeVisible();
  await expect(password.getByLabel('Password Lama', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Menu pengguna' }).click();
  await page.getByRole('button', { name: 'Keluar', exact: true }).or(page.getByRole('menuitem', { name: 'Keluar', exact: true })).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Username atau password salah.')).toBeVisible();
  await loginWithForm(page, who.username, 'sandi-baru-456');
});
