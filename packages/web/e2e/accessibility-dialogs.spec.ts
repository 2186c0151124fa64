import { expect, test, type Page } from '@playwright/test';
import { auditHere, expectNone, settled, useTheme, type Theme } from './a11y/axe';
import { adminRoutes } from './a11y/menuRoutes';
import { PARKING_BASE_URL } from './env';
import { unique, useSession } from './helpers';
import { createSchool } from './api-records';
import { dialog, field, rowOf, search, shownInFull } from './crud-flow';
import { dayOfOneTrip, periodKind } from './report-helpers';

// Every add form of both modes, twice (light, dark): minutes on a shared machine.
test.setTimeout(600_000);

const THEMES: Theme[] = ['light', 'dark'];

/**
 * Each menu screen with an add button: its form saved empty, so the dialog shows its validation
 * errors when checked. A new CRUD screen is checked by being in the menu.
 */
async function auditAddForms(page: Page, routes: string[], label: string) {
  const findings: string[] = [];
  let forms = 0;
  for (const path of routes) {
    await page.goto(path);
    await settled(page);
    const add = page.getByRole('button', { name: 'Tambah', exact: true });
    if ((await add.count()) === 0) continue;
    await add.click();
    await shownInFull(page);
    await settled(page);
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog(page).getByRole('alert').first(), `${path}: the empty form shows its errors`).toBeVisible();
    findings.push(...(await auditHere(page, `${label} ${path}, add form with its errors`)));
    await dialog(page).getByRole('button', { name: 'Batal' }).click();
    await expect(dialog(page)).toHaveCount(0);
    forms++;
  }
  return { findings, forms };
}

for (const theme of THEMES) {
  test.describe(`WCAG 2.2 AA in dialogs, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    test('school mode: every add form with its errors; a record\'s edit form with an error, its detail and its delete question', async ({ page }) => {
      const { admin, routes } = await adminRoutes(page.request);
      await useSession(page, admin, '/');
      const { findings, forms } = await auditAddForms(page, routes, 'school');
      expect(forms).toBeGreaterThanOrEqual(10);

      const P = unique('AD');
      await createSchool(page.request, admin.token, `${P}S`, `SD Dialog ${P}`, 2);
      await page.goto('/master/sekolah');
      await search(page, `${P}S`);
      const row = rowOf(page, `${P}S`);

      await row.getByRole('button', { name: 'Ubah' }).click();
      await shownInFull(page);
      await expect(field(dialog(page), 'Nama')).toHaveValue(`SD Dialog ${P}`);
      await field(dialog(page), 'Nama').fill('');
      await dialog(page).getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog(page).getByRole('alert').first()).toBeVisible();
      findings.push(...(await auditHere(page, 'school /master/sekolah, edit form with an error')));
      await dialog(page).getByRole('button', { name: 'Batal' }).click();
      await expect(dialog(page)).toHaveCount(0);

      await row.getByRole('button', { name: 'Detail' }).click();
      await shownInFull(page);
      await expect(dialog(page)).toContainText(`SD Dialog ${P}`);
      findings.push(...(await auditHere(page, 'school /master/sekolah, detail')));
      await dialog(page).locator('.modal-footer').getByRole('button', { name: 'Tutup' }).click();
      await expect(dialog(page)).toHaveCount(0);

      await row.getByRole('button', { name: 'Hapus' }).click();
      await shownInFull(page);
      await expect(dialog(page).getByText('Data akan dihapus ?')).toBeVisible();
      findings.push(...(await auditHere(page, 'school /master/sekolah, delete question')));
      await dialog(page).getByRole('button', { name: 'Tidak' }).click();
      expectNone(findings);
    });

    test("school mode: a report's detail dialog, and the period's date inputs", async ({ page }) => {
      const day = await dayOfOneTrip(page.request);
      const { admin } = await adminRoutes(page.request);
      await useSession(page, admin, '/operasional/laporan-bus');
      await search(page, day.vehicle.vcnopol);
      await rowOf(page, day.vehicle.vcnopol).getByRole('button', { name: 'Detail' }).click();
      await shownInFull(page);
      await expect(dialog(page)).toContainText(day.studentName);
      // The dialog is named by its title.
      await expect(dialog(page)).toHaveAccessibleName(new RegExp(`^Siswa ${day.vehicle.vcnopol}`));
      const findings = await auditHere(page, 'school /operasional/laporan-bus, detail');
      await dialog(page).locator('.modal-footer').getByRole('button', { name: 'Tutup' }).click();
      await expect(dialog(page)).toHaveCount(0);

      // A range of dates: the browser's own date inputs (their calendar pop-up is Chromium's, outside the page).
      await periodKind(page).selectOption({ label: 'Rentang' });
      const from = page.getByLabel('Tanggal awal');
      await expect(page.getByLabel('Tanggal akhir')).toBeVisible();
      await from.focus();
      findings.push(...(await auditHere(page, 'school /operasional/laporan-bus, a range of dates')));
      expectNone(findings);
    });
  });

  test.describe(`WCAG 2.2 AA in dialogs, ${theme} theme, parking mode`, () => {
    test.use({ baseURL: PARKING_BASE_URL });
    test.beforeEach(({ page }) => useTheme(page, theme));

    test('parking mode: every add form with its errors', async ({ page }) => {
      const { admin, routes } = await adminRoutes(page.request);
      await useSession(page, admin, '/');
      const { findings, forms } = await auditAddForms(page, routes, 'parking');
      expect(forms).toBeGreaterThanOrEqual(5);
      expectNone(findings);
    });
  });
}
