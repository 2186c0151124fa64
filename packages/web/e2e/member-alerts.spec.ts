import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminSession, api, unique } from './helpers';
import { createSchool, createStudent, memberSession } from './api-records';
import { shoot } from './crud-flow';
import { auditHere, expectNone, LOOKS, useLook } from './a11y/axe';
import { expectServiceWorker, PHONE } from './phone-app';

test.setTimeout(180_000);
test.use({ ...PHONE, isMobile: true });

/** What the page says when the browser cannot subscribe (Chromium here has no push service to reach). */
const SUBSCRIBE_FAILED = 'Browser ini gagal mendaftarkan notifikasi (layanan notifikasi browser tidak menjawab). Coba lagi nanti atau gunakan browser lain.';

/**
 * DevTools' own route into the `/warga` worker's `push` event: each call hands it a push as the
 * push service would. The session stays open with the page: closing it right after a delivery
 * could stop the worker before its `push` handler had shown the notification.
 */
async function pushRoute(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  return async (data: string) => {
    const origin = new URL(page.url()).origin;
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/warga`)).toBe(true);
    const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/warga`)!;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  };
}

/** The notifications the worker is showing, newest first, as the phone would list them. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url, icon: n.icon }));
  });

test('a parent turns alerts on for the phone, sets a child\'s switches, and reads a notice of an operator\'s answer', async ({ page, context, request }) => {
  const admin = await adminSession(request);
  const P = unique('NOTIF');
  const parent = await memberSession(request, P);
  const school = await createSchool(request, admin.token, `${P}S`, `SD Negeri ${P}`, 2);
  const child = `Anak ${P}`;
  const student = await createStudent(request, admin.token, { nisn: `97${Date.now() % 100_000_000}`, name: child, schoolId: school.intid, classId: school.classes[0].value });
  const full = await api<{ data: Record<string, unknown> }>(request, 'GET', `/students/${student.intid}`, { token: admin.token });
  expect((await api(request, 'PUT', `/students/${student.intid}`, { token: admin.token, body: { ...full.json.data, intuser_public_id: String(parent.intid) } })).status).toBe(200);

  // Signed in on the phone, under the /warga worker.
  await page.goto('/warga/masuk');
  await page.evaluate((s) => localStorage.setItem('memberUser', JSON.stringify(s)), { token: parent.token, intid: parent.intid, vcname: parent.name });
  await page.goto('/warga');
  await expectServiceWorker(page, '/warga');
  await context.grantPermissions(['notifications']);

  // Turning notifications on: subscribed, or (no push service here) a clear reason and still off.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Pengaturan Notifikasi' }).click();
  await expect(page.getByRole('heading', { name: 'Pengaturan Notifikasi', level: 1 })).toBeVisible();
  const device = page.getByTestId('device-state');
  await expect(device).toHaveAttribute('data-state', 'off');
  await expect(device).toHaveText('Notifikasi belum aktif di perangkat ini.');
  await page.getByRole('button', { name: 'Aktifkan notifikasi di perangkat ini' }).click();
  await expect(page.getByText(SUBSCRIBE_FAILED).or(page.getByText('Notifikasi diaktifkan di perangkat ini.'))).toBeVisible();
  if (await page.getByText(SUBSCRIBE_FAILED).isVisible()) {
    await expect(device).toHaveAttribute('data-state', 'off');
  } else {
    await expect(device).toHaveAttribute('data-state', 'on');
    await page.getByRole('button', { name: 'Matikan' }).click();
    await expect(page.getByText('Notifikasi dimatikan di perangkat ini.')).toBeVisible();
    await expect(device).toHaveAttribute('data-state', 'off');
  }
  await shoot(page, 'member-alert-device');

  // A push reaching the worker shows as a notification; one that is not the message still shows.
  const deliverPush = await pushRoute(context, page);
  await deliverPush(JSON.stringify({ kind: 'reply', title: `Balasan ${P}`, body: 'Petugas membalas pengaduan Anda.', url: '/warga/pengaduan/1', tag: `reply-${P}` }));
  await expect.poll(() => shown(page)).toEqual([expect.objectContaining({ title: `Balasan ${P}`, body: 'Petugas membalas pengaduan Anda.', tag: `reply-${P}`, url: '/warga/pengaduan/1' })]);
  expect((await shown(page))[0].icon).toMatch(/\/icons\/warga-192\.png$/);
  await deliverPush('bukan json');
  await expect.poll(() => shown(page)).toContainEqual(expect.objectContaining({ title: 'Halte Warga', body: 'Ada pemberitahuan baru untuk Anda. Ketuk untuk membukanya.', url: '/warga' }));

  // The child's switches: a wrong number is named under its field, a good save is kept.
  const group = page.getByRole('group', { name: child });
  await expect(group.getByRole('checkbox', { name: 'Naik' })).toBeChecked();
  await expect(group.getByLabel('Menit sebelum tiba di halte')).toHaveValue('5');
  await group.getByRole('checkbox', { name: 'Naik' }).uncheck();
  await group.getByLabel('Menit sebelum tiba di halte').fill('99');
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(group.getByText('Menit sebelum tiba 1 sampai 30.')).toBeVisible();
  await group.getByLabel('Menit sebelum tiba di halte').fill('7');
  await page.getByRole('group', { name: 'Lainnya' }).getByRole('checkbox', { name: 'Balasan pengaduan' }).uncheck();
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByTestId('alerts-saved')).toHaveText('Pengaturan notifikasi disimpan.');
  await shoot(page, 'member-alert-settings');
  const findings = await auditHere(page, '/warga/notifikasi');
  await page.reload();
  await expect(group.getByRole('checkbox', { name: 'Naik' })).not.toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'Turun' })).toBeChecked();
  await expect(group.getByLabel('Menit sebelum tiba di halte')).toHaveValue('7');
  await expect(page.getByRole('group', { name: 'Lainnya' }).getByRole('checkbox', { name: 'Balasan pengaduan' })).not.toBeChecked();
  // Answers to complaints are told again.
  await page.getByRole('group', { name: 'Lainnya' }).getByRole('checkbox', { name: 'Balasan pengaduan' }).check();
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByTestId('alerts-saved')).toHaveText('Pengaturan notifikasi disimpan.');

  // An operator answers the parent's complaint: a notice, counted unread on the menu.
  const complaint = await api<{ data: { intid: number } }>(request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: `Halte ${P}`, vcmessage: 'Bus tidak berhenti di halte kami.' } });
  expect(complaint.status).toBe(201);
  const id = complaint.json.data.intid;
  expect((await api(request, 'POST', '/conversation/message', { token: admin.token, body: { intconverstion_id: id, vcmessage: `Kami cek ${P}.` } })).status).toBe(201);
  await page.goto('/warga');
  const entry = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /^Pemberitahuan/ });
  await expect(entry).toHaveAccessibleName('Pemberitahuan 1 belum dibaca');
  await entry.click();
  const list = page.getByRole('list', { name: 'Daftar pemberitahuan' });
  const notice = list.getByRole('listitem').filter({ has: page.locator(`a[href="/warga/pengaduan/${id}"]`) });
  await expect(notice).toContainText('Belum dibaca');
  await shoot(page, 'member-notices');
  findings.push(...(await auditHere(page, '/warga/pemberitahuan')));
  expectNone(findings);

  // All read: the emphasis and the count go; the notice opens its conversation.
  await page.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(page.getByText('Semua pemberitahuan ditandai dibaca.')).toBeVisible();
  await expect(notice).not.toContainText('Belum dibaca');
  await expect(page.getByTestId('alerts-unread')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/warga/pengaduan/${id}$`));
  await expect(page.getByRole('list', { name: 'Percakapan' })).toContainText(`Kami cek ${P}.`);
});

for (const look of LOOKS) {
  test(`a phone whose browser blocks notifications is told so, readable (${look.theme} theme)`, async ({ page, request }) => {
    const parent = await memberSession(request, unique('BLOK'));
    await useLook(page, look);
    // What the page reads of a browser where the parent refused notifications for the site.
    await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await page.goto('/warga/masuk');
    await page.evaluate((s) => localStorage.setItem('memberUser', JSON.stringify(s)), { token: parent.token, intid: parent.intid, vcname: parent.name });
    await page.goto('/warga/notifikasi');
    const device = page.getByTestId('device-state');
    await expect(device).toHaveAttribute('data-state', 'blocked');
    if (look.language === 'id') await expect(device).toHaveText('Notifikasi diblokir oleh browser untuk situs ini.');
    await expect(page.getByRole('button', { name: /Aktifkan notifikasi/ })).toHaveCount(0);
    expectNone(await auditHere(page, `/warga/notifikasi, blocked, ${look.theme}`));
  });
}
