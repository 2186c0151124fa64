import { expect, test } from '@playwright/test';
import { api, openAsAdmin, unique } from './helpers';
import { dialog, openFromSidebar, rowOf, search, shoot } from './crud-flow';
import { memberSession } from './api-records';

test.setTimeout(120_000);

/** A host that resolves nowhere (reserved TLD): any request the page makes to it is seen, none can succeed. */
const TRACKER = 'pixel.tracker.invalid';

test('a member’s message with a remote image reaches the operator as text: the browser asks that host nothing', async ({ page }) => {
  const P = unique('PX');
  const parent = await memberSession(page.request, P);
  const remote: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith(TRACKER)) remote.push(r.url());
  });

  const sent = await api<{ data: { intid: number; vccode: string } }>(page.request, 'POST', '/member/complaints', {
    token: parent.token,
    body: { vcname: `Piksel ${P}`, vcmessage: `Halo <img src="https://${TRACKER}/open.png?who=operator"> petugas` },
  });
  expect(sent.status).toBe(201);
  const { intid, vccode } = sent.json.data;
  const more = await api(page.request, 'POST', `/member/complaints/${intid}/messages`, {
    token: parent.token,
    body: {
      vcmessage:
        `<p style="background-image:url(https://${TRACKER}/bg.png)">Baris satu</p>Baris dua<br>` +
        `<iframe src="https://${TRACKER}/frame"></iframe><video poster="https://${TRACKER}/poster.png"></video>` +
        `<a href="https://dishub.tubankab.go.id/jadwal">jadwal</a>`,
    },
  });
  expect(more.status).toBe(201);

  await openAsAdmin(page, '/');
  await openFromSidebar(page, 'Pesan Pengaduan', 'Pesan Pengaduan');
  await search(page, P);
  await rowOf(page, vccode).getByRole('button', { name: 'Buka percakapan' }).click();
  await dialog(page).getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/operasional/complaint-message/${intid}/`));

  const member = page.locator('[data-testid="chat-message"][data-side="member"]');
  await expect(member).toHaveCount(2);
  await expect(member.first()).toContainText('Halo petugas');
  await expect(member.nth(1)).toContainText('Baris satu');
  await expect(member.nth(1)).toContainText('Baris dua');
  // Text, line breaks and a safe link stay; nothing that loads from elsewhere.
  await expect(member.locator('img, iframe, video, [style]')).toHaveCount(0);
  await expect(member.nth(1).locator('br')).toHaveCount(1);
  const link = member.nth(1).getByRole('link', { name: 'jadwal' });
  await expect(link).toHaveAttribute('href', 'https://dishub.tubankab.go.id/jadwal');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.waitForLoadState('networkidle');
  expect(remote).toEqual([]);
  await shoot(page, 'chat-remote-content');
});
