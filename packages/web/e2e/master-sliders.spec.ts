import { expect, test } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from './crud-flow';
import { base64Of, pngOf } from './api-records';

test.setTimeout(180_000);

test('slider images: sidebar, search, paging, add (empty, wrong files, then valid), edit keeps the image, detail, delete', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('GS');
  await openAsAdmin(page, '/');
  const png = await pngOf(page);
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/articles/slider', {
      token: admin.token,
      body: { vcnama: `Slider ${P} ${n}`, vcdeskripsi: `Deskripsi ${n}`, vcimage: i === 11 ? base64Of(png) : '' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }

  await openFromSidebar(page, 'Gambar Slider', 'Data Gambar Slider');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Nama', 'Deskripsi', 'Gambar', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);
  await expect(rowOf(page, `Slider ${P} 11`).locator('img.list-thumb')).toHaveAttribute('src', /\/api\/v1\/images\/sliders\/\d+/);
  await expect(rowOf(page, `Slider ${P} 10`).locator('img')).toHaveCount(0);

  await emptyFormShows(page, '/articles/slider', ['Judul tidak boleh kosong.']);
  const form = dialog(page);
  // Deskripsi and the image are optional.
  await expect(form.getByText('Deskripsi tidak boleh kosong.')).toHaveCount(0);

  // A file that is not an image, then one over 2 MB: a clear message, nothing taken.
  const imageInput = field(form, 'Gambar');
  await imageInput.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
  await expect(form.getByRole('alert').filter({ hasText: 'Gambar harus berformat JPEG, PNG atau WebP.' })).toBeVisible();
  const big = Buffer.alloc(2 * 1024 * 1024 + 1);
  png.buffer.copy(big, 0, 0, 16);
  await imageInput.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: big });
  await expect(form.getByRole('alert').filter({ hasText: 'Ukuran gambar maksimal 2 MB.' })).toBeVisible();
  await expect(form.getByAltText('Pratinjau gambar')).toHaveCount(0);
  await shoot(page, 'sliders-form-bad-file');

  const title = `Bus Sekolah Baru ${P}X`;
  await field(form, 'Judul').fill(title);
  await imageInput.setInputFiles(png);
  await expect(form.getByAltText('Pratinjau gambar')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'sliders-form-filled');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/articles/slider'));
  await saveForm(page, 'Data berhasil disimpan.');
  const body = (await posted).postDataJSON() as { vcimage: string; vcdeskripsi: string };
  expect(body.vcimage).toBe(base64Of(png));
  expect(body.vcdeskripsi).toBe('');
  await search(page, `${P}X`);
  await expect(rowOf(page, title).locator('img.list-thumb')).toBeVisible();

  // Edit: the current image is shown and kept when only the text changes.
  await rowOf(page, title).getByRole('button', { name: 'Ubah' }).click();
  await expect(form.getByAltText('Pratinjau gambar')).toBeVisible();
  await field(form, 'Deskripsi').fill('Armada baru untuk rute utara.');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/v1/articles/slider/'));
  await saveForm(page, 'Data berhasil diubah.');
  expect((await put).postDataJSON()).not.toHaveProperty('vcimage');
  await expect(rowOf(page, title)).toContainText('Armada baru untuk rute utara.');
  await expect(rowOf(page, title).locator('img.list-thumb')).toBeVisible();

  await rowOf(page, title).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Gambar Slider')).toBeVisible();
  await expect(form.getByText(title)).toBeVisible();
  const shown = form.getByAltText(`Gambar slider ${title}`);
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.style.width)).toBe('30%');
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await shoot(page, 'sliders-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();

  await deleteWithNoThenYes(page, title);
});
