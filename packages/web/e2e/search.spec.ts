import { expect, test, type Page } from '@playwright/test';
import { adminSession, loginWithForm, openAsAdmin, unique, userWithMenus } from './helpers';
import { createRoute, createVehicle, listRows, rowOf, shoot } from './crud-flow';
import { createDriver, createSchool, createStudent } from './api-records';

test.setTimeout(150_000);

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Pencarian' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Pencarian' });

test('navbar search finds students, drivers and vehicles and opens their list filtered to the record', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('CR');
  const school = await createSchool(page.request, admin.token, `${P}SD`, `SD Cari ${P}`, 2);
  const nisn = `${P}77`;
  await createStudent(page.request, admin.token, { nisn, name: `Wulandari ${P}`, schoolId: school.intid, classId: school.classes[0].value });
  await createDriver(page.request, admin.token, `${P}D`, `Wulandaru ${P}`);
  const route = await createRoute(page.request, admin.token, `${P}R`);
  await createVehicle(page.request, admin.token, `${P}V`, `S ${P.slice(-4)} WL`, route.intid);

  await openAsAdmin(page, '/');
  await searchBox(page).fill(P);
  const list = results(page);
  // Grouped by kind, each hit with its own line of detail.
  await expect(list.getByRole('group', { name: 'Siswa' }).getByRole('option', { name: new RegExp(`Wulandari ${P}`) })).toContainText(`NISN ${nisn}`);
  await expect(list.getByRole('group', { name: 'Pengemudi' }).getByRole('option', { name: new RegExp(`Wulandaru ${P}`) })).toContainText(`Kode ${P}D`);
  await expect(list.getByRole('group', { name: 'Kendaraan' }).getByRole('option', { name: new RegExp(`Bus ${P}V`) })).toContainText(`Kode ${P}V`);
  await expect(list.getByRole('group')).toHaveCount(3);
  await shoot(page, 'search-records');

  // A click opens the student list showing that student.
  await list.getByRole('option', { name: new RegExp(`Wulandari ${P}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/master/siswa\\?q=${nisn}$`));
  await expect(page.getByRole('heading', { name: 'Data Siswa' })).toBeVisible();
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowOf(page, nisn)).toContainText(`Wulandari ${P}`);
  await expect(page.getByRole('searchbox', { name: 'Cari data' })).toHaveValue(nisn);

  // Keyboard: arrows move through the hits, Enter opens the one chosen.
  await searchBox(page).fill(`Wulandaru ${P}`);
  await expect(results(page).getByRole('option', { name: new RegExp(`Wulandaru ${P}`) })).toBeVisible();
  // The hits of the earlier words stay while the new ones load: count only the answered list.
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const options = results(page).getByRole('option');
  const names = await options.allTextContents();
  const driverAt = names.findIndex((n) => n.includes(`Wulandaru ${P}`));
  for (let i = 0; i < driverAt; i++) await searchBox(page).press('ArrowDown');
  await expect(options.nth(driverAt)).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/master/pengemudi\\?q=${P}D$`));
  await expect(rowOf(page, `Wulandaru ${P}`)).toHaveCount(1);

  // The vehicle by a part of its plate.
  await searchBox(page).fill(`${P.slice(-4)} WL`);
  await results(page).getByRole('option', { name: new RegExp(`Bus ${P}V`) }).click();
  await expect(page).toHaveURL(new RegExp(`/master/kendaraan\\?q=${P}V$`));
  await expect(rowOf(page, `${P}V`)).toHaveCount(1);

  await searchBox(page).fill(`zzq${P}tidakada`);
  await expect(page.locator('.search-box').getByRole('status')).toHaveText('Tidak ada hasil.');
  await searchBox(page).press('Escape');
  await expect(page.locator('.search-box').getByRole('status')).toHaveCount(0);
});

test("a role without the student screen finds no students, only the screens' records it may open", async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('CS');
  const school = await createSchool(page.request, admin.token, `${P}SD`, `SD Cari ${P}`, 2);
  await createStudent(page.request, admin.token, { nisn: `${P}11`, name: `Kartika ${P}`, schoolId: school.intid, classId: school.classes[0].value });
  await createDriver(page.request, admin.token, `${P}D`, `Kartiko ${P}`);
  const staff = await userWithMenus(page.request, ['/master/pengemudi']);

  await loginWithForm(page, staff.username, staff.password);
  await searchBox(page).fill(P);
  await expect(results(page).getByRole('option', { name: new RegExp(`Kartiko ${P}`) })).toBeVisible();
  await expect(results(page).getByRole('option', { name: new RegExp(`Kartika ${P}`) })).toHaveCount(0);
  await expect(results(page).getByRole('group')).toHaveCount(1);
  await expect(results(page).getByRole('group', { name: 'Pengemudi' })).toBeVisible();
});
