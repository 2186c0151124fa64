import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BoardingWire, TripStudentsWire, VehicleDayWire } from '@halte/contract';
import { adminSession, api, unique } from './helpers';
import { createRoute, createVehicle, shoot } from './crud-flow';
import { qrCameraFile } from './fake-camera';

test.setTimeout(150_000);

// The card the fake camera shows: a student of another route, so the scan boards them with a warning.
const CAMERA_NISN = `88${Date.now().toString().slice(-8)}`;
const TUBAN = { latitude: -6.8979, longitude: 112.0505 };
// 80 m north: under the day path's jump distance, so it is drawn however soon after the first fix.
const FURTHER = { latitude: -6.8972, longitude: 112.0505 };

test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  permissions: ['geolocation', 'camera'],
  geolocation: TUBAN,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrCameraFile(CAMERA_NISN)}`,
    ],
  },
});

type Made = { data: { intid: number; vcnama: string } };

async function made(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await api<Made>(request, 'POST', path, { token, body });
  expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(201);
  return res.json.data;
}

/** A bus on its route serving a school with a pupil, another route's school with the camera's pupil, a driver with an account. */
async function world(request: APIRequestContext) {
  const admin = await adminSession(request);
  const P = unique('K');
  const route = await createRoute(request, admin.token, `${P}A`);
  const other = await createRoute(request, admin.token, `${P}B`);
  const bus = await createVehicle(request, admin.token, `${P}A`, `S ${P.slice(-4)} DK`, route.intid);
  const otherBus = await createVehicle(request, admin.token, `${P}B`, `S ${P.slice(-4)} LN`, other.intid);
  const school = await made(request, admin.token, '/schools', { vckode: `${P}SA`, vcnama: `SD Negeri ${P}`, vcalamat: 'Jl. Pemuda, Tuban', intjenjangsekolah: 2, vehicles: [bus.intid] });
  const otherSchool = await made(request, admin.token, '/schools', { vckode: `${P}SB`, vcnama: `SMP Negeri ${P}`, vcalamat: 'Jl. Veteran, Tuban', intjenjangsekolah: 3, vehicles: [otherBus.intid] });
  const classes = async (id: number) => (await api<{ data: { value: number }[] }>(request, 'GET', `/class/${id}`, { token: admin.token })).json.data[0].value;
  const student = (nisn: string, name: string, schoolId: number, classId: number) =>
    made(request, admin.token, '/students', {
      vckode: nisn, vcnama: name, vcalamat: 'Jl. Pemuda 12, Tuban', intsex: 2, intsekolah: schoolId, intkelas: classId,
      vcnamaortuwali: 'Sutrisno', vctelportuwali: '081234567890', vcnikortuwali: '', intuser_public_id: '0',
    });
  const rider = await student(`77${Date.now().toString().slice(-8)}`, `Dewi Lestari ${P}`, school.intid, await classes(school.intid));
  const stranger = await student(CAMERA_NISN, `Rudi Hartono ${P}`, otherSchool.intid, await classes(otherSchool.intid));
  const username = `sopir.${P.toLowerCase()}`;
  const password = 'sopir-rahasia-9';
  await made(request, admin.token, '/employee', {
    vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: password,
  });
  return { admin, bus: { id: bus.intid, name: `Bus ${P}A`, plate: bus.vcnopol }, rider, stranger, driver: { name: `Slamet ${P}`, username, password } };
}

const boardingOf = async (request: APIRequestContext, token: string, tripId: number, name: string) => {
  const res = await api<{ data: TripStudentsWire }>(request, 'GET', `/driver/trips/${tripId}/students`, { token });
  expect(res.status).toBe(200);
  return res.json.data.boardings.find((b: BoardingWire) => b.vcnama === name);
};

const passengers = (page: Page) => page.getByRole('list', { name: 'Penumpang' });

test('a driver runs a trip from the phone: vehicle, start, check-in by name, camera scan, offline buffer, problem, resume, stop', async ({ page, context }) => {
  const w = await world(page.request);

  // The normal login page takes the driver to their console, not to the staff shell.
  await page.goto('/login');
  await page.getByLabel('Username').fill(w.driver.username);
  await page.getByLabel('Password', { exact: true }).fill(w.driver.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByTestId('driver-name')).toHaveText(w.driver.name);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mulai Perjalanan' })).toBeDisabled();
  await shoot(page, 'driver-vehicles');

  await page.getByRole('radio', { name: `${w.bus.name} ${w.bus.plate}` }).check();
  await page.getByRole('button', { name: 'Mulai Perjalanan' }).click();
  await expect(page.getByText('Perjalanan dimulai.')).toBeVisible();
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');
  await expect(page.getByTestId('gps-status')).toHaveText('GPS aktif');
  const token = (await page.evaluate(() => JSON.parse(localStorage.getItem('accessUser')!) as { token: string })).token;
  const me = await api<{ data: { current: { intid: number } } }>(page.request, 'GET', '/driver/me', { token });
  const tripId = me.json.data.current.intid;

  // Every touch target of the console is at least 48 px high.
  for (const button of await page.locator('.phone-console').getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);

  // A pupil who forgot their card: found by name, checked in with a tap.
  await page.getByLabel('Cari nama siswa').fill('dewi');
  await page.getByRole('button', { name: `Naik ${w.rider.vcnama}` }).click();
  await expect(passengers(page).getByRole('listitem').filter({ hasText: w.rider.vcnama })).toContainText('Di dalam bus');
  await expect(page.getByTestId('on-board-count')).toHaveText('1 siswa di dalam bus');
  await expect(page.getByTestId('scan-feedback')).toContainText('Siswa naik.');
  await shoot(page, 'driver-checked-in');

  // The camera reads a card of another route's pupil: boarded, with the server's warning.
  await page.getByRole('button', { name: 'Pindai Kartu' }).click();
  await expect(page.getByTestId('scan-feedback')).toContainText('Siswa ini tidak terdaftar pada rute kendaraan ini.', { timeout: 20_000 });
  await expect(page.getByTestId('scan-feedback')).toContainText(w.stranger.vcnama);
  // Another route's pupil is named, without the school or NISN.
  await expect(page.getByTestId('scan-feedback')).not.toContainText('SMP Negeri');
  await expect(page.getByTestId('scan-feedback')).not.toContainText('undefined');
  await expect(passengers(page).getByRole('listitem').filter({ hasText: w.stranger.vcnama })).toContainText('Di dalam bus');
  await shoot(page, 'driver-camera-scan');
  await page.getByRole('button', { name: 'Tutup kamera' }).click();

  // No signal: the alighting and a new position wait on the phone, then go up with the phone's times.
  await context.setOffline(true);
  await expect(page.getByTestId('outbox-status')).toContainText('Tidak ada sinyal');
  const offlineFrom = Date.now();
  await page.getByRole('button', { name: `Turun ${w.rider.vcnama}` }).click();
  await context.setGeolocation(FURTHER);
  await expect(page.getByTestId('outbox-status')).toContainText('2 menunggu dikirim');
  await expect(page.getByTestId('scan-feedback')).toContainText('Tersimpan di ponsel');
  await expect(passengers(page).getByRole('listitem').filter({ hasText: w.rider.vcnama })).toContainText('Menunggu dikirim');
  const offlineTo = Date.now();
  await shoot(page, 'driver-offline');
  await page.waitForTimeout(3_000);
  const backOnline = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toContainText('Semua data terkirim');
  await expect(passengers(page).getByRole('listitem').filter({ hasText: w.rider.vcnama })).toContainText('Sudah turun');
  await expect(page.getByTestId('on-board-count')).toHaveText('1 siswa di dalam bus');

  const alighted = await boardingOf(page.request, token, tripId, w.rider.vcnama);
  const outAt = Date.parse(alighted!.timeout!);
  expect(outAt).toBeGreaterThanOrEqual(offlineFrom - 1000);
  expect(outAt).toBeLessThanOrEqual(offlineTo + 1000);
  expect(outAt).toBeLessThan(backOnline);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(offlineFrom));
  const track = await api<{ data: VehicleDayWire }>(page.request, 'GET', `/vehicles/${w.bus.id}/positions?date=${day}`, { token: w.admin.token });
  const further = track.json.data.posisi.find((p) => Math.abs(p.declattitude - FURTHER.latitude) < 1e-6 && Math.abs(p.declongitude - FURTHER.longitude) < 1e-6);
  expect(further, JSON.stringify(track.json.data.posisi)).toBeDefined();
  expect(Date.parse(further!.dtwaktu)).toBeGreaterThanOrEqual(offlineFrom - 1000);
  expect(Date.parse(further!.dtwaktu)).toBeLessThan(backOnline);

  // A problem on the road, reported with a note, then resumed.
  await page.getByRole('button', { name: 'Lapor Kendala' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('dialog')).toContainText('Catatan kendala tidak boleh kosong.');
  await page.getByLabel('Apa kendalanya?').fill('Ban bocor di Jl. Sunan Kalijaga');
  await page.getByRole('dialog').getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByTestId('trip-status')).toHaveText('Kendala');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Catatan kendala' })).toContainText('Ban bocor di Jl. Sunan Kalijaga');
  await shoot(page, 'driver-problem');
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');

  // The camera's pupil is still aboard: the trip ends by alighting them here.
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('list', { name: 'Siswa di dalam bus' })).toContainText(w.stranger.vcnama);
  await page.getByRole('button', { name: 'Turunkan semua di sini' }).click();
  await expect(page.getByText('Perjalanan selesai.')).toBeVisible();
  await expect(page.getByRole('radio', { name: `${w.bus.name} ${w.bus.plate}` })).toBeVisible();
  await expect(page.getByText('Perjalanan hari ini: 1')).toBeVisible();
  const trip = await api<{ data: { intstatus: number; timestop: string | null } }>(page.request, 'GET', `/driver/trips/${tripId}`, { token });
  expect(trip.json.data).toMatchObject({ intstatus: 9 });
  expect(trip.json.data.timestop).not.toBeNull();
  await shoot(page, 'driver-stopped');

  await page.getByRole('button', { name: 'Keluar Akun' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keluar Akun' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
