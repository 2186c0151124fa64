import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TripStudentsWire } from '@halte/contract';
import { adminSession, api, signin, unique, useSession } from './helpers';
import { createRoute, createVehicle, shoot } from './crud-flow';
import { createSchool, createStudent, memberSession } from './api-records';
import { expectManifest, expectOneWaitingAcrossReload, expectServiceWorker, PHONE, reloadOffline } from './phone-app';

test.setTimeout(150_000);
test.use(PHONE);

/** A driver with an account whose trip runs on a bus serving a school with one pupil. */
async function runningTrip(request: APIRequestContext) {
  const admin = await adminSession(request);
  const P = unique('F');
  const route = await createRoute(request, admin.token, P);
  const bus = await createVehicle(request, admin.token, P, `S ${P.slice(-4)} FL`, route.intid);
  const school = await createSchool(request, admin.token, P, `SD Negeri ${P}`, 2);
  const served = await api(request, 'PUT', `/schools/${school.intid}`, { token: admin.token, body: { vckode: P, vcnama: school.name, vcalamat: 'Jl. Sekolah, Tuban', intjenjangsekolah: 2, vehicles: [bus.intid] } });
  expect(served.status).toBe(200);
  const pupil = `Sari Wulandari ${P}`;
  await createStudent(request, admin.token, { nisn: `66${Date.now().toString().slice(-8)}`, name: pupil, schoolId: school.intid, classId: school.classes[0].value });
  const username = `sopir.${P.toLowerCase()}`;
  const made = await api(request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Joko ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-9' },
  });
  expect(made.status).toBe(201);
  const driver = await signin(request, username, 'sopir-rahasia-9');
  const trip = await api<{ data: { intid: number } }>(request, 'POST', '/driver/trips', { token: driver.token, body: { intvehicle_id: bus.intid } });
  expect(trip.status, JSON.stringify(trip.json)).toBe(201);
  return { driver, tripId: trip.json.data.intid, pupil, name: `Joko ${P}` };
}

test('the driver console is an installed app: offline it reloads with its last data, and a scan made offline survives the reload and is sent once', async ({ page, context }) => {
  const w = await runningTrip(page.request);
  await useSession(page, w.driver, '/driver');
  await expect(page.getByTestId('driver-name')).toHaveText(w.name);
  await expectManifest(page, '/driver');
  await expectServiceWorker(page, '/driver');
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');

  // No signal: the console reloads from the phone, with the trip it last saw.
  await context.setOffline(true);
  await reloadOffline(page);
  await expect(page.getByTestId('driver-name')).toHaveText(w.name);
  await expect(page.getByTestId('trip-status')).toHaveText('Beroperasi');

  // A pupil boards without signal: the scan waits, and still waits after another reload.
  await page.getByLabel('Cari nama siswa').fill('sari');
  await page.getByRole('button', { name: `Naik ${w.pupil}` }).click();
  await expectOneWaitingAcrossReload(page);
  await shoot(page, 'driver-offline-reloaded');

  // Back online it goes up, once.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toContainText('Semua data terkirim');
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  const students = await api<{ data: TripStudentsWire }>(page.request, 'GET', `/driver/trips/${w.tripId}/students`, { token: w.driver.token });
  expect(students.json.data.boardings.filter((b) => b.vcnama === w.pupil)).toHaveLength(1);
});

test('the parents\' page reloads offline with the complaints it last showed; the back office has no service worker', async ({ page, context, request }) => {
  const parent = await memberSession(request, unique('PWA'));
  const title = unique('Halte rusak ');
  expect((await api(request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: title, vcmessage: 'Atap halte bocor.' } })).status).toBe(201);
  await page.goto('/warga/masuk');
  await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: p.name })), parent);
  await page.goto('/warga/pengaduan');
  await expect(page.getByText(title)).toBeVisible();
  await expectManifest(page, '/warga');
  await expectServiceWorker(page, '/warga');
  await expect(page.getByText(title)).toBeVisible();

  await context.setOffline(true);
  await reloadOffline(page);
  await expect(page.getByText(title)).toBeVisible();
  await shoot(page, 'warga-offline-reloaded');
  await context.setOffline(false);

  // A staff page in the same browser: no manifest, never controlled.
  await useSession(page, await adminSession(request), '/');
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('a new version is offered, not forced: pressing the offer reloads the page under the new worker', async ({ page, request }) => {
  const parent = await memberSession(request, unique('UPD'));
  await page.goto('/warga/masuk');
  await page.evaluate((p) => localStorage.setItem('memberUser', JSON.stringify({ token: p.token, intid: p.intid, vcname: p.name })), parent);
  await page.goto('/warga');
  await expectServiceWorker(page, '/warga');
  const offer = page.getByRole('button', { name: 'Versi baru tersedia — Muat ulang' });
  await expect(offer).toHaveCount(0);

  // A new release of the app: the worker served from now on differs (it answers who it is).
  const worker = join(process.env.HALTE_E2E_RUN!, 'web', 'sw.js');
  const released = readFileSync(worker, 'utf8');
  const mark = `v${Date.now()}`;
  writeFileSync(worker, `${released}\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.ports[0].postMessage('${mark}'); });\n`);
  try {
    await page.reload();
    await expect(offer).toBeVisible();
    await shoot(page, 'warga-update-offered');
    // Still the old worker until the user asks.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe('installed');

    await Promise.all([page.waitForEvent('load'), offer.click()]);
    await expect(offer).toHaveCount(0);
    const version = await page.evaluate(() => new Promise<string>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data as string);
      navigator.serviceWorker.controller!.postMessage('version?', [channel.port2]);
    }));
    expect(version).toBe(mark);
  } finally {
    writeFileSync(worker, released);
  }
});
