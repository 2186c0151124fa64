import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, dialog, listRows, openFromSidebar, rowOf, search, shoot } from './crud-flow';

test.setTimeout(120_000);

test('app accounts: sidebar, search, paging, coloured status, detail only (no add, edit or delete)', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('AK');
  // Status 1 Aktif (green), 0 Nonaktif (grey), 2 Diblokir (red).
  const statusOf = (i: number) => (i === 2 ? 2 : i === 3 ? 0 : 1);
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/users/account', {
      token: admin.token,
      body: { vcname: `Orang Tua ${P} ${n}`, vcemail: `ortu.${P.toLowerCase()}.${n}@example.com`, vcphone: `0813300${n}`, vcpassword: 'rahasia-ortu-1', intactive: statusOf(i) },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Akun Aplikasi', 'Data Akun Aplikasi');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Nama', 'Email', 'No Hp', 'Status', 'Aksi']);
  // View-only: no add button, and rows offer only the detail.
  await expect(page.getByRole('button', { name: 'Tambah', exact: true })).toHaveCount(0);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(listRows(page).getByRole('button', { name: 'Ubah' })).toHaveCount(0);
  await expect(listRows(page).getByRole('button', { name: 'Hapus' })).toHaveCount(0);

  await expect(rowOf(page, `${P} 01`).locator('.badge')).toHaveText('Aktif');
  await expect(rowOf(page, `${P} 01`).locator('.badge')).toHaveClass(/bg-success/);
  await expect(rowOf(page, `${P} 02`).locator('.badge')).toHaveText('Diblokir');
  await expect(rowOf(page, `${P} 02`).locator('.badge')).toHaveClass(/bg-danger/);
  await expect(rowOf(page, `${P} 03`).locator('.badge')).toHaveText('Nonaktif');
  await expect(rowOf(page, `${P} 03`).locator('.badge')).toHaveClass(/bg-secondary/);
  await shoot(page, 'accounts-list');

  // A search narrows to one account.
  await search(page, `ortu.${P.toLowerCase()}.02`);
  await expect(listRows(page)).toHaveCount(1);

  await rowOf(page, `${P} 02`).getByRole('button', { name: 'Detail' }).click();
  const detail = dialog(page);
  await expect(detail.getByText('Detail Akun Aplikasi')).toBeVisible();
  await expect(detail.getByText(`Orang Tua ${P} 02`)).toBeVisible();
  await expect(detail.getByText(`ortu.${P.toLowerCase()}.02@example.com`)).toBeVisible();
  await expect(detail.getByText('081330002')).toBeVisible();
  await expect(detail.locator('.badge')).toHaveText('Diblokir');
  await expect(detail.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  await shoot(page, 'accounts-detail');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(detail).toHaveCount(0);
});
