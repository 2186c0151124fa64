import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, signin, unique } from './helpers';
import { createRoute, createVehicle, shoot } from './crud-flow';
import { createSchool, createStudent } from './api-records';

test.setTimeout(120_000);

/** A bus on a route, a student of a school it serves, and a driver signed in on their phone. */
async function morningRun(request: APIRequestContext) {
  const admin = await adminSession(request);
  const code = unique('D');
  const route = await createRoute(request, admin.token, code);
  const bus = await createVehicle(request, admin.token, code, `S ${code.slice(-4)} DB`, route.intid);
  const school = await createSchool(request, admin.token, `${code}S`, `SD Negeri ${code}`, 2);
  const nisn = String(Date.now()).slice(-10);
  const student = await createStudent(request, admin.token, { nisn, name: `Rina ${code}`, schoolId: school.intid, classId: school.classes[0].value });
  const username = `sopir${code.toLowerCase()}`;
  const driver = await api(request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: code, vcnip: `NIP${code}`, vcname: `Slamet ${code}`, vcphone: '081298765432', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-1' },
  });
  expect(driver.status, JSON.stringify(driver.json)).toBe(201);
  const phone = await signin(request, username, 'sopir-rahasia-1');
  return { admin, bus: { id: bus.intid, plate: bus.vcnopol, name: `Bus ${code}` }, student: { id: student.intid, nisn }, driverName: `Slamet ${code}`, driverToken: phone.token };
}

/** What the driver's phone sends; answers the body. */
async function fromPhone(request: APIRequestContext, token: string, path: string, body: unknown, status: number) {
  const res = await api<{ data: { intid: number } }>(request, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json.data;
}

const card = (page: Page, name: string) => page.getByRole('region', { name });
const activityOf = (page: Page, busName: string) => card(page, 'Aktivitas Hari Ini').getByRole('listitem').filter({ hasText: busName });
const attendanceOf = (page: Page, plate: string) => card(page, 'Kehadiran Armada Hari Ini').getByRole('row').filter({ hasText: plate });
const ridersToday = (page: Page) => card(page, 'Statistik Siswa').getByRole('listitem').filter({ hasText: 'Penumpang hari ini' });

test('dashboard: a trip and its rider appear without a reload as the driver starts, scans, reports a problem and stops', async ({ page }) => {
  const run = await morningRun(page.request);
  await openAsAdmin(page, '/');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  // Every card has its figure: the printed share, the levels, the week, the fleet.
  await expect(page.getByTestId('progress-counts')).toHaveText(/^\d+ dari [1-9]\d* siswa$/);
  await expect(card(page, 'Statistik Siswa').getByRole('listitem')).toHaveText([/^SD\s*\d+$/, /^SMP\s*\d+$/, /^SMA \/ SMK\s*\d+$/, /^Penumpang hari ini\s*\d+$/]);
  await expect(page.getByTestId('weekly-chart')).toHaveAttribute('aria-label', /^Naik siswa per hari: (\S+ \d+, ){6}\S+ \d+$/);
  await expect(attendanceOf(page, run.bus.plate)).toContainText('Tidak beroperasi');
  await expect(activityOf(page, run.bus.name)).toHaveCount(0);
  const ridersBefore = Number((await ridersToday(page).textContent())!.replace(/\D/g, ''));
  // Anything the page loads again from here on would be a reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const trip = await fromPhone(page.request, run.driverToken, '/driver/trips', { intvehicle_id: run.bus.id }, 201);
  const item = activityOf(page, run.bus.name);
  await expect(item).toContainText('Beroperasi');
  await expect(item).toContainText(run.driverName);
  await expect(item).toContainText('0 siswa');
  await expect(item.locator('.activity-dot')).toHaveAttribute('data-tone', 'success');
  expect(await item.locator('xpath=..').evaluate((list) => getComputedStyle(list).maxHeight)).toBe('200px');
  await expect(attendanceOf(page, run.bus.plate)).toContainText('Beroperasi');

  await fromPhone(page.request, run.driverToken, `/driver/trips/${trip.intid}/scans`, { vckode: run.student.nisn, direction: 'in' }, 201);
  await expect(item).toContainText('1 siswa');
  await expect(attendanceOf(page, run.bus.plate).getByRole('cell').nth(2)).toHaveText('1');
  await expect(attendanceOf(page, run.bus.plate).getByRole('cell').nth(1)).toHaveText('1');
  await expect(ridersToday(page)).toContainText(String(ridersBefore + 1));
  await shoot(page, 'dashboard-running');

  await fromPhone(page.request, run.driverToken, `/driver/trips/${trip.intid}/problem`, { vcnote: 'Ban bocor di Jl. Pemuda' }, 200);
  await expect(item).toContainText('Kendala');
  await expect(item.locator('.activity-dot')).toHaveAttribute('data-tone', 'warning');

  await fromPhone(page.request, run.driverToken, `/driver/trips/${trip.intid}/stop`, { alight_all: true }, 200);
  await expect(item).toContainText('Selesai');
  await expect(item.locator('.activity-dot')).toHaveAttribute('data-tone', 'danger');
  await expect(attendanceOf(page, run.bus.plate)).toContainText('Selesai');

  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('dashboard: the lists keep to their heights, the chart to its bar width and labels, and the page fits a 360 px phone', async ({ page }) => {
  const admin = await adminSession(page.request);
  const code = unique('D');
  const bus = await createVehicle(page.request, admin.token, code, `S ${code.slice(-4)} HP`, (await createRoute(page.request, admin.token, code)).intid);
  await openAsAdmin(page, '/');
  await expect(attendanceOf(page, bus.vcnopol)).toContainText('Tidak beroperasi');
  const chart = page.getByTestId('weekly-chart');
  await expect(chart.locator('svg')).toBeVisible();
  // Seven bars of 15 px.
  const widths = await chart.locator('svg path').evaluateAll((paths) =>
    paths.map((p) => Math.round((p as SVGGraphicsElement).getBBox().width)).filter((w) => w === 15));
  expect(widths.length).toBeGreaterThanOrEqual(1);
  for (const label of await chart.locator('svg text').allTextContents()) expect(label.length).toBeLessThanOrEqual(6);

  const maxHeightOf = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).maxHeight);
  await expect(page.locator('.attendance-table')).toBeVisible();
  expect(await maxHeightOf('.attendance-table')).toBe('250px');
  await shoot(page, 'dashboard-desktop');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByTestId('progress-gauge')).toBeVisible();
  await expect(page.getByTestId('weekly-chart').locator('svg')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The fleet table fits the card: plate, riders and status need no sideways scrolling.
  expect(await page.locator('.attendance-table').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'dashboard-phone');
  await card(page, 'Kehadiran Armada Hari Ini').scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard-phone-fleet');
});
