import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { createRoute, dialog, field, openFromSidebar, rowOf, search, shoot } from './crud-flow';
import { createSchool, createStudent, memberSession } from './api-records';

test.setTimeout(180_000);

test('registrations: a parent’s requests listed by status; approve makes the student, a taken NISN is refused, reject needs a reason', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('RG');
  const school = await createSchool(page.request, admin.token, `${P}SD`, `SD Negeri ${P}`, 2);
  const route = await createRoute(page.request, admin.token, `${P}R`);
  const taken = `${P}TAKEN`;
  await createStudent(page.request, admin.token, { nisn: taken, name: `Siswa Lama ${P}`, schoolId: school.intid, classId: school.classes[0].value });
  const parent = await memberSession(page.request, P);
  const register = async (nisn: string, name: string) => {
    const body = { vckode: nisn, vcnama: name, vcalamat: 'Jl. Pemuda 3, Tuban', intsex: 1, intsekolah: school.intid, intkelas: school.classes[2].value, vcnamaortuwali: parent.name, vctelportuwali: '081234567890', intrute: route.intid };
    expect((await api(page.request, 'POST', '/member/registrations', { token: parent.token, body })).status).toBe(201);
  };
  await register(`${P}A`, `Andi ${P}`);
  await register(`${P}B`, `Bunga ${P}`);
  await register(taken, `Kembar ${P}`);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Pendaftaran Siswa', 'Pendaftaran Siswa');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Tanggal Daftar', 'ID Siswa', 'Siswa', 'Akun Pendaftar', 'Status', 'Aksi']);
  await search(page, P);
  await expect(page.locator('.list-page tbody tr')).toHaveCount(3);
  await expect(rowOf(page, `${P}A`)).toContainText('Menunggu');
  await expect(rowOf(page, `${P}A`)).toContainText(parent.name);
  await shoot(page, 'registrations-list');

  // Approve: the dialog names the child and the route asked for; 'Setujui' makes the student.
  await rowOf(page, `${P}A`).getByRole('button', { name: 'Setujui' }).click();
  await expect(dialog(page).getByText(`${P}A — Andi ${P}`)).toBeVisible();
  await expect(dialog(page).getByTestId('requested-route')).toContainText(route.vcnama);
  await shoot(page, 'registrations-approve');
  await dialog(page).getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pendaftaran disetujui, siswa sudah ditambahkan.')).toBeVisible();
  await expect(rowOf(page, `${P}A`)).toContainText('Disetujui');
  await expect(rowOf(page, `${P}A`).getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await expect(rowOf(page, `${P}A`).getByRole('button', { name: 'Ubah' })).toHaveCount(0);

  // A NISN that already names a student: the reason is shown and the request still waits.
  await rowOf(page, taken).getByRole('button', { name: 'Setujui' }).click();
  await dialog(page).getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ID Siswa sudah digunakan.' })).toBeVisible();
  await shoot(page, 'registrations-nisn-taken');
  await page.getByRole('dialog').filter({ hasText: 'Terjadi Kesalahan' }).getByRole('button', { name: 'Tutup', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
  await expect(rowOf(page, taken)).toContainText('Menunggu');

  // Reject: a reason is required, and it is what the parent reads.
  await rowOf(page, `${P}B`).getByRole('button', { name: 'Tolak' }).click();
  const reject = dialog(page);
  await reject.getByRole('button', { name: 'Tolak' }).click();
  await expect(reject.getByText('Alasan penolakan tidak boleh kosong.')).toBeVisible();
  await field(reject, 'Alasan penolakan').fill('Rute belum melayani sekolah ini.');
  await shoot(page, 'registrations-reject');
  await reject.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByText('Pendaftaran ditolak.')).toBeVisible();
  await expect(rowOf(page, `${P}B`)).toContainText('Ditolak');
  const mine = await api<{ data: { vckode: string; vcstatus: string; vcreason: string }[] }>(page.request, 'GET', '/member/registrations', { token: parent.token });
  expect(mine.json.data.find((r) => r.vckode === `${P}B`)).toMatchObject({ vcstatus: 'Ditolak', vcreason: 'Rute belum melayani sekolah ini.' });

  // The status filter keeps one status; the detail shows the decision.
  await page.getByLabel('Saring status').selectOption({ label: 'Ditolak' });
  await expect(page).toHaveURL(/[?&]status=2/);
  await expect(page.locator('.list-page tbody tr')).toHaveCount(1);
  await rowOf(page, `${P}B`).getByRole('button', { name: 'Detail' }).click();
  await expect(dialog(page)).toContainText('Rute belum melayani sekolah ini.');
  await expect(dialog(page)).toContainText(`SD Negeri ${P}`);
  await expect(dialog(page)).toContainText(route.vcnama);
  await shoot(page, 'registrations-detail');
  await dialog(page).getByRole('button', { name: 'Tutup' }).last().click();

  // The approved child is a student of Data Siswa.
  await openFromSidebar(page, 'Siswa', 'Data Siswa');
  await search(page, `${P}A`);
  await expect(rowOf(page, `${P}A`)).toContainText(`Andi ${P}`);
});
