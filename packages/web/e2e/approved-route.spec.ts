import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { adminSession, api, openAsAdmin, signin, unique } from './helpers';
import { createSchool, memberSession } from './api-records';
import { createRoute, createVehicle, dialog, pick, rowOf, search, shoot } from './crud-flow';

test.setTimeout(180_000);

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/**
 * Two routes: the one the parent asks for, with its own bus, and another whose bus serves the
 * child's school (the bus a child used to follow); a driver with an account; a parent.
 */
async function world(request: APIRequestContext) {
  const admin = await adminSession(request);
  const P = unique('RA');
  const asked = await createRoute(request, admin.token, `${P}A`);
  const other = await createRoute(request, admin.token, `${P}B`);
  const askedBus = await createVehicle(request, admin.token, `${P}A`, `S ${P.slice(-4)} RA`, asked.intid);
  const schoolBus = await createVehicle(request, admin.token, `${P}B`, `S ${P.slice(-4)} RB`, other.intid);
  const school = await createSchool(request, admin.token, `${P}S`, `SD Negeri ${P}`, 2);
  const served = { vckode: `${P}S`, vcnama: school.name, vcalamat: 'Jl. Sekolah, Tuban', intjenjangsekolah: 2, vehicles: [schoolBus.intid] };
  expect((await api(request, 'PUT', `/schools/${school.intid}`, { token: admin.token, body: served })).status).toBe(200);
  const username = `sopir.${P.toLowerCase()}`;
  const driver = { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-9' };
  expect((await api(request, 'POST', '/employee', { token: admin.token, body: driver })).status).toBe(201);
  const parent = await memberSession(request, P);
  const register = async (name: string, routeId: number) => {
    const body = { vckode: `${P}${name.length}`, vcnama: `${name} ${P}`, vcalamat: 'Jl. Pemuda 3, Tuban', intsex: 1, intsekolah: school.intid, intkelas: school.classes[0].value, vcnamaortuwali: parent.name, vctelportuwali: '081234567890', intrute: routeId };
    expect((await api(request, 'POST', '/member/registrations', { token: parent.token, body })).status).toBe(201);
    return body.vcnama;
  };
  return { P, asked, other, askedBus, schoolBus, parent, register, driverLogin: { username, password: driver.vcpassword } };
}

async function parentPhone(browser: Browser, parent: { token: string; intid: number; name: string }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/warga/masuk');
  await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: p.name })), parent);
  return { page, close: () => context.close() };
}

test('approving keeps the route the parent chose (or the one staff pick); Anak Saya follows the bus running on it', async ({ page, browser, request }) => {
  const w = await world(request);
  const kept = await w.register('Andi', w.asked.intid);
  const moved = await w.register('Bunga Citra', w.asked.intid);

  await openAsAdmin(page, '/operasional/pendaftaran-siswa');
  await search(page, w.P);

  // The parent's choice is shown and already chosen; approving keeps it.
  await rowOf(page, kept).getByRole('button', { name: 'Setujui' }).click();
  const approve = dialog(page);
  await expect(approve.getByTestId('requested-route')).toHaveText(`Rute pilihan pendaftar: ${w.asked.vcnama}`);
  await expect(approve.locator('.form-field').filter({ hasText: 'Rute' })).toContainText(w.asked.vcnama);
  await shoot(page, 'approve-route');
  await approve.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pendaftaran disetujui, siswa sudah ditambahkan.')).toBeVisible();
  await expect(rowOf(page, kept)).toContainText('Disetujui');

  // Staff may pick another route: the parent's registration then shows that one.
  await rowOf(page, moved).getByRole('button', { name: 'Setujui' }).click();
  await pick(dialog(page), 'Rute', w.other.vcnama);
  await dialog(page).getByRole('button', { name: 'Setujui' }).click();
  await expect(rowOf(page, moved)).toContainText('Disetujui');
  const mine = await api<{ data: { vcnama: string; vcrute: string }[] }>(request, 'GET', '/member/registrations', { token: w.parent.token });
  expect(Object.fromEntries(mine.json.data.map((r) => [r.vcnama, r.vcrute]))).toEqual({ [kept]: w.asked.vcnama, [moved]: w.other.vcnama });

  // On the phone: no trip on the route yet (the school's bus on the other route is not the child's).
  const phone = await parentPhone(browser, w.parent);
  try {
    await phone.page.goto('/warga/anak');
    const card = phone.page.getByRole('article', { name: kept });
    await expect(card).toContainText(w.asked.vcnama);
    await expect(card.getByTestId('route-without-bus')).toHaveText('Belum ada bus yang melayani rute ini hari ini.');
    await expect(card.getByTestId('bus-status')).toHaveCount(0);
    await shoot(phone.page, 'child-route-without-bus');

    // A driver starts a trip with the route's bus: the child follows it.
    const driver = await signin(request, w.driverLogin.username, w.driverLogin.password);
    const started = await api(request, 'POST', '/driver/trips', { token: driver.token, body: { intvehicle_id: w.askedBus.intid } });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    await phone.page.reload();
    await expect(card.getByTestId('bus-status')).toContainText(w.askedBus.vcnopol);
    await expect(card.getByTestId('route-without-bus')).toHaveCount(0);
    await expect(card).not.toContainText(w.schoolBus.vcnopol);
    await shoot(phone.page, 'child-route-bus');
  } finally {
    await phone.close();
  }
});
