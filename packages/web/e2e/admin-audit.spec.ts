import { expect, test } from '@playwright/test';
import { api, openAsAdmin, unique } from './helpers';
import { dialog, listRows, openFromSidebar, shoot } from './crud-flow';
import { expectAddress } from './report-helpers';

test('Riwayat Perubahan from the sidebar: the newest change first, the filters in the address, the record as it was made', async ({ page }) => {
  const session = await openAsAdmin(page, '/');
  const code = unique('RW').slice(0, 20);
  const school = await api<{ data: { intid: number } }>(page.request, 'POST', '/schools', {
    token: session.token,
    body: { vckode: code, vcnama: `SD Riwayat ${code}`, vcalamat: 'Jl. Riwayat', intjenjangsekolah: 2 },
  });
  expect(school.status).toBe(201);

  await openFromSidebar(page, 'Riwayat Perubahan', 'Riwayat Perubahan');
  await expect(page).toHaveURL(/\/aplikasi\/riwayat$/);
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Waktu', 'Pengguna', 'Aksi', 'Tabel', 'ID Data', 'Aksi']);
  const first = listRows(page).first();
  await expect(first).toContainText('Tambah');
  await expect(first).toContainText('Sekolah');
  await expect(first).toContainText(String(school.json.data.intid));

  await page.getByRole('combobox', { name: 'Saring tabel' }).selectOption({ label: 'Sekolah' });
  await page.getByRole('combobox', { name: 'Saring aksi' }).selectOption({ label: 'Tambah' });
  await expectAddress(page, { entity: 'school', action: 'create' });
  await expect(first).toContainText(String(school.json.data.intid));

  await first.getByRole('button', { name: 'Detail' }).click();
  const changes = dialog(page).getByRole('table', { name: 'Sebelum / Sesudah' });
  await expect(changes.getByRole('row').filter({ hasText: 'Nama' })).toContainText(`SD Riwayat ${code}`);
  await expect(changes.locator('[data-changed]')).toHaveCount(0);
  await shoot(page, 'riwayat-perubahan');
});
