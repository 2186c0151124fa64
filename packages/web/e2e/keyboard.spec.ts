import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { dialog, field, rowOf, shownInFull } from './crud-flow';
import { memberSession } from './api-records';
import { expectFocused, expectFocusWithin, tabTo } from './a11y/keyboard';
import { blockingViolations, expectNone } from './a11y/axe';

test.setTimeout(120_000);

// Keyboard only: Tab, Shift+Tab, Enter, Space, arrows and typing; no mouse click anywhere.

test('Data Sekolah with the keyboard: add, edit and delete with its confirmation; dialogs take the focus and give it back; results are announced', async ({ page }) => {
  const P = unique('KB');
  await openAsAdmin(page, '/master/sekolah');
  await expect(page.getByRole('heading', { name: 'Data Sekolah' })).toBeVisible();

  // Add: the dialog takes the focus; the form is filled field by field.
  const add = page.getByRole('button', { name: 'Tambah', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = dialog(page);
  await expectFocusWithin(form);
  // The form dialog itself meets the bar too.
  await page.waitForTimeout(400);
  expectNone(await blockingViolations(page, 'Data Sekolah, add dialog'));
  await tabTo(page, field(form, 'Kode'));
  await page.keyboard.type(`${P}1`);
  await tabTo(page, field(form, 'Nama'));
  await page.keyboard.type(`SD Negeri ${P}`);
  await tabTo(page, field(form, 'Alamat'));
  await page.keyboard.type('Jl. Pemuda 3, Tuban');
  await tabTo(page, field(form, 'Jenjang Sekolah'));
  await page.keyboard.press('ArrowDown');
  await expect(field(form, 'Jenjang Sekolah')).not.toHaveValue('');
  await tabTo(page, form.getByRole('button', { name: 'Simpan' }));
  await page.keyboard.press('Enter');
  // The toast is read out (an alert), the dialog is gone and the focus is back on 'Tambah'.
  await expect(page.getByRole('alert').filter({ hasText: 'Data berhasil disimpan.' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expectFocused(add);

  // Search by typing, then edit the row.
  await tabTo(page, page.getByRole('searchbox', { name: 'Cari data' }), { back: true });
  await page.keyboard.type(`${P}1`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${P}1`);
  await expect(page.locator('.list-page tbody tr')).toHaveCount(1);
  const edit = rowOf(page, `${P}1`).getByRole('button', { name: 'Ubah' });
  await tabTo(page, edit);
  await page.keyboard.press('Space');
  await expectFocusWithin(form);
  await expect(field(form, 'Nama')).toHaveValue(`SD Negeri ${P}`);
  await tabTo(page, field(form, 'Nama'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`SMP Negeri ${P}`);
  await tabTo(page, form.getByRole('button', { name: 'Simpan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Data berhasil diubah.' })).toBeVisible();
  await expect(rowOf(page, `${P}1`)).toContainText(`SMP Negeri ${P}`);
  await expectFocused(edit);

  // Delete: the question takes the focus; 'Tidak' gives it back, 'Ya' deletes.
  const remove = rowOf(page, `${P}1`).getByRole('button', { name: 'Hapus' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('Data akan dihapus ?')).toBeVisible();
  await expectFocusWithin(dialog(page));
  await tabTo(page, dialog(page).getByRole('button', { name: 'Tidak' }));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expectFocused(remove);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog(page).getByRole('button', { name: 'Ya' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Data berhasil dihapus.' })).toBeVisible();
  await expect(rowOf(page, `${P}1`)).toHaveCount(0);
  const gone = await api<{ data: unknown[] }>(page.request, 'GET', `/schools?q=${P}1`, { token: (await adminSession(page.request)).token });
  expect(gone.json.data).toHaveLength(0);
});

test('a complaint chat with the keyboard: the operator opens the conversation, scrolls the thread and replies; the log announces what arrives', async ({ page }) => {
  const P = unique('KC');
  const parent = await memberSession(page.request, P);
  const sent = await api<{ data: { intid: number; vccode: string } }>(page.request, 'POST', '/member/complaints', {
    token: parent.token,
    body: { vcname: `Halte rusak ${P}`, vcmessage: 'Atap halte bocor.' },
  });
  expect(sent.status).toBe(201);
  await openAsAdmin(page, `/operasional/complaint?q=${sent.json.data.vccode}`);
  const open = rowOf(page, sent.json.data.vccode).getByRole('button', { name: 'Buka percakapan' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expectFocusWithin(dialog(page));
  await tabTo(page, dialog(page).getByRole('button', { name: 'Ya', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Halte rusak ${P}` })).toBeVisible();

  // The thread scrolls under the keyboard; a polite live log beside it reads out what arrives, without moving the focus.
  const thread = page.getByRole('region', { name: 'Percakapan' });
  await expect(thread).toContainText('Atap halte bocor.');
  const log = page.getByRole('log', { name: 'Pesan baru' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  const input = page.getByLabel('Pesan', { exact: true });
  await tabTo(page, thread);
  await tabTo(page, input);
  await page.keyboard.type('Terima kasih, petugas kami segera memperbaiki.');
  await page.keyboard.press('Enter');
  await expect(thread.locator('[data-testid="chat-message"][data-side="operator"]')).toContainText('Terima kasih, petugas kami segera memperbaiki.');
  const reply = await api(page.request, 'POST', `/member/complaints/${sent.json.data.intid}/messages`, { token: parent.token, body: { vcmessage: 'Baik, ditunggu.' } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  await expect(log).toHaveText(`Pesan baru dari ${parent.name}: Baik, ditunggu.`);
  await expectFocused(input);
});

test('Lacak Kendaraan: the live map links its text alternative, the vehicle table, for the keyboard', async ({ page }) => {
  await openAsAdmin(page, '/main/lacak-kendaraan');
  const map = page.getByRole('region', { name: 'Peta' });
  const skip = map.getByRole('link', { name: 'Lompat ke daftar kendaraan (isi peta dalam bentuk tabel)' });
  await expect(map).toHaveAccessibleDescription('Lompat ke daftar kendaraan (isi peta dalam bentuk tabel)');
  await tabTo(page, skip);
  // Hidden until focused, then shown over the map.
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expectFocused(page.locator('#tracking-vehicles'));
  await expect(page.locator('#tracking-vehicles')).toBeVisible();
});

test('Data Sekolah: a form dialog gives the focus back to the button that opened it, closed by Batal or by its close button; Escape does not close it', async ({ page }) => {
  await openAsAdmin(page, '/master/sekolah');
  const add = page.getByRole('button', { name: 'Tambah', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = dialog(page);
  await expectFocusWithin(form);
  await shownInFull(page);
  await tabTo(page, field(form, 'Nama'));
  await page.keyboard.type('SD Negeri Setengah Jadi');
  // The back office's dialogs close only with their own buttons: a half-filled form is not lost by Escape.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await expect(field(form, 'Nama')).toHaveValue('SD Negeri Setengah Jadi');
  await expectFocusWithin(form);
  await tabTo(page, form.getByRole('button', { name: 'Batal' }));
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expectFocused(add);

  await page.keyboard.press('Space');
  await expectFocusWithin(form);
  await shownInFull(page);
  await tabTo(page, form.getByRole('button', { name: 'Tutup' }));
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expectFocused(add);
});
