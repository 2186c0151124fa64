import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, api, unique, useSession } from './helpers';
import { base64Of, createSchool, createStudent, pngOf } from './api-records';
import { createRoute, createVehicle, field, pick } from './crud-flow';

test.setTimeout(180_000);
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PASSWORD = 'wali-rahasia-1';

/** A phone screenshot kept with the test's results for review. */
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** A school served by a reporting bus, and a student there; the student is linked to a member later. */
async function servedSchool(request: APIRequestContext, token: string) {
  const code = unique('W');
  const route = await createRoute(request, token, code);
  const device = `trk-${code.toLowerCase()}`;
  const bus = await createVehicle(request, token, code, `S ${code.slice(-4)} WG`, route.intid, { vcdevice_id: device });
  const school = await createSchool(request, token, code, `SD Negeri ${code} Tuban`, 2);
  expect((await api(request, 'PUT', `/schools/${school.intid}`, { token, body: { vckode: code, vcnama: school.name, vcalamat: 'Jl. Sekolah, Tuban', intjenjangsekolah: 2, vehicles: [bus.intid] } })).status).toBe(200);
  // Reported a minute ago at 37 km/h: the bus is moving.
  await report(request, device, -6.89, 112.047, { speed: 20, bearing: 160, timestamp: Math.floor(Date.now() / 1000) - 60 });
  return { route, bus, school, device };
}

/** A position as Traccar Client sends it (OsmAnd protocol; speed in knots). */
async function report(request: APIRequestContext, device: string, lat: number, lon: number, extra: Record<string, number>) {
  const query = new URLSearchParams({ id: device, lat: String(lat), lon: String(lon), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  expect((await request.get(`/api/v1/tracking/osmand?${query}`)).status()).toBe(200);
}

test('a parent on a phone: signs up and in, sees the child and the bus on the map, registers a child, and chats in a complaint while a staff session stays as it was', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const admin = await adminSession(request);
  const world = await servedSchool(request, admin.token);
  const name = unique('Wali ');
  const email = `${name.toLowerCase().replace(/\s/g, '')}@example.com`;
  const phone = `0812${String(Date.now()).slice(-8)}`;

  // A staff session already in this browser.
  await useSession(page, admin, '/');
  const staffStored = await page.evaluate(() => localStorage.getItem('accessUser'));

  // Signing up: the server's field messages land on the fields.
  await page.goto('/warga/daftar');
  await expect(page.getByRole('heading', { name: 'Daftar Akun' })).toBeVisible();
  await field(page, 'Nama').fill(name);
  await field(page, 'Email').fill(email);
  await field(page, 'No Hp').fill(phone);
  await field(page, 'Password').fill('pendek');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText(/Password minimal/)).toBeVisible();
  await shoot(page, 'member-signup-errors');
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/warga$/);
  await expect(page.getByText(`Halo, ${name}`)).toBeVisible();

  // Signing out and in again with the phone number.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/warga\/masuk$/);
  await field(page, 'Email / No Hp').fill(phone);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await shoot(page, 'member-home');
  const memberId = (JSON.parse((await page.evaluate(() => localStorage.getItem('memberUser')))!) as { intid: number }).intid;

  // A child linked by staff shows with school, class, card and the bus on the map.
  const student = await createStudent(request, admin.token, { nisn: `99${Date.now() % 100_000_000}`, name: `Anak ${name}`, schoolId: world.school.intid, classId: world.school.classes[0].value });
  const full = await api<{ data: Record<string, unknown> }>(request, 'GET', `/students/${student.intid}`, { token: admin.token });
  expect((await api(request, 'PUT', `/students/${student.intid}`, { token: admin.token, body: { ...full.json.data, intuser_public_id: String(memberId) } })).status).toBe(200);
  await page.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Anak' }).click();
  const card = page.getByRole('article', { name: `Anak ${name}` });
  await expect(card).toContainText(world.school.name);
  await expect(card).toContainText(world.school.classes[0].label);
  await expect(card).toContainText('Belum dicetak');
  await expect(card).toContainText('Belum naik bus hari ini.');
  await expect(card.getByTestId('bus-status')).toContainText(`${world.bus.vcnopol} · Bergerak`);
  await expect(card.getByTitle(`${world.bus.vcnopol} (Bergerak)`, { exact: true })).toBeVisible();
  await shoot(page, 'member-children');
  // The bus stops and reports: the card follows over the member's socket, without a reload.
  await report(request, world.device, -6.8905, 112.0471, { speed: 0, timestamp: Math.floor(Date.now() / 1000) });
  await expect(card.getByTestId('bus-status')).toContainText(`${world.bus.vcnopol} · Berhenti · baru saja`);

  // Registering a child: it waits for staff as 'Menunggu'.
  await page.getByRole('link', { name: 'Daftarkan Anak' }).click();
  const form = page.getByRole('form', { name: 'Daftarkan Anak' });
  await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
  await expect(form.getByText('Nama tidak boleh kosong.')).toBeVisible();
  await field(form, 'Nama').fill(`Adik ${name}`);
  await field(form, 'ID Siswa (NISN)').fill(`98${Date.now() % 100_000_000}`);
  await form.getByLabel(/^Jenis Kelamin/).selectOption({ label: 'Laki-laki' });
  await field(form, 'Alamat').fill('Jl. Pemuda 12, Tuban');
  await pick(form, 'Sekolah', world.school.name);
  await pick(form, 'Kelas', world.school.classes[0].label);
  await pick(form, 'Rute', world.route.vcnama);
  await field(form, 'Nama Orang Tua / Wali').fill(name);
  await field(form, 'Nomor Telepon Orang Tua / Wali').fill(phone);
  await shoot(page, 'member-register');
  await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
  await expect(page).toHaveURL(/\/warga\/pendaftaran$/);
  await expect(page.getByRole('listitem', { name: `Adik ${name}` })).toContainText('Menunggu');
  await shoot(page, 'member-registrations');

  // A complaint, and the operator's reply arriving without a reload.
  await page.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Pengaduan' }).click();
  await page.getByRole('link', { name: 'Kirim Pengaduan' }).click();
  await field(page, 'Judul').fill('Bus terlambat');
  await field(page, 'Pesan').fill('Bus pagi ini datang terlambat 30 menit.');
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByText('Terima kasih, laporan Anda akan segera kami tindak lanjuti.')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Percakapan' });
  await expect(thread).toContainText('Bus pagi ini datang terlambat 30 menit.');
  const conversationId = Number(/\/warga\/pengaduan\/(\d+)$/.exec(page.url())![1]);
  await page.waitForTimeout(500);
  const reply = await api(request, 'POST', '/conversation/message', { token: admin.token, body: { intconverstion_id: conversationId, vcmessage: 'Mohon maaf, kami cek sopirnya.' } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  await expect(thread.getByRole('listitem').filter({ hasText: 'Mohon maaf, kami cek sopirnya.' })).toContainText('Petugas');
  await expect(page.locator('.member-chat__head')).toContainText('Diproses');

  // The parent answers with Enter; the operator ends it and the chat becomes read-only.
  await page.getByLabel('Tulis pesan…').fill('Terima kasih.');
  await page.getByLabel('Tulis pesan…').press('Enter');
  await expect(thread.getByRole('listitem').filter({ hasText: 'Terima kasih.' })).toContainText('Anda');
  await shoot(page, 'member-chat');
  expect((await api(request, 'GET', `/conversation/endChat/${conversationId}`, { token: admin.token })).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Percakapan sudah diakhiri')).toBeVisible();
  await expect(page.getByLabel('Tulis pesan…')).toHaveCount(0);

  // The staff session was never touched, and a member token never went to the staff store.
  expect(await page.evaluate(() => localStorage.getItem('accessUser'))).toBe(staffStored);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a member call answering 401 goes to the member sign-in, and the staff session stays', async ({ page, request }) => {
  const admin = await adminSession(request);
  await useSession(page, admin, '/');
  await page.evaluate(() => localStorage.setItem('memberUser', JSON.stringify({ token: 'kedaluwarsa', intid: 1, vcname: 'Lama' })));
  await page.goto('/warga/anak');
  await expect(page).toHaveURL(/\/warga\/masuk$/);
  expect(await page.evaluate(() => localStorage.getItem('memberUser'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('accessUser')))!)).toMatchObject({ token: admin.token });
});

test('a parent reads what staff published: the slider on the home and an article, its HTML made inert', async ({ page, request }) => {
  const admin = await adminSession(request);
  await page.goto('/warga/masuk');
  const picture = base64Of(await pngOf(page, 360, 200));
  const slide = unique('Selamat datang ');
  const title = unique('Jadwal baru ');
  expect((await api(request, 'POST', '/articles/slider', { token: admin.token, body: { vcnama: slide, vcdeskripsi: 'Antar jemput sekolah', vcimage: picture } })).status).toBe(201);
  const article = { vcnama: title, vcdeskripsi: 'Bus berangkat lebih pagi.', vcartikel: '<p>Mulai <b>Senin</b> bus berangkat 06.00.</p><img src="x" onerror="window.__xss = 1">', vcgambar: picture };
  expect((await api(request, 'POST', '/articles', { token: admin.token, body: article })).status).toBe(201);
  const body = { vcname: 'Wali Pembaca', vcemail: `${unique('baca').toLowerCase()}@example.com`, vcphone: `0813${String(Date.now()).slice(-8)}`, password: PASSWORD };
  expect((await api(request, 'POST', '/member/signup', { body })).status).toBe(201);

  await field(page, 'Email / No Hp').fill(body.vcemail);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  const slides = page.getByRole('region', { name: 'Informasi terbaru' });
  await expect(slides.getByRole('img', { name: slide })).toBeVisible();
  await shoot(page, 'member-home-slider');

  await page.getByRole('navigation', { name: 'Halte Warga' }).getByRole('link', { name: 'Artikel' }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.member-article b')).toHaveText('Senin');
  await shoot(page, 'member-article');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('.member-article img[onerror]')).toHaveCount(0);
});
