import { expect, test } from '@playwright/test';
import { api, openAsAdmin, unique } from './helpers';
import { dialog, listRows, openFromSidebar, shoot } from './crud-flow';
import { expectAddress } from './report-helpers';

test('Riwayat Perubahan from the sidebar: the newest change first, the filters in the address, the record as it was made', async ({ page }) => {
  const session = await openAsAdmin(page, '/');
  const code = unique('RW').slice(0, 20);
  const addSchool = async (suffix: string) => {
    const school = await api<{ data: { intid: number } }>(page.request, 'POST', '/schools', {
      token: session.token,
      body: { vckode: `${code}${suffix}`.slice(0, 20), vcnama: `SD Riwayat ${code}${suffix}`, vcalamat: 'Jl. Riwayat', intjenjangsekolah: 2 },
    });
    expect(school.status).toBe(201);
    return school.json.data.intid;
  };
  // Other tests change data meanwhile: the order is read between these two, made one after the other.
  const older = await addSchool('');
  const newer = await addSchool('B');
  const ID_CELL = 'td:nth-child(6)';
  const cell = (n: number, text: string) => page.locator(`td:nth-child(${n})`, { hasText: new RegExp(`^${text}$`) });
  /** The row of a school's creation: its action, table and id in their own columns. */
  const rowOf = (id: number) => listRows(page).filter({ has: cell(4, 'Tambah') }).filter({ has: cell(5, 'Sekolah') }).filter({ has: cell(6, String(id)) });

  await openFromSidebar(page, 'Riwayat Perubahan', 'Riwayat Perubahan');
  await expect(page).toHaveURL(/\/aplikasi\/riwayat$/);
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Waktu', 'Pengguna', 'Aksi', 'Tabel', 'ID Data', 'Aksi']);
  await expect(rowOf(older)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Saring tabel' }).selectOption({ label: 'Sekolah' });
  await page.getByRole('combobox', { name: 'Saring aksi' }).selectOption({ label: 'Tambah' });
  await expectAddress(page, { entity: 'school', action: 'create' });
  await expect(listRows(page).filter({ hasNot: cell(4, 'Tambah') })).toHaveCount(0);
  await expect(listRows(page).filter({ hasNot: cell(5, 'Sekolah') })).toHaveCount(0);
  await expect(rowOf(newer)).toHaveCount(1);
  const ids = (await listRows(page).locator(ID_CELL).allInnerTexts()).map((t) => t.trim());
  expect(ids.indexOf(String(newer))).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(String(newer))).toBeLessThan(ids.indexOf(String(older)));

  await rowOf(older).getByRole('button', { name: 'Detail' }).click();
  const changes = dialog(page).getByRole('table', { name: 'Sebelum / Sesudah' });
  await expect(changes.getByRole('row').filter({ hasText: 'Nama' })).toContainText(`SD Riwayat ${code}`);
  await expect(changes.locator('[data-changed]')).toHaveCount(0);
  await shoot(page, 'riwayat-perubahan');
});
