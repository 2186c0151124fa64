import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { dialog, field, rowOf } from './crud-flow';
import { memberSession } from './api-records';

test.setTimeout(120_000);

// What a screen reader hears without moving: toasts, and the chat messages that arrive.

test('toasts are read out: a polite region named in Indonesian waits on the page before any toast; each toast in it is an alert with a close button named so', async ({ page }) => {
  const P = unique('LT');
  await openAsAdmin(page, '/master/sekolah');
  const region = page.getByRole('region', { name: 'Pemberitahuan (Alt+T)' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();

  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await field(dialog(page), 'Kode').fill(`${P}1`);
  await field(dialog(page), 'Nama').fill(`SD Negeri ${P}`);
  await field(dialog(page), 'Alamat').fill('Jl. Pemuda 3, Tuban');
  await field(dialog(page), 'Jenjang Sekolah').selectOption({ index: 1 });
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  const toast = region.getByRole('alert');
  await expect(toast).toHaveText('Data berhasil disimpan.');
  // No English left in what is read: no 'notification timer', no 'close'.
  await expect(region.getByRole('progressbar')).toHaveCount(0);
  await region.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
  await expect(toast).toHaveCount(0);
});

test("the operator's chat reads out the member's new messages, once each, as text; not the history, not the operator's own", async ({ page }) => {
  const P = unique('LO');
  const parent = await memberSession(page.request, P);
  const sent = await api<{ data: { intid: number; vccode: string } }>(page.request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: `Halte rusak ${P}`, vcmessage: 'Atap halte bocor.' } });
  expect(sent.status).toBe(201);
  const { intid, vccode } = sent.json.data;
  expect((await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Sudah tiga hari.' } })).status).toBe(201);

  await openAsAdmin(page, `/operasional/chatting-member?q=${vccode}`);
  await rowOf(page, vccode).getByRole('button', { name: 'Buka percakapan' }).click();
  const thread = page.getByRole('region', { name: 'Percakapan' });
  await expect(thread.getByTestId('chat-message')).toHaveCount(2);
  const log = page.getByRole('log', { name: 'Pesan baru' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  // The thread itself is not live: opening it reads nothing out.
  await expect(thread).not.toHaveAttribute('aria-live');
  await expect(log).toBeEmpty();

  await page.getByLabel('Pesan', { exact: true }).fill('Petugas kami segera datang.');
  await page.getByLabel('Pesan', { exact: true }).press('Enter');
  await expect(thread.getByTestId('chat-message')).toHaveCount(3);
  await expect(log).toBeEmpty();

  expect((await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Lampu <b>mati</b> juga.' } })).status).toBe(201);
  await expect(log.locator('p')).toHaveText([`Pesan baru dari ${parent.name}: Lampu mati juga.`]);
  expect((await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Terima kasih.' } })).status).toBe(201);
  await expect(log.locator('p')).toHaveText([`Pesan baru dari ${parent.name}: Lampu mati juga.`, `Pesan baru dari ${parent.name}: Terima kasih.`]);
  // Each member message has the thread read again: nothing is announced twice.
  await page.waitForTimeout(1000);
  await expect(log.locator('p')).toHaveCount(2);
  // Opened again, the conversation reads none of its history out.
  await page.reload();
  await expect(thread.getByTestId('chat-message')).toHaveCount(5);
  await expect(log).toBeEmpty();
});

test("the parent's chat reads out the operator's new messages; not the history, not the parent's own", async ({ page }) => {
  const P = unique('LP');
  const admin = await adminSession(page.request);
  const parent = await memberSession(page.request, P);
  const sent = await api<{ data: { intid: number } }>(page.request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: `Bus telat ${P}`, vcmessage: 'Bus datang terlambat.' } });
  expect(sent.status).toBe(201);
  const { intid } = sent.json.data;
  const answer = (vcmessage: string) => api(page.request, 'POST', '/conversation/message', { token: admin.token, body: { intconverstion_id: intid, vcmessage } });
  expect((await answer('Kami cek dulu.')).status).toBe(201);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/warga/masuk');
  await page.evaluate((m) => localStorage.setItem('memberUser', JSON.stringify({ token: m.token, intid: m.intid, vcname: m.name })), parent);
  await page.goto(`/warga/pengaduan/${intid}`);
  const thread = page.getByRole('list', { name: 'Percakapan' });
  await expect(thread).toContainText('Kami cek dulu.');
  const log = page.getByRole('log', { name: 'Pesan baru' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(thread).not.toHaveAttribute('aria-live');
  await expect(log).toBeEmpty();

  await page.getByRole('textbox', { name: 'Tulis pesan…' }).fill('Ditunggu kabarnya.');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(thread).toContainText('Ditunggu kabarnya.');
  await expect(log).toBeEmpty();

  expect((await answer('Sopir sudah berangkat.')).status).toBe(201);
  await expect(log.locator('p')).toHaveText(['Pesan baru dari petugas: Sopir sudah berangkat.']);
  await expect(thread).toContainText('Sopir sudah berangkat.');
});
