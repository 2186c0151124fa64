import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, pick, rowOf, saveForm, search, shoot } from './crud-flow';
import { createSchool, createStudent } from './api-records';

test.setTimeout(180_000);

const REQUIRED = [
  'ID Siswa tidak boleh kosong.',
  'Nama tidak boleh kosong.',
  'Alamat tidak boleh kosong.',
  'Jenis Kelamin tidak boleh kosong.',
  'Sekolah tidak boleh kosong.',
  'Kelas tidak boleh kosong.',
  'Nama Orang Tua / Wali tidak boleh kosong.',
  'Nomor Telepon Orang Tua / Wali tidak boleh kosong.',
];

/** The options of the open searchable select. */
const openOptions = (page: Page) => page.locator('.rs__menu').getByRole('option');

test('students: sidebar, search, paging, add (empty then valid; the school loads its classes), print highlight, edit, detail, delete', async ({ page, context }) => {
  const admin = await adminSession(page.request);
  const P = unique('SW');
  const sd = await createSchool(page.request, admin.token, `${P}SD`, `SD Negeri ${P}`, 2);
  const smp = await createSchool(page.request, admin.token, `${P}SMP`, `SMP Negeri ${P}`, 3);
  const made: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    made.push((await createStudent(page.request, admin.token, { nisn: `${P}${n}`, name: `Siswa ${P} ${n}`, schoolId: sd.intid, classId: sd.classes[i % 6].value })).intid);
  }
  // The first student's card is printed: its print action is highlighted.
  const printed = await api(page.request, 'POST', `/students/${made[0]}/print`, { token: admin.token });
  expect(printed.status).toBe(200);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Siswa', 'Data Siswa');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'ID Siswa', 'Nama', 'Alamat', 'Sekolah', 'Halte', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(rowOf(page, `${P}01`)).toContainText(`SD Negeri ${P}`);
  await expect(rowOf(page, `${P}01`).getByRole('button', { name: 'Cetak Kartu' })).toHaveClass(/btn-success/);
  await expect(rowOf(page, `${P}02`).getByRole('button', { name: 'Cetak Kartu' })).not.toHaveClass(/btn-success/);
  await shoot(page, 'students-list');

  // The print action opens the card page in a new tab.
  const [card] = await Promise.all([context.waitForEvent('page'), rowOf(page, `${P}02`).getByRole('button', { name: 'Cetak Kartu' }).click()]);
  await expect(card).toHaveURL(new RegExp(`/cetak/siswa/${made[1]}$`));
  await card.close();

  await emptyFormShows(page, '/students', REQUIRED);
  await shoot(page, 'students-form-empty');

  const form = dialog(page);
  const nisn = `${P}NEW`;
  await field(form, 'ID Siswa (NISN)').fill(nisn);
  await field(form, 'Nama').fill(`Bagus Pratama ${P}`);
  await field(form, 'Jenis Kelamin').selectOption({ label: 'Laki-laki' });
  await field(form, 'Alamat').fill('Jl. Sunan Kalijaga 10, Tuban');

  // Choosing a school loads the classes of its level; another school empties the class.
  await pick(form, 'Sekolah', sd.name);
  await field(form, 'Kelas').click();
  await expect(openOptions(page)).toHaveText(['Kelas 1', 'Kelas 2', 'Kelas 3', 'Kelas 4', 'Kelas 5', 'Kelas 6']);
  await openOptions(page).filter({ hasText: 'Kelas 3' }).click();
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Kelas 3' })).toBeVisible();
  await pick(form, 'Sekolah', smp.name);
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Kelas 3' })).toHaveCount(0);
  await field(form, 'Kelas').click();
  await expect(openOptions(page)).toHaveText(['Kelas 7', 'Kelas 8', 'Kelas 9']);
  await openOptions(page).filter({ hasText: 'Kelas 8' }).click();

  await field(form, 'Nama Orang Tua / Wali').fill('Darmo Santoso');
  await field(form, 'Nomor Telepon Orang Tua / Wali').fill('081331234567');
  await shoot(page, 'students-form-filled');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/students'));
  await saveForm(page, 'Data berhasil disimpan.');
  expect((await posted).postDataJSON()).toMatchObject({ vckode: nisn, intsex: 1, intsekolah: smp.intid, intuser_public_id: '0' });
  await search(page, nisn);
  await expect(rowOf(page, nisn)).toContainText(`SMP Negeri ${P}`);
  await expect(rowOf(page, nisn)).toContainText('Kelas 8');

  // Edit: school and class are preselected.
  await rowOf(page, nisn).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.locator('.rs__single-value').filter({ hasText: smp.name })).toBeVisible();
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Kelas 8' })).toBeVisible();
  await shoot(page, 'students-form-edit');
  await field(form, 'Nama').fill(`Bagus Pratama Putra ${P}`);
  await field(form, 'Kelas').click();
  await openOptions(page).filter({ hasText: 'Kelas 9' }).click();
  await saveForm(page, 'Data berhasil diubah.');
  await expect(rowOf(page, nisn)).toContainText(`Bagus Pratama Putra ${P}`);
  await expect(rowOf(page, nisn)).toContainText('Kelas 9');

  // Detail shows the class and the school's address too.
  await rowOf(page, nisn).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Siswa')).toBeVisible();
  await expect(form.getByText(nisn, { exact: true })).toBeVisible();
  await expect(form.getByText('Alamat Sekolah')).toBeVisible();
  await expect(form.getByText(`Jl. Sekolah ${P}SMP, Tuban`)).toBeVisible();
  await expect(form.getByText('Kelas 9', { exact: true })).toBeVisible();
  await expect(form.getByText('Laki-laki', { exact: true })).toBeVisible();
  await shoot(page, 'students-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(form).toHaveCount(0);

  await deleteWithNoThenYes(page, nisn);
  const gone = await api(page.request, 'GET', `/students?q=${nisn}`, { token: admin.token });
  expect(gone.json).toMatchObject({ length: 0 });
});
