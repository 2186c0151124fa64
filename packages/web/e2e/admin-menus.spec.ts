import { expect, test, type Page } from '@playwright/test';
import { openAsAdmin, unique } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('menus: add for a screen with icon preview and parent (no script URL), edit, detail, delete', async ({ page }) => {
  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Data Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Data Menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah' }).click();
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  for (const m of ['Nama tidak boleh kosong.', 'Ikon tidak boleh kosong.']) await expect(dialog(page).getByText(m)).toBeVisible();

  const name = unique('Jadwal ');
  const url = `/master/${name.replace(/\s/g, '').toLowerCase()}`;
  await dialog(page).getByLabel('Nama').fill(name);
  await dialog(page).getByLabel('Layar').selectOption('master.students');
  await expect(dialog(page).getByLabel('Layar').locator('option', { hasText: 'Lokasi Parkir' })).toHaveCount(0);
  await dialog(page).getByLabel('URL').fill('javascript:alert(1)');
  await dialog(page).getByLabel('Ikon', { exact: true }).fill('calendar-week');
  await expect(dialog(page).locator('i.bi-calendar-week')).toBeVisible();
  await dialog(page).getByLabel('Menu Induk').selectOption({ label: 'Master' });
  await dialog(page).getByLabel('Urutan').fill('95');
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog(page).getByText('URL harus diawali "/" untuk layar atau "#" untuk grup.')).toBeVisible();
  await dialog(page).getByLabel('URL').fill(url);
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari data' }).fill(url);
  await expect(rowOf(page, url)).toContainText('Master');
  await expect(rowOf(page, url)).toContainText('95');
  await expect(rowOf(page, url)).toContainText('Siswa');
  await expect(rowOf(page, url).locator('i.bi-calendar-week')).toBeVisible();

  await rowOf(page, url).getByRole('button', { name: 'Ubah' }).click();
  await expect(dialog(page).getByLabel('Menu Induk')).toHaveValue(/\d+/);
  // A menu cannot be its own parent: it is not offered.
  await expect(dialog(page).getByLabel('Menu Induk').locator('option', { hasText: name })).toHaveCount(0);
  await dialog(page).getByLabel('Ikon', { exact: true }).fill('calendar2-check');
  await dialog(page).getByLabel('Menu Induk').selectOption({ label: '-- Tanpa Menu Induk --' });
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diubah.')).toBeVisible();
  await expect(rowOf(page, url).locator('i.bi-calendar2-check')).toBeVisible();
  await expect(rowOf(page, url)).not.toContainText('Master');

  await rowOf(page, url).getByRole('button', { name: 'Detail' }).click();
  await expect(dialog(page).getByText('Detail Menu')).toBeVisible();
  await expect(dialog(page).getByText('calendar2-check')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Tutup' }).last().click();

  await rowOf(page, url).getByRole('button', { name: 'Hapus' }).click();
  await dialog(page).getByRole('button', { name: 'Tidak' }).click();
  await expect(rowOf(page, url)).toBeVisible();
  await rowOf(page, url).getByRole('button', { name: 'Hapus' }).click();
  await dialog(page).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Data berhasil dihapus.')).toBeVisible();
  await expect(page.getByText('Data Tidak Tersedia.')).toBeVisible();
});
