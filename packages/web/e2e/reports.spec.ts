import { expect, test } from '@playwright/test';
import { openAsAdmin } from './helpers';
import { dialog, listRows, openFromSidebar, rowOf, search, shoot, staysOpenUntilClosed } from './crud-flow';
import { dayOfOneTrip, dmy, expectAddress, fileTexts, openDownload, periodKind, tableTexts } from './report-helpers';

type Day = Awaited<ReturnType<typeof dayOfOneTrip>>;
let day: Day;
test.beforeAll(async ({ request }) => {
  day = await dayOfOneTrip(request);
});

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const daysInMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

test('Laporan Bus: today by default, each period type in the address, the students of a day, the Excel file of the screen\'s rows', async ({ page }) => {
  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Laporan Bus', 'Laporan Bus');
  // Today, one date, written into the address.
  await expectAddress(page, { rt: '1', from: day.date });
  await expect(periodKind(page)).toHaveValue('1');
  await expect(page.getByLabel('Tanggal', { exact: true })).toHaveValue(day.date);
  await search(page, day.vehicle.vcnopol);
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(dmy(day.date));
  await expect(listRows(page).first()).toContainText(day.route.vcnama);
  await expect(listRows(page).first().getByText('Selesai')).toBeVisible();
  expect((await tableTexts(page))[0].slice(-2)).toEqual(['1', '1']);
  await shoot(page, 'laporan-bus-date');

  // The day's students.
  await rowOf(page, day.vehicle.vcnopol).getByRole('button', { name: 'Detail' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Siswa ${day.vehicle.vcnopol} — ${dmy(day.date)}` })).toBeVisible();
  const ride = dialog(page).locator('tbody tr');
  await expect(ride).toHaveCount(1);
  await expect(ride).toContainText(day.studentName);
  await expect(ride).toContainText(day.school.name);
  expect((await ride.locator('td').allInnerTexts()).slice(3).every((t) => /^\d{2}:\d{2}$/.test(t))).toBe(true);
  await shoot(page, 'laporan-bus-detail');
  await staysOpenUntilClosed(page);

  // A range: the day before has the bus idle; a start past the end moves the end with it, and the reverse.
  await periodKind(page).selectOption('2');
  await expectAddress(page, { rt: '2', from: day.date, to: day.date, q: day.vehicle.vcnopol });
  await page.getByLabel('Tanggal awal').fill(dayBefore(day.date));
  await expect(listRows(page)).toHaveCount(2);
  await expect(rowOf(page, dmy(dayBefore(day.date)))).toContainText('Tidak beroperasi');
  await page.getByLabel('Tanggal akhir').fill(dayBefore(dayBefore(day.date)));
  await expect(page.getByLabel('Tanggal awal')).toHaveValue(dayBefore(dayBefore(day.date)));
  await expect(listRows(page)).toHaveCount(1);
  await page.getByLabel('Tanggal awal').fill(day.date);
  await expect(page.getByLabel('Tanggal akhir')).toHaveValue(day.date);
  await expect(listRows(page)).toHaveCount(1);

  // This month: its days so far (none still to come), paged.
  await periodKind(page).selectOption('3');
  await expectAddress(page, { rt: '3', m: String(Number(day.date.slice(5, 7))), y: day.date.slice(0, 4), from: null });
  const soFar = Number(day.date.slice(8, 10));
  await expect(page.getByText(`Menampilkan 1–${Math.min(10, soFar)} dari ${soFar} data`)).toBeVisible();
  await expect(listRows(page)).toHaveCount(Math.min(10, soFar));
  const days = daysInMonth(day.date);
  await shoot(page, 'laporan-bus-month');

  // The file: the same rows as the screen, a second sheet with the ride.
  const screen = await tableTexts(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Excel' }).click()]);
  const last = String(days).padStart(2, '0');
  expect(download.suggestedFilename()).toBe(`laporan-bus-${day.date.slice(0, 8).replaceAll('-', '')}01-${day.date.slice(0, 8).replaceAll('-', '')}${last}.xlsx`);
  await expect(page.getByText(/Berkas laporan-bus-.*\.xlsx diunduh\./)).toBeVisible();
  const book = await openDownload((await download.path())!);
  const [sheet, riders] = book.worksheets;
  expect(sheet.getCell(2, 1).value).toBe('Laporan Bus');
  expect(sheet.getCell(4, 1).value).toBe(`Kata Kunci: ${day.vehicle.vcnopol}`);
  expect(sheet.rowCount).toBe(6 + soFar);
  expect(fileTexts(sheet, 7, Math.min(10, soFar), 8)).toEqual(screen);
  expect(riders.getCell(7, 6).value).toBe(day.studentName);

  // Reloading keeps the view; the report's second address shows the same screen.
  await page.reload();
  await expect(page.getByText(`Menampilkan 1–${Math.min(10, soFar)} dari ${soFar} data`)).toBeVisible();
  await page.goto(`/report/bus?rt=1&from=${day.date}&q=${encodeURIComponent(day.vehicle.vcnopol)}`);
  await expect(page.getByRole('heading', { name: 'Laporan Bus' })).toBeVisible();
  await expect(listRows(page)).toHaveCount(1);
});

test('Laporan Sopir: a driver\'s day with start and end, the trips of the day, the file of that date', async ({ page }) => {
  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Laporan Sopir', 'Laporan Sopir');
  await expectAddress(page, { rt: '1', from: day.date });
  // One date only: no choice of period kind.
  await expect(periodKind(page)).toHaveCount(0);
  await search(page, day.driverName);
  await expect(listRows(page)).toHaveCount(1);
  const [row] = await tableTexts(page);
  expect(row.slice(0, 5)).toEqual(['1', dmy(day.date), day.driverCode, day.driverName, '081377788899']);
  expect(row[5]).toMatch(/^\d{2}:\d{2}$/);
  expect(row[6]).toMatch(/^\d{2}:\d{2}$/);
  expect(row[7]).toBe(day.vehicle.vcnopol);
  await shoot(page, 'laporan-sopir');

  await rowOf(page, day.driverName).getByRole('button', { name: 'Detail' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Perjalanan ${day.driverName} — ${dmy(day.date)}` })).toBeVisible();
  await expect(dialog(page).locator('tbody tr')).toHaveCount(1);
  await expect(dialog(page).locator('tbody tr')).toContainText('Selesai');
  await expect(dialog(page).locator('tbody tr')).toContainText(day.route.vcnama);
  await shoot(page, 'laporan-sopir-detail');
  await staysOpenUntilClosed(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Excel' }).click()]);
  const stamp = day.date.replaceAll('-', '');
  expect(download.suggestedFilename()).toBe(`laporan-sopir-${stamp}-${stamp}.xlsx`);
  const sheet = (await openDownload((await download.path())!)).worksheets[0];
  expect(fileTexts(sheet, 7, 1, 8)).toEqual([row]);
});
