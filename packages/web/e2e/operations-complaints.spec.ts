import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { TYPING_EVENT, type TypingSignal } from '@halte/contract';
import { api, openAsAdmin, unique } from './helpers';
import { dialog, openFromSidebar, rowOf, search, shoot } from './crud-flow';
import { base64Of, memberSession, pngOf } from './api-records';
import { BASE_URL } from './env';

test.setTimeout(180_000);

/** The member's own live connection, as the member's app opens it. */
function memberSocket(token: string): Promise<Socket> {
  const socket = io(BASE_URL, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextTyping = (socket: Socket) => new Promise<TypingSignal>((resolve) => socket.once(TYPING_EVENT, resolve));
const bubbles = (page: Page, side: 'member' | 'operator') => page.locator(`[data-testid="chat-message"][data-side="${side}"]`);

test('complaints: a new complaint appears live; the operator opens it after the question, replies, hears the member live, and ends it', async ({ page }) => {
  const P = unique('PG');
  const parent = await memberSession(page.request, P);
  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Pesan Pengaduan', 'Pesan Pengaduan');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Tanggal', 'Kode', 'Judul', 'Member', 'Operator', 'Status', 'Aksi']);
  await search(page, P);
  await expect(page.locator('.list-page tbody')).toContainText('Data Tidak Tersedia.');

  // The member sends a complaint with a photo: the list open on screen shows it by itself.
  const photo = await pngOf(page, 240, 160);
  const sent = await api<{ message: string; data: { intid: number; vccode: string; token_member: string } }>(page.request, 'POST', '/member/complaints', {
    token: parent.token,
    body: { vcname: `Bus terlambat ${P}`, vcmessage: 'Bus <b>belum datang</b> sejak pukul 06.30.', vcphoto: base64Of(photo) },
  });
  expect(sent.status).toBe(201);
  expect(sent.json.message).toBe('Terima kasih, laporan Anda akan segera kami tindak lanjuti.');
  const { intid, vccode, token_member: tokenMember } = sent.json.data;
  const row = rowOf(page, vccode);
  await expect(row).toContainText(`Bus terlambat ${P}`);
  await expect(row).toContainText(parent.name);
  await expect(row).toContainText('Belum ada');
  await expect(row).toContainText('Baru');
  await shoot(page, 'complaints-list');

  // A new complaint asks first; 'Tidak' stays on the list.
  await row.getByRole('button', { name: 'Buka percakapan' }).click();
  await expect(dialog(page).getByText('Apakah anda akan membalas pesan ini ?')).toBeVisible();
  await shoot(page, 'complaints-reply-question');
  await dialog(page).getByRole('button', { name: 'Tidak' }).click();
  await expect(page).toHaveURL(/\/operasional\/complaint\?/);
  await row.getByRole('button', { name: 'Buka percakapan' }).click();
  await dialog(page).getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/operasional/complaint-message/${intid}/`));
  await expect(page.getByRole('heading', { name: `Bus terlambat ${P}` })).toBeVisible();

  // The member's message: its text (formatting is not kept), and the photo read through the photo endpoint.
  const first = bubbles(page, 'member').first();
  await expect(first).toContainText('Bus belum datang sejak pukul 06.30.');
  await expect(first.locator('b')).toHaveCount(0);
  const img = first.getByRole('img', { name: `Foto pada percakapan ${vccode}` });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);

  // The operator types: the member hears it on their token.
  const member = await memberSocket(parent.token);
  try {
    const input = page.getByLabel('Pesan', { exact: true });
    const memberHearsTyping = nextTyping(member);
    await input.fill('Mohon maaf atas keterlambatannya.');
    expect(await memberHearsTyping).toEqual({ token: tokenMember });
    // Shift+Enter starts a new line and the box grows; Enter sends.
    expect(await input.evaluate((el: HTMLTextAreaElement) => el.rows)).toBe(1);
    await input.press('Shift+Enter');
    await input.pressSequentially('Sopir <segera> kami hubungi.');
    expect(await input.evaluate((el: HTMLTextAreaElement) => el.rows)).toBe(2);
    await input.press('Enter');
    await expect(bubbles(page, 'operator')).toHaveCount(1);
    await expect(bubbles(page, 'operator')).toContainText('Sopir <segera> kami hubungi.');
    await expect(input).toHaveValue('');
    // Replying took the conversation: the operator is named and it is in progress.
    await expect(page.locator('.chat .card-header')).toContainText('Diproses');
    await expect(page.locator('.chat .card-header')).toContainText('Administrator');
    const thread = await api<{ data: { intis_admin: number; vcmessage: string }[] }>(page.request, 'GET', `/member/complaints/${intid}/messages`, { token: parent.token });
    expect(thread.json.data.at(-1)).toMatchObject({ intis_admin: 1, vcmessage: 'Mohon maaf atas keterlambatannya.<br>Sopir &lt;segera&gt; kami hubungi.' });
    // The member has read it (their reading above): 'Dibaca' shows under it without a reload.
    await expect(bubbles(page, 'operator').last().getByTestId('chat-read')).toHaveText('Dibaca');

    // The member types, then answers over HTTP: both show without a reload, the reply once.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    member.emit(TYPING_EVENT, { token: tokenMember });
    await expect(page.getByTestId('chat-typing')).toContainText('Sedang mengetik…');
    await shoot(page, 'complaints-chat-typing');
    const reply = await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Baik, terima kasih.' } });
    expect(reply.status).toBe(201);
    await expect(bubbles(page, 'member').last()).toContainText('Baik, terima kasih.');
    await expect(page.getByTestId('chat-typing')).toHaveCount(0);
    await expect(bubbles(page, 'member')).toHaveCount(2);
    await expect(bubbles(page, 'operator')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shoot(page, 'complaints-chat');
  } finally {
    member.close();
  }

  // Ending: asked first, then 'Berhasil' / 'Pesan sudah diakhiri'; the input and the button go.
  await page.getByRole('button', { name: 'Akhiri Percakapan' }).click();
  await expect(dialog(page).getByText('Apakah anda akan mengakhiri pesan ini ?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Berhasil')).toBeVisible();
  await expect(page.getByText('Pesan sudah diakhiri')).toBeVisible();
  await expect(page.getByTestId('chat-ended')).toHaveText('Percakapan sudah diakhiri');
  await expect(page.getByLabel('Pesan', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Akhiri Percakapan' })).toHaveCount(0);
  await shoot(page, 'complaints-chat-ended');
  const late = await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Masih ada?' } });
  expect(late.status).toBe(409);

  // 'Tutup' returns to the list as it was left; an ended conversation opens without asking.
  await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/operasional/complaint\\?q=${P}`));
  await expect(row).toContainText('Selesai');
  await expect(row).toContainText('Administrator');
  await row.getByRole('button', { name: 'Buka percakapan' }).click();
  await expect(page).toHaveURL(new RegExp(`/operasional/complaint-message/${intid}/`));
  await expect(page.getByTestId('chat-ended')).toBeVisible();
});

test('complaints: the period filter is kept in the address', async ({ page }) => {
  await openAsAdmin(page, '/operasional/complaint?rt=3&m=1&y=2020');
  await expect(page.getByRole('heading', { name: 'Pesan Pengaduan' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.list-page tbody')).toContainText('Data Tidak Tersedia.');
  await expect(page).toHaveURL(/rt=3&m=1&y=2020/);
});
