import { expect, test } from '@playwright/test';
import { api, signin, unique, useSession, userWithMenus } from './helpers';
import { openFromSidebar, rowOf, search, shoot } from './crud-flow';
import { memberSession } from './api-records';

test.setTimeout(180_000);

test('chatting member: a member’s messages appear live with their unread count; opening the chat clears it (a role with this screen only)', async ({ page }) => {
  const P = unique('CM');
  const chatter = await userWithMenus(page.request, ['/operasional/chatting-member']);
  await useSession(page, await signin(page.request, chatter.username, chatter.password), '/');
  await openFromSidebar(page, 'Chatting Member', 'Chatting Member');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Member', 'Percakapan', 'Pesan Terakhir', 'Menunggu', 'Status', 'Aksi']);
  await search(page, P);
  await expect(page.locator('.list-page tbody')).toContainText('Data Tidak Tersedia.');

  // A new complaint shows by itself, unread, with the member waiting.
  const parent = await memberSession(page.request, P);
  const sent = await api<{ data: { intid: number; vccode: string } }>(page.request, 'POST', '/member/complaints', {
    token: parent.token,
    body: { vcname: `Halte gelap ${P}`, vcmessage: 'Lampu halte <b>mati</b> sejak kemarin.' },
  });
  expect(sent.status).toBe(201);
  const { intid, vccode } = sent.json.data;
  const row = rowOf(page, vccode);
  await expect(row).toContainText(parent.name);
  await expect(row).toContainText(`Halte gelap ${P}`);
  await expect(row).toContainText('Lampu halte mati sejak kemarin.');
  await expect(row.getByTestId('unread-count')).toHaveText('1');
  await expect(row.getByTestId('waiting-time')).toHaveText('baru saja');
  await expect(row).toContainText('Baru');

  // Another message from the member: the count and the excerpt follow without a reload.
  expect((await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Mohon segera diperbaiki &amp; dicek.' } })).status).toBe(201);
  await expect(row.getByTestId('unread-count')).toHaveText('2');
  await expect(row).toContainText('Mohon segera diperbaiki & dicek.');
  await shoot(page, 'chatting-member-inbox');

  // Opening reads the thread; back in the inbox the count is gone.
  await row.getByRole('button', { name: 'Buka percakapan' }).click();
  await expect(page).toHaveURL(new RegExp(`/operasional/complaint-message/${intid}/`));
  await expect(page.getByRole('heading', { name: `Halte gelap ${P}` })).toBeVisible();
  await expect(page.locator('[data-testid="chat-message"][data-side="member"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page).toHaveURL(/\/operasional\/chatting-member/);
  await expect(row).toContainText(`Halte gelap ${P}`);
  await expect(row.getByTestId('unread-count')).toHaveCount(0);

  // An operator's reply ends the wait; the member's next message starts it again, live.
  const reply = await api(page.request, 'POST', '/conversation/message', {
    token: (await signin(page.request, chatter.username, chatter.password)).token,
    body: { intconverstion_id: intid, vcmessage: 'Teknisi kami berangkat.' },
  });
  expect(reply.status).toBe(201);
  await expect(row).toContainText('Petugas: Teknisi kami berangkat.');
  await expect(row.getByTestId('waiting-time')).toHaveCount(0);
  expect((await api(page.request, 'POST', `/member/complaints/${intid}/messages`, { token: parent.token, body: { vcmessage: 'Terima kasih.' } })).status).toBe(201);
  await expect(row.getByTestId('unread-count')).toHaveText('1');
  await expect(row.getByTestId('waiting-time')).toHaveText('baru saja');
  await shoot(page, 'chatting-member-after-reply');
});
