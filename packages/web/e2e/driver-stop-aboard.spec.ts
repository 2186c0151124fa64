import { expect, test } from '@playwright/test';
import { adminSession, api, unique } from './helpers';
import { createSchool, createStudent, memberSession } from './api-records';
import { createRoute, createVehicle, shoot } from './crud-flow';

test.setTimeout(150_000);

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const TUBAN = { latitude: -6.8979, longitude: 112.0505 };

test.use({ ...PHONE, permissions: ['geolocation'], geolocation: TUBAN });

test('Selesai with a pupil aboard lists them; Turunkan semua di sini ends the trip and the parent sees the drop-off', async ({ page, browser, request }) => {
  const admin = await adminSession(request);
  const P = unique('TRN');
  const route = await createRoute(request, admin.token, P);
  const bus = await createVehicle(request, admin.token, P, `S ${P.slice(-4)} TR`, route.intid);
  const school = await createSchool(request, admin.token, P, `SD Negeri ${P}`, 2);
  expect((await api(request, 'PUT', `/schools/${school.intid}`, { token: admin.token, body: { vckode: P, vcnama: school.name, vcalamat: 'Jl. Sekolah, Tuban', intjenjangsekolah: 2, vehicles: [bus.intid] } })).status).toBe(200);
  const child = `Dewi Lestari ${P}`;
  const student = await createStudent(request, admin.token, { nisn: `76${Date.now() % 100_000_000}`, name: child, schoolId: school.intid, classId: school.classes[0].value });
  const parent = await memberSession(request, P);
  const full = await api<{ data: Record<string, unknown> }>(request, 'GET', `/students/${student.intid}`, { token: admin.token });
  expect((await api(request, 'PUT', `/students/${student.intid}`, { token: admin.token, body: { ...full.json.data, intuser_public_id: String(parent.intid) } })).status).toBe(200);
  const username = `sopir.${P.toLowerCase()}`;
  const driver = await api(request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-9' },
  });
  expect(driver.status).toBe(201);

  // The driver starts the trip and checks the pupil in by name.
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('sopir-rahasia-9');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await page.getByRole('radio', { name: `Bus ${P} ${bus.vcnopol}` }).check();
  await page.getByRole('button', { name: 'Mulai Perjalanan' }).click();
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');
  await page.getByLabel('Cari nama siswa').fill(child);
  await page.getByRole('button', { name: `Naik ${child}` }).click();
  await expect(page.getByTestId('on-board-count')).toHaveText('1 siswa di dalam bus');

  // Selesai: the dialog names who is still aboard; Kembali leaves the trip running.
  await page.getByRole('button', { name: 'Selesai' }).click();
  const dialog = page.getByRole('dialog', { name: '1 siswa masih di dalam bus' });
  await expect(dialog.getByRole('list', { name: 'Siswa di dalam bus' })).toContainText(child);
  await expect(dialog.getByRole('button', { name: 'Ya, selesai' })).toHaveCount(0);
  await shoot(page, 'driver-stop-aboard');
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');

  const beforeStop = Date.now();
  await page.getByRole('button', { name: 'Selesai' }).click();
  await dialog.getByRole('button', { name: 'Turunkan semua di sini' }).click();
  await expect(page.getByText('Perjalanan selesai.')).toBeVisible();
  await expect(page.getByRole('radio', { name: `Bus ${P} ${bus.vcnopol}` })).toBeVisible();

  // The pupil's ride is closed at the phone's position, marked as alighted in bulk.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const rides = await api<{ data: { vcnama: string; timeout: string | null; declattitude_out: number | null; bulk_alighted: boolean }[] }>(request, 'GET', `/report/bus/detail/${bus.intid}/${day}`, { token: admin.token });
  const ride = rides.json.data.find((r) => r.vcnama === child)!;
  expect(ride).toMatchObject({ bulk_alighted: true, declattitude_out: TUBAN.latitude });
  expect(Date.parse(ride.timeout!)).toBeGreaterThanOrEqual(beforeStop - 1000);

  // The parent, on their phone, sees the child off the bus with the time.
  const parentContext = await browser.newContext(PHONE);
  try {
    const phone = await parentContext.newPage();
    await phone.goto('/warga/masuk');
    await phone.evaluate((s) => localStorage.setItem('memberUser', JSON.stringify(s)), { token: parent.token, intid: parent.intid, vcname: parent.name });
    await phone.goto('/warga/anak');
    const card = phone.getByRole('article', { name: child });
    await expect(card.getByRole('listitem').filter({ hasText: bus.vcnopol })).toContainText(/Turun \d{2}[.:]\d{2}/);
    await shoot(phone, 'parent-child-alighted');
  } finally {
    await parentContext.close();
  }
});
