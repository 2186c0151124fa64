import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { checkPaging, deleteWithNoThenYes, dialog, emptyFormShows, field, openFromSidebar, rowOf, saveForm, search, shoot } from './crud-flow';
import { base64Of, pngOf } from './api-records';

test.setTimeout(180_000);

const editor = (page: Page) => dialog(page).getByRole('textbox', { name: 'Konten', exact: true });

test('articles: sidebar, search, paging, add (empty, wrong file, then rich text and image), edit, detail, delete', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('AR');
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api(page.request, 'POST', '/articles', {
      token: admin.token,
      body: { vcnama: `Artikel ${P} ${n}`, vcdeskripsi: `Ringkasan ${n}`, vcartikel: `<p>Isi ${n}</p>` },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }

  await openAsAdmin(page, '/');
  const png = await pngOf(page);
  await openFromSidebar(page, 'Artikel', 'Data Artikel');
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Nama', 'Pre Konten', 'Gambar', 'Aksi']);
  await search(page, P);
  await checkPaging(page, 11);

  await emptyFormShows(page, '/articles', ['Judul tidak boleh kosong.', 'Pre Konten tidak boleh kosong.', 'Konten tidak boleh kosong.']);
  await shoot(page, 'articles-form-empty');
  const form = dialog(page);
  await field(form, 'Gambar').setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 bukan gambar') });
  await expect(form.getByRole('alert').filter({ hasText: 'Gambar harus berformat JPEG, PNG atau WebP.' })).toBeVisible();

  const title = `Jadwal Baru Bus Sekolah ${P}X`;
  await field(form, 'Judul').fill(title);
  await field(form, 'Pre Konten').fill('Perubahan jadwal mulai Senin depan.');
  // The toolbar formats what is typed: a heading, bold text, a list.
  await editor(page).click();
  await form.getByRole('button', { name: 'Judul 2' }).click();
  await page.keyboard.type('Jadwal pagi');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Tebal' }).click();
  await page.keyboard.type('Penting:');
  await form.getByRole('button', { name: 'Tebal' }).click();
  await page.keyboard.type(' bus berangkat 06.15 WIB.');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Daftar berbutir' }).click();
  await page.keyboard.type('Rute utara');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rute selatan');
  await expect(editor(page).locator('h2')).toHaveText('Jadwal pagi');
  await expect(editor(page).locator('strong')).toHaveText('Penting:');
  await expect(editor(page).locator('ul li')).toHaveCount(2);
  await field(form, 'Gambar').setInputFiles(png);
  await expect(form.getByAltText('Pratinjau gambar')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'articles-form-filled');

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/articles'));
  await saveForm(page, 'Data berhasil disimpan.');
  const body = (await posted).postDataJSON() as { vcartikel: string; vcgambar: string };
  expect(body.vcartikel).toContain('<h2>Jadwal pagi</h2>');
  expect(body.vcartikel).toContain('<strong>Penting:</strong>');
  expect(body.vcgambar).toBe(base64Of(png));
  await search(page, `${P}X`);
  await expect(rowOf(page, title)).toContainText('Perubahan jadwal mulai Senin depan.');
  await expect(rowOf(page, title).locator('img.list-thumb')).toHaveAttribute('src', /\/api\/v1\/images\/articles\/[0-9a-f-]{36}/);

  // Edit (addressed by uuid): the content comes back into the editor.
  await rowOf(page, title).getByRole('button', { name: 'Ubah' }).click();
  await expect(editor(page).locator('h2')).toHaveText('Jadwal pagi');
  await expect(form.getByAltText('Pratinjau gambar')).toBeVisible();
  await editor(page).locator('li').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' dan barat');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/v1\/articles\/[0-9a-f-]{36}$/.test(r.url()));
  await saveForm(page, 'Data berhasil diubah.');
  expect((await put).postDataJSON()).not.toHaveProperty('vcgambar');

  await rowOf(page, title).getByRole('button', { name: 'Detail' }).click();
  await expect(form.getByText('Detail Artikel')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Jadwal pagi' })).toBeVisible();
  await expect(form.locator('.safe-html li').last()).toHaveText('Rute selatan dan barat');
  const image = form.getByAltText(`Gambar artikel ${title}`);
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.style.width)).toBe('30%');
  await shoot(page, 'articles-detail');
  await form.getByRole('button', { name: 'Tutup' }).last().click();

  await deleteWithNoThenYes(page, title);
});

test('article HTML with a script, an onerror handler or a javascript: link renders inert', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('XS');
  const title = `Artikel Berbahaya ${P}`;
  const payload = [
    '<p>Teks aman tetap tampil.</p>',
    '<script>window.__xss = "script"; alert("script")</script>',
    '<img src="x" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
    '<p><a href="javascript:window.__xss=\'link\'">tautan</a></p>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p onclick="window.__xss=\'click\'">klik di sini</p>',
  ].join('');
  const res = await api(page.request, 'POST', '/articles', { token: admin.token, body: { vcnama: title, vcdeskripsi: 'Uji keamanan', vcartikel: payload } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openAsAdmin(page, `/master/artikel?q=${encodeURIComponent(title)}`);
  await rowOf(page, title).getByRole('button', { name: 'Detail' }).click();
  const detail = dialog(page);
  const content = detail.locator('.safe-html');
  await expect(content.getByText('Teks aman tetap tampil.')).toBeVisible();
  await content.getByText('klik di sini').click();
  await page.waitForTimeout(500);

  await expect(content.locator('script, iframe, [onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
  await expect(page.locator('.modal script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await shoot(page, 'articles-xss-detail');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();

  // The editor does not run it either.
  await rowOf(page, title).getByRole('button', { name: 'Ubah' }).click();
  await expect(editor(page)).toContainText('Teks aman tetap tampil.');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the browser sanitises on its own: a raw payload answered as if the server had let it through stays inert', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('XB');
  const title = `Artikel Mentah ${P}`;
  const res = await api(page.request, 'POST', '/articles', { token: admin.token, body: { vcnama: title, vcdeskripsi: 'Uji DOMPurify', vcartikel: '<p>asli</p>' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const raw = [
    '<p>Teks aman tetap tampil.</p>',
    '<script>window.__xss = "script"</script>',
    '<img src="x" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
    '<svg onload="window.__xss=\'svg\'"><script>window.__xss=\'svg-script\'</script></svg>',
    '<p><a href=" javascript:window.__xss=\'link\'">tautan</a></p>',
    '<iframe srcdoc="<script>parent.__xss=\'frame\'</script>"></iframe>',
  ].join('');
  // The record is answered with the raw payload, bypassing the server's own sanitiser.
  await page.route(/\/api\/v1\/articles\/[0-9a-f-]{36}$/, async (route) => {
    const real = await route.fetch();
    const json = (await real.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: real, json: { data: { ...json.data, vcartikel: raw } } });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await openAsAdmin(page, `/master/artikel?q=${encodeURIComponent(P)}`);
  await rowOf(page, title).getByRole('button', { name: 'Detail' }).click();
  const content = dialog(page).locator('.safe-html');
  await expect(content.getByText('Teks aman tetap tampil.')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(content.locator('script, iframe, svg, [onerror], [onload], a[href*="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('articles: the period filter shows only the chosen month, kept across a reload', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('PR');
  for (const n of ['01', '02']) {
    const res = await api(page.request, 'POST', '/articles', {
      token: admin.token,
      body: { vcnama: `Periode ${P} ${n}`, vcdeskripsi: `Ringkasan ${n}`, vcartikel: `<p>Isi ${n}</p>` },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }
  const now = new Date();
  const [month, year] = [now.getMonth() + 1, now.getFullYear()];

  await openAsAdmin(page, '/master/artikel');
  await search(page, P);
  await expect(rowOf(page, P)).toHaveCount(2);

  // This month: both new articles; the address and the request carry rt=3&m&y.
  const monthAsked = page.waitForRequest((r) => r.url().includes('/api/v1/articles?') && new URL(r.url()).searchParams.get('rt') === '3');
  await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Bulan' });
  const sent = new URL((await monthAsked).url()).searchParams;
  expect([sent.get('m'), sent.get('y'), sent.get('q')]).toEqual([String(month), String(year), P]);
  await expect(page).toHaveURL(new RegExp(`rt=3&m=${month}&y=${year}`));
  await expect(rowOf(page, P)).toHaveCount(2);

  // The same month a year earlier: none of them.
  await page.getByRole('combobox', { name: 'Tahun' }).selectOption(String(year - 1));
  await expect(page).toHaveURL(new RegExp(`y=${year - 1}`));
  await expect(page.locator('.list-page tbody')).toContainText('Data Tidak Tersedia.');
  await expect(rowOf(page, P)).toHaveCount(0);

  // A reload shows the same period and the same (empty) list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Bulan' })).toHaveValue(String(month));
  await expect(page.getByRole('combobox', { name: 'Tahun' })).toHaveValue(String(year - 1));
  await expect(page.locator('.list-page tbody')).toContainText('Data Tidak Tersedia.');

  // Today's date finds them again; back to all keeps the search only.
  await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Tanggal' });
  await expect(rowOf(page, P)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Semua' });
  await expect(page).toHaveURL(new RegExp(`\\?q=${P}$`));
  await expect(rowOf(page, P)).toHaveCount(2);
  await shoot(page, 'articles-period-filter');
});
