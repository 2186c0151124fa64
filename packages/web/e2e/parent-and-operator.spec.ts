import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSession, loginWithForm, unique, userWithMenus } from './helpers';
import { createSchool } from './api-records';
import { createRoute, dialog, field, pick, rowOf, search } from './crud-flow';

test.setTimeout(240_000);

const PASSWORD = 'wali-rahasia-1';
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A screenshot of one side, kept with the test's results. */
async function shoot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** Two people at once, each in their own browser: a parent on a phone and an operator at a desk. */
async function twoBrowsers(browser: Browser) {
  const parentContext = await browser.newContext(PHONE);
  const operatorContext = await browser.newContext();
  return {
    parent: await parentContext.newPage(),
    operator: await operatorContext.newPage(),
    close: () => Promise.all([parentContext.close(), operatorContext.close()]),
  };
}

test('a parent and an operator at once: the complaint, its notification, the reply heard live on the phone, the end; a registration approved becomes the child', async ({ browser, request }) => {
  const P = unique('DUA');
  const admin = await adminSession(request);
  const school = await createSchool(request, admin.token, `${P}SD`, `SD Negeri ${P}`, 2);
  const route = await createRoute(request, admin.token, `${P}R`);
  const staff = await userWithMenus(request, ['/operasional/complaint', '/operasional/pendaftaran-siswa']);
  const { parent, operator, close } = await twoBrowsers(browser);
  try {
    // The operator is at work, the bell connected.
    await loginWithForm(operator, staff.username, staff.password);
    await expect(operator.getByTestId('notifications-toggle')).toHaveAttribute('data-live', 'true');

    // The parent signs up on the phone and sends a complaint.
    const name = `Wali ${P}`;
    await parent.goto('/warga/daftar');
    await field(parent, 'Nama').fill(name);
    await field(parent, 'Email').fill(`${P.toLowerCase()}@example.com`);
    await field(parent, 'No Hp').fill(`0812${String(Date.now()).slice(-8)}`);
    await field(parent, 'Password').fill(PASSWORD);
    await parent.getByRole('button', { name: 'Daftar' }).click();
    await expect(parent.getByText(`Halo, ${name}`)).toBeVisible();
    await parent.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Pengaduan' }).click();
    await parent.getByRole('link', { name: 'Kirim Pengaduan' }).click();
    await field(parent, 'Judul').fill(`Halte ${P} tidak dilewati`);
    await field(parent, 'Pesan').fill('Bus tidak berhenti di halte kami pagi ini.');
    await parent.getByRole('button', { name: 'Kirim', exact: true }).click();
    await expect(parent.getByText('Terima kasih, laporan Anda akan segera kami tindak lanjuti.')).toBeVisible();
    const thread = parent.getByRole('list', { name: 'Percakapan' });
    await expect(thread).toContainText('Bus tidak berhenti di halte kami pagi ini.');

    // The operator's bell rings without a reload; the notification leads to the complaints.
    await expect(operator.getByTestId('notifications-unread')).toHaveText('1');
    await operator.getByTestId('notifications-toggle').click();
    await expect(operator.getByRole('region', { name: 'BARU', exact: true }).getByText(/^Pengaduan baru: PGD-\d{8}-\d{4}$/)).toBeVisible();
    await shoot(operator, 'operator-notification');
    await operator.getByRole('region', { name: 'BARU', exact: true }).getByText(/^Pengaduan baru/).click();
    await expect(operator).toHaveURL(/\/operasional\/complaint/);
    await search(operator, P);
    const row = rowOf(operator, `Halte ${P} tidak dilewati`);
    await expect(row).toContainText('Baru');
    await row.getByRole('button', { name: 'Buka percakapan' }).click();
    await dialog(operator).getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(operator.getByRole('heading', { name: `Halte ${P} tidak dilewati` })).toBeVisible();

    // The reply reaches the phone without a reload; the parent's answer reaches the desk the same way.
    await parent.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await operator.getByLabel('Pesan', { exact: true }).fill('Mohon maaf, sopir sudah kami tegur.');
    await operator.getByLabel('Pesan', { exact: true }).press('Enter');
    await expect(thread.getByRole('listitem').filter({ hasText: 'Mohon maaf, sopir sudah kami tegur.' })).toContainText('Petugas');
    await parent.getByLabel('Tulis pesan…').fill('Terima kasih atas tindak lanjutnya.');
    await parent.getByLabel('Tulis pesan…').press('Enter');
    await expect(operator.locator('[data-testid="chat-message"][data-side="member"]').last()).toContainText('Terima kasih atas tindak lanjutnya.');
    expect(await parent.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shoot(parent, 'parent-chat');
    await shoot(operator, 'operator-chat');

    // The operator ends it; the phone can no longer write in it.
    await operator.getByRole('button', { name: 'Akhiri Percakapan' }).click();
    await dialog(operator).getByRole('button', { name: 'Ya' }).click();
    await expect(operator.getByTestId('chat-ended')).toHaveText('Percakapan sudah diakhiri');
    await parent.reload();
    await expect(parent.getByText('Percakapan sudah diakhiri')).toBeVisible();
    await expect(parent.getByLabel('Tulis pesan…')).toHaveCount(0);

    // A child registered on the phone, approved at the desk, is the parent's child.
    const child = `Anak ${P}`;
    await parent.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Anak' }).click();
    await parent.getByRole('link', { name: 'Daftarkan Anak' }).click();
    const form = parent.getByRole('form', { name: 'Daftarkan Anak' });
    await field(form, 'Nama').fill(child);
    await field(form, 'ID Siswa (NISN)').fill(`97${Date.now() % 100_000_000}`);
    await form.getByLabel(/^Jenis Kelamin/).selectOption({ label: 'Perempuan' });
    await field(form, 'Alamat').fill('Jl. Basuki Rahmat 5, Tuban');
    await pick(form, 'Sekolah', school.name);
    await pick(form, 'Kelas', school.classes[0].label);
    await pick(form, 'Rute', route.vcnama);
    await field(form, 'Nama Orang Tua / Wali').fill(name);
    await field(form, 'Nomor Telepon Orang Tua / Wali').fill('081234567890');
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(parent.getByRole('listitem', { name: child })).toContainText('Menunggu');

    await operator.goto('/operasional/pendaftaran-siswa');
    await search(operator, child);
    await rowOf(operator, child).getByRole('button', { name: 'Setujui' }).click();
    await dialog(operator).getByRole('button', { name: 'Setujui' }).click();
    await expect(rowOf(operator, child)).toContainText('Disetujui');

    await parent.reload();
    await expect(parent.getByRole('listitem', { name: child })).toContainText('Disetujui');
    await parent.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Anak' }).click();
    const card = parent.getByRole('article', { name: child });
    await expect(card).toContainText(school.name);
    await expect(card).toContainText(school.classes[0].label);
    await shoot(parent, 'parent-child-approved');
  } finally {
    await close();
  }
});
