import { expect, test, type Page } from '@playwright/test';
import { adminSession, openAsAdmin, unique } from './helpers';
import { deleteWithNoThenYes, dialog, emptyFormShows, field, listRows, openFromSidebar, pick, rowOf, saveForm, search, shoot } from './crud-flow';
import { createStudent } from './api-records';
import { dayOfOneTrip, expectAddress, fileTexts, openDownload, periodKind, tableTexts } from './report-helpers';

test.setTimeout(180_000);

const HEADERS = ['No', 'ID Siswa', 'Nama', 'Alamat', 'Sekolah', 'Kelas', 'Jumlah Naik', 'Aksi'];
const filters = (page: Page) => page.locator('.list-page .card-header');

test('Laporan Siswa: this month by default, school and class filters and the period in the address, rides, the file of the screen\'s rows, add, edit, detail, delete', async ({ page }) => {
  // Today one student of a new school rode once; a classmate did not ride, another is in Kelas 2.
  const day = await dayOfOneTrip(page.request);
  const { token } = await adminSession(page.request);
  const P = unique('LS');
  await createStudent(page.request, token, { nisn: `${P}01`, name: `Agus Salim ${P}`, schoolId: day.school.intid, classId: day.school.classes[0].value });
  await createStudent(page.request, token, { nisn: `${P}02`, name: `Wahyu Hidayat ${P}`, schoolId: day.school.intid, classId: day.school.classes[1].value });
  const [year, month] = day.date.split('-');

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Laporan Siswa', 'Laporan Siswa');
  await expectAddress(page, { rt: '3', m: String(Number(month)), y: year });
  await expect(periodKind(page)).toHaveValue('3');
  await expect(page.getByRole('columnheader')).toHaveText(HEADERS);
  // The class filter waits for a school.
  await expect(field(filters(page), 'Saring kelas')).toHaveCount(0);

  await pick(filters(page), 'Saring sekolah', day.school.name);
  await expectAddress(page, { intsekolah: String(day.school.intid), intkelas: null });
  await expect(listRows(page)).toHaveCount(3);
  expect((await tableTexts(page)).map((r) => [r[2], r[6]])).toEqual([
    [`Agus Salim ${P}`, '0'],
    [day.studentName, '1'],
    [`Wahyu Hidayat ${P}`, '0'],
  ]);
  await pick(filters(page), 'Saring kelas', 'Kelas 1');
  await expectAddress(page, { intsekolah: String(day.school.intid), intkelas: String(day.school.classes[0].value) });
  await expect(listRows(page)).toHaveCount(2);
  await expect(rowOf(page, `Wahyu Hidayat ${P}`)).toHaveCount(0);
  await shoot(page, 'laporan-siswa-month');

  // The file: the screen's rows for the same filters.
  const screen = await tableTexts(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^laporan-siswa-${year}${month}01-${year}${month}\\d{2}\\.xlsx$`));
  const sheet = (await openDownload((await download.path())!)).worksheets[0];
  expect(sheet.getCell(2, 1).value).toBe('Laporan Siswa');
  expect([4, 5, 6].map((r) => sheet.getCell(r, 1).value)).toEqual([`Sekolah: ${day.school.name}`, 'Kelas: Kelas 1', 'Kata Kunci: -']);
  expect(sheet.rowCount).toBe(8 + 2);
  expect(fileTexts(sheet, 9, 2, 7)).toEqual(screen);

  // One date: the day of the ride, then the day before it (no ride).
  await periodKind(page).selectOption('1');
  await expectAddress(page, { rt: '1', from: day.date, m: null, intkelas: String(day.school.classes[0].value) });
  await expect(rowOf(page, day.studentName).locator('td').nth(6)).toHaveText('1');
  const before = new Date(Date.parse(`${day.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Tanggal', { exact: true }).fill(before);
  await expectAddress(page, { rt: '1', from: before });
  await expect(rowOf(page, day.studentName).locator('td').nth(6)).toHaveText('0');

  // A reload keeps the view.
  await page.reload();
  await expect(listRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Tanggal', { exact: true })).toHaveValue(before);

  // Add: an empty form shows every message and sends nothing; a valid one is listed.
  await emptyFormShows(page, '/report/student', ['ID Siswa tidak boleh kosong.', 'Kelas tidak boleh kosong.']);
  const form = dialog(page);
  await field(form, 'ID Siswa (NISN)').fill(`${P}03`);
  await field(form, 'Nama').fill(`Citra Kirana ${P}`);
  await field(form, 'Jenis Kelamin').selectOption({ label: 'Perempuan' });
  await field(form, 'Alamat').fill('Jl. Pemuda 3, Tuban');
  await pick(form, 'Sekolah', day.school.name);
  await pick(form, 'Kelas', 'Kelas 1');
  await field(form, 'Nama Orang Tua / Wali').fill('Sutrisno');
  await field(form, 'Nomor Telepon Orang Tua / Wali').fill('081331112233');
  await shoot(page, 'laporan-siswa-form');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/report/student'));
  await saveForm(page, 'Data berhasil disimpan.');
  expect((await posted).postDataJSON()).toMatchObject({ vckode: `${P}03`, intsex: 2, intsekolah: day.school.intid });
  await expect(rowOf(page, `Citra Kirana ${P}`)).toContainText(`${P}03`);
  await expect(listRows(page)).toHaveCount(3);

  // Edit, then the detail.
  await rowOf(page, `Citra Kirana ${P}`).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Kelas 1' })).toBeVisible();
  await field(form, 'Nama').fill(`Citra Kirana Dewi ${P}`);
  await saveForm(page, 'Data berhasil diubah.');
  await rowOf(page, `Citra Kirana Dewi ${P}`).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Siswa')).toBeVisible();
  await expect(form.getByText('Perempuan', { exact: true })).toBeVisible();
  await expect(form.getByText(day.school.name, { exact: true })).toBeVisible();
  await shoot(page, 'laporan-siswa-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();

  await deleteWithNoThenYes(page, `Citra Kirana Dewi ${P}`);
  await search(page, P);
  await expect(listRows(page)).toHaveCount(1);
});
