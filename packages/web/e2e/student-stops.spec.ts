import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { createSchool, createStudent, memberSession } from './api-records';
import { createRoute, dialog, field, pick, rowOf, saveForm, search, shoot } from './crud-flow';

test.setTimeout(180_000);

const STOPS = [
  { vcnama: 'Terminal Kambang Putih', declattitude: -6.9006, declongitude: 112.0283 },
  { vcnama: 'Pasar Baru Tuban', declattitude: -6.8986, declongitude: 112.0446 },
  { vcnama: 'Alun-alun Tuban', declattitude: -6.8972, declongitude: 112.0505 },
];

/** A route of three stops and a school standing next to its last one. */
async function world(request: Parameters<typeof adminSession>[0], P: string) {
  const admin = await adminSession(request);
  const route = await createRoute(request, admin.token, `${P}R`, STOPS);
  const school = await createSchool(request, admin.token, `${P}S`, `SD Negeri ${P}`, 2);
  const located = { vckode: `${P}S`, vcnama: school.name, vcalamat: 'Jl. Pramuka, Tuban', intjenjangsekolah: 2, declattitude: -6.8975, declongitude: 112.05 };
  expect((await api(request, 'PUT', `/schools/${school.intid}`, { token: admin.token, body: located })).status).toBe(200);
  return { admin, route, school };
}

test('Data Siswa: choosing a child’s route and stop, seen in the list and the detail; without a stop the nearest one is shown', async ({ page }) => {
  const P = unique('HS');
  const { admin, route, school } = await world(page.request, P);
  const chosen = await createStudent(page.request, admin.token, { nisn: `${P}01`, name: `Anak Halte ${P}`, schoolId: school.intid, classId: school.classes[0].value });
  const defaulted = await createStudent(page.request, admin.token, { nisn: `${P}02`, name: `Anak Terdekat ${P}`, schoolId: school.intid, classId: school.classes[0].value });
  const full = await api<{ data: Record<string, unknown> }>(page.request, 'GET', `/students/${defaulted.intid}`, { token: admin.token });
  expect((await api(page.request, 'PUT', `/students/${defaulted.intid}`, { token: admin.token, body: { ...full.json.data, intrute: route.intid } })).status).toBe(200);

  await openAsAdmin(page, '/master/siswa');
  await search(page, P);
  await expect(rowOf(page, `${P}02`)).toContainText('Alun-alun Tuban (terdekat ke sekolah)');

  await rowOf(page, `${P}01`).getByRole('button', { name: 'Ubah' }).click();
  const form = dialog(page);
  // No route yet: no stops to choose from.
  await field(form, 'Halte').click();
  await expect(page.locator('.rs__menu').getByRole('option')).toHaveCount(0);
  await pick(form, 'Rute', route.vcnama);
  await field(form, 'Halte').click();
  await expect(page.locator('.rs__menu').getByRole('option')).toHaveText(STOPS.map((s) => s.vcnama));
  await page.locator('.rs__menu').getByRole('option', { name: 'Pasar Baru Tuban' }).click();
  await shoot(page, 'student-stop-form');
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/students/${chosen.intid}`));
  await saveForm(page, 'Data berhasil diubah.');
  expect((await sent).postDataJSON()).toMatchObject({ intrute: route.intid, intrute_titik_id: expect.any(Number) });

  await expect(rowOf(page, `${P}01`)).toContainText('Pasar Baru Tuban');
  await expect(rowOf(page, `${P}01`)).toContainText(route.vcnama);
  await expect(rowOf(page, `${P}01`)).not.toContainText('terdekat');
  await rowOf(page, `${P}01`).getByRole('button', { name: 'Detail' }).click();
  const detail = dialog(page);
  await expect(detail.getByText('Pasar Baru Tuban', { exact: true })).toBeVisible();
  await expect(detail.getByText(route.vcnama, { exact: true })).toBeVisible();
  await shoot(page, 'student-stop-detail');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();

  // Another route empties the stop.
  await rowOf(page, `${P}01`).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Pasar Baru Tuban' })).toBeVisible();
  await form.getByLabel(/^Rute/).focus();
  await page.keyboard.press('Backspace');
  await expect(form.locator('.rs__single-value').filter({ hasText: 'Pasar Baru Tuban' })).toHaveCount(0);
  await saveForm(page, 'Data berhasil diubah.');
  const after = await api<{ data: Record<string, unknown> }>(page.request, 'GET', `/students/${chosen.intid}`, { token: admin.token });
  expect(after.json.data).toMatchObject({ intrute: null, intrute_titik_id: null, vcrute_titik: '' });
});

test('a parent registering a child chooses the stop on the chosen route; approval gives it to the student', async ({ browser, request }) => {
  const P = unique('HR');
  const { admin, route, school } = await world(request, P);
  const parent = await memberSession(request, P);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/warga/masuk');
  await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: p.name })), parent);
  await page.goto('/warga/anak/daftar');

  const form = page.getByRole('form', { name: 'Daftarkan Anak' });
  const name = `Anak Daftar ${P}`;
  await field(form, 'Nama').fill(name);
  await field(form, 'ID Siswa (NISN)').fill(`${P}09`);
  await form.getByLabel(/^Jenis Kelamin/).selectOption({ label: 'Perempuan' });
  await field(form, 'Alamat').fill('Jl. Pemuda 12, Tuban');
  await pick(form, 'Sekolah', school.name);
  await pick(form, 'Kelas', school.classes[0].label);
  await pick(form, 'Rute', route.vcnama);
  await pick(form, 'Halte', 'Terminal Kambang Putih');
  await field(form, 'Nama Orang Tua / Wali').fill(parent.name);
  await field(form, 'Nomor Telepon Orang Tua / Wali').fill('081234567890');
  await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
  await expect(page).toHaveURL(/\/warga\/pendaftaran$/);
  await expect(page.getByRole('listitem', { name })).toContainText('Halte: Terminal Kambang Putih');
  await shoot(page, 'registration-stop');
  await context.close();

  const [reg] = (await api<{ data: { intid: number }[] }>(request, 'GET', `/registrations?q=${P}09`, { token: admin.token })).json.data;
  const approved = await api<{ data: { intsiswa: number } }>(request, 'POST', `/registrations/${reg.intid}/approve`, { token: admin.token });
  expect(approved.status).toBe(200);
  const student = await api<{ data: Record<string, unknown> }>(request, 'GET', `/students/${approved.json.data.intsiswa}`, { token: admin.token });
  expect(student.json.data).toMatchObject({ intrute: route.intid, vcrute_titik: 'Terminal Kambang Putih', intrute_titik_id: expect.any(Number) });
});
