import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, api, unique } from './helpers';
import { memberSession } from './api-records';
import { shoot } from './crud-flow';

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** A parent's complaint, and its page open on the parent's phone with a reply heard live (the socket is up). */
async function openComplaint(page: Page, request: APIRequestContext, staffToken: string) {
  const tag = unique('AKH');
  const parent = await memberSession(request, tag);
  const made = await api<{ data: { intid: number } }>(request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: `Halte ${tag}`, vcmessage: 'Bus tidak berhenti di halte kami.' } });
  expect(made.status).toBe(201);
  const id = made.json.data.intid;
  await page.goto('/warga/masuk');
  await page.evaluate((s) => localStorage.setItem('memberUser', JSON.stringify(s)), { token: parent.token, intid: parent.intid, vcname: parent.name });
  await page.goto(`/warga/pengaduan/${id}`);
  const thread = page.getByRole('list', { name: 'Percakapan' });
  await expect(thread).toContainText('Bus tidak berhenti di halte kami.');
  await page.waitForTimeout(500);
  expect((await api(request, 'POST', '/conversation/message', { token: staffToken, body: { intconverstion_id: id, vcmessage: `Kami cek ${tag}.` } })).status).toBe(201);
  await expect(thread).toContainText(`Kami cek ${tag}.`);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return { id, end: () => api(request, 'GET', `/conversation/endChat/${id}`, { token: staffToken }) };
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

test('staff end the complaint: the parent\'s open conversation shows it ended at once, without a message box', async ({ page, request }) => {
  const admin = await adminSession(request);
  const complaint = await openComplaint(page, request, admin.token);
  await expect(page.getByLabel('Tulis pesan…')).toBeVisible();

  expect((await complaint.end()).status).toBe(200);
  await expect(page.getByTestId('chat-ended')).toHaveText('Percakapan sudah diakhiri');
  await expect(page.getByLabel('Tulis pesan…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirim' })).toHaveCount(0);
  expect(await notReloaded(page)).toBe(true);
  await shoot(page, 'member-chat-ended-live');
});

test('a message refused because the conversation ended meanwhile stays on the phone, with the notice', async ({ page, request }) => {
  const admin = await adminSession(request);
  // The end's push is lost on the way (a connection that dropped it): the send is what learns of it.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      if (typeof m === 'string' && m.includes('conversation-ended')) return;
      ws.send(m);
    });
  });
  const complaint = await openComplaint(page, request, admin.token);
  const typed = 'Busnya tadi pagi juga terlambat lagi.';
  await page.getByLabel('Tulis pesan…').fill(typed);
  expect((await complaint.end()).status).toBe(200);
  await page.waitForTimeout(500);
  await expect(page.getByLabel('Tulis pesan…')).toBeVisible();

  await page.getByLabel('Tulis pesan…').press('Enter');
  await expect(page.getByTestId('chat-ended')).toHaveText('Percakapan sudah diakhiri');
  await expect(page.getByLabel('Pesan Anda yang belum terkirim')).toHaveValue(typed);
  await expect(page.getByLabel('Tulis pesan…')).toHaveCount(0);
  expect(await notReloaded(page)).toBe(true);
  // The server's refusal is told as any refusal is; closing it leaves the kept text.
  await expect(page.getByRole('dialog')).toContainText('Percakapan sudah diakhiri.');
  await page.getByRole('dialog').getByRole('button').click();
  await expect(page.getByLabel('Pesan Anda yang belum terkirim')).toHaveValue(typed);
  await shoot(page, 'member-chat-refused-kept');
});
