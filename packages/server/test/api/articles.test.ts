import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { articles, auditLog } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created } from '../helpers/transport-fixtures.js';
import { badImages, jpegBytes, pngBytes, pngOfSize, webpBytes } from '../helpers/images.js';

let t: TestApp;
const URL = '/api/v1/articles';
const get = (uuid: string) => t.call('GET', `${URL}/${uuid}`, { token: t.adminToken });
const put = (uuid: string, body: unknown) => t.call('PUT', `${URL}/${uuid}`, { token: t.adminToken, body });

const articleBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vcnama: `Jadwal Bus Sekolah ${n}`,
  vcdeskripsi: `Ringkasan artikel ${n}.`,
  vcartikel: `<p>Isi artikel <strong>${n}</strong>.</p>`,
  user_id: 1,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/articles', () => {
  it('creates with an image, reads by uuid, updates, deletes; the image is served publicly', async () => {
    const png = pngBytes();
    const res = await t.call('POST', URL, { token: t.adminToken, body: articleBody(1, { vcgambar: png.toString('base64') }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Data berhasil disimpan.');
    const a = res.json().data;
    expect(a.vcuuid).toMatch(/^[0-9a-f-]{36}$/);

    const detail = (await get(a.vcuuid)).json().data;
    expect(detail).toMatchObject({
      vcuuid: a.vcuuid,
      vcnama: 'Jadwal Bus Sekolah 1',
      vcdeskripsi: 'Ringkasan artikel 1.',
      vcartikel: '<p>Isi artikel <strong>1</strong>.</p>',
      vcgambar: png.toString('base64'),
      user_id: expect.any(Number),
    });
    expect(detail.vcgambar_url).toMatch(new RegExp(`^/api/v1/images/articles/${a.vcuuid}\\?v=\\d+$`));

    // Anyone may load the image: the list's URL, right type, cacheable, revalidated by ETag.
    const img = await t.call('GET', detail.vcgambar_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=86400');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(png)).toBe(true);
    const again = await t.call('GET', detail.vcgambar_url, { headers: { 'if-none-match': String(img.headers.etag) } });
    expect(again.statusCode).toBe(304);

    // Leaving vcgambar out keeps the image; a new one replaces it; '' removes it.
    const kept = await put(a.vcuuid, articleBody(1, { vcnama: 'Judul Baru' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { vcnama: 'Judul Baru', vcgambar: png.toString('base64') } });
    const jpeg = jpegBytes();
    const replaced = (await put(a.vcuuid, articleBody(1, { vcgambar: jpeg.toString('base64') }))).json().data;
    expect(replaced.vcgambar).toBe(jpeg.toString('base64'));
    expect((await t.call('GET', replaced.vcgambar_url)).headers['content-type']).toBe('image/jpeg');
    const removed = (await put(a.vcuuid, articleBody(1, { vcgambar: '' }))).json().data;
    expect(removed).toMatchObject({ vcgambar: '', vcgambar_url: '' });
    expect((await t.call('GET', `/api/v1/images/articles/${a.vcuuid}`)).statusCode).toBe(404);

    expect((await t.call('DELETE', `${URL}/${a.vcuuid}`, { token: t.adminToken })).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(a.vcuuid)).statusCode).toBe(404);
  });

  it('accepts WebP and a data-URL prefix; the audit log keeps the size, not the image', async () => {
    const webp = webpBytes();
    const a = await created(t, URL, articleBody(2, { vcgambar: `data:image/webp;base64,${webp.toString('base64')}` }));
    expect(a.vcgambar).toBe(webp.toString('base64'));
    expect((await t.call('GET', a.vcgambar_url)).headers['content-type']).toBe('image/webp');
    const [row] = await t.database.db.select({ after: auditLog.after }).from(auditLog).where(eq(auditLog.entity, 'article')).orderBy(desc(auditLog.id)).limit(1);
    expect((row.after as { vcgambar: string }).vcgambar).toBe(`[gambar ${webp.length} byte]`);
  });

  it('lists newest first with the image as a URL only, searches title and summary, pages', async () => {
    for (let n = 10; n < 23; n++) await created(t, URL, articleBody(n, n % 3 === 0 ? { vcdeskripsi: 'Info libur sekolah.' } : { vcgambar: pngBytes([n, 100, 200]).toString('base64') }));
    const list = (await t.call('GET', `${URL}?limit=10`, { token: t.adminToken })).json();
    expect(list.data[0].vcnama).toBe('Jadwal Bus Sekolah 22');
    for (const row of list.data) {
      expect(row).not.toHaveProperty('vcgambar');
      expect(row).not.toHaveProperty('vcartikel');
      expect(row).toHaveProperty('vcgambar_url');
    }
    const withImage = list.data.find((r: { vcgambar_url: string }) => r.vcgambar_url);
    expect((await t.call('GET', withImage.vcgambar_url)).statusCode).toBe(200);
    const page2 = (await t.call('GET', `${URL}?limit=10&page=2`, { token: t.adminToken })).json();
    expect(page2.page_total).toBe(Math.ceil(page2.length / 10));
    expect(page2.data.length).toBe(page2.length - 10);
    const libur = (await t.call('GET', `${URL}?q=LIBUR`, { token: t.adminToken })).json();
    expect(libur.data.map((r: { vcnama: string }) => r.vcnama).sort()).toEqual(['Jadwal Bus Sekolah 12', 'Jadwal Bus Sekolah 15', 'Jadwal Bus Sekolah 18', 'Jadwal Bus Sekolah 21']);
    expect((await t.call('GET', `${URL}?q=sekolah%2017`, { token: t.adminToken })).json().length).toBe(1);
  });

  it('answers missing Judul, Pre Konten and Konten with their messages and writes nothing', async () => {
    await expectRequiredMessages(t, 'POST', URL, URL, articleBody(30), {
      vcnama: 'Judul tidak boleh kosong.',
      vcdeskripsi: 'Pre Konten tidak boleh kosong.',
      vcartikel: 'Konten tidak boleh kosong.',
    });
    // Content that is nothing but markup or a script is empty too.
    const before = await listLength(t, URL);
    for (const html of ['<p></p><p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const res = await t.call('POST', URL, { token: t.adminToken, body: articleBody(31, { vcartikel: html }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ vcartikel: 'Konten tidak boleh kosong.' });
    }
    expect(await listLength(t, URL)).toBe(before);
  });

  it('stores script, event handlers and javascript: URLs inert', async () => {
    const a = await created(t, URL, articleBody(40, {
      vcartikel:
        '<h2>Pengumuman</h2><script>alert("x")</script><p onclick="steal()">Baca <a href="javascript:alert(1)">ini</a> dan ' +
        '<a href="https://dishub.tubankab.go.id/jadwal">jadwal</a>.</p><img src="x" onerror="alert(2)"><img src="https://example.org/bus.png" alt="Bus">' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p style="position:fixed">Teks</p>',
    }));
    const html: string = (await get(a.vcuuid)).json().data.vcartikel;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|style=|alert\(/i);
    expect(html).toContain('<h2>Pengumuman</h2>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://dishub.tubankab.go.id/jadwal">jadwal</a>');
    expect(html).toContain('<img src="https://example.org/bus.png" alt="Bus">');
    expect(html).toContain('<p>Teks</p>');
    const [row] = await t.database.db.select({ html: articles.contentHtml }).from(articles).where(eq(articles.uuid, a.vcuuid));
    expect(row.html).toBe(html);
  });

  it('checks the content limit on the stored (sanitised) text, on create and update alike', async () => {
    // 800,000 characters sent; escaping each '<' makes the stored text 1,100,007.
    const grows = `<p>${'1 < 2 & '.repeat(100_000)}</p>`;
    const before = await listLength(t, URL);
    const refused = await t.call('POST', URL, { token: t.adminToken, body: articleBody(70, { vcartikel: grows }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Konten maksimal 1000000 karakter.', errors: { vcartikel: 'Konten maksimal 1000000 karakter.' } });
    expect(await listLength(t, URL)).toBe(before);

    const a = await created(t, URL, articleBody(71));
    const update = await put(a.vcuuid, articleBody(71, { vcartikel: grows }));
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ vcartikel: 'Konten maksimal 1000000 karakter.' });
    expect((await get(a.vcuuid)).json().data.vcartikel).toBe('<p>Isi artikel <strong>71</strong>.</p>');

    // Just under the limit once stored: it saves, and what is stored can be saved again as it is.
    const near = await created(t, URL, articleBody(72, { vcartikel: `<p>${'1 < 2 & '.repeat(90_000)}</p>` }));
    const stored = (await get(near.vcuuid)).json().data.vcartikel as string;
    expect(stored.length).toBeGreaterThan(900_000);
    expect(stored.length).toBeLessThanOrEqual(1_000_000);
    expect((await put(near.vcuuid, articleBody(72, { vcartikel: stored }))).statusCode).toBe(200);
  });

  it('refuses a wrong image type, a too big image and broken base64, on create and update, writing nothing', async () => {
    const a = await created(t, URL, articleBody(50, { vcgambar: pngBytes().toString('base64') }));
    const before = await listLength(t, URL);
    for (const [label, base64, status, message] of badImages()) {
      const res = await t.call('POST', URL, { token: t.adminToken, body: articleBody(51, { vcgambar: base64 }) });
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toEqual({ message, errors: { vcgambar: message } });
      const upd = await put(a.vcuuid, articleBody(50, { vcnama: 'Tidak berubah', vcgambar: base64 }));
      expect(upd.statusCode, label).toBe(status);
    }
    expect(await listLength(t, URL)).toBe(before);
    expect((await get(a.vcuuid)).json().data).toMatchObject({ vcnama: 'Jadwal Bus Sekolah 50', vcgambar: pngBytes().toString('base64') });
    // Exactly 2 MB is still accepted.
    expect((await put(a.vcuuid, articleBody(50, { vcgambar: pngOfSize(2 * 1024 * 1024) }))).statusCode).toBe(200);
  });

  it('also takes the intid, as clients may write PUT /articles/{id}', async () => {
    const a = await created(t, URL, articleBody(55));
    expect((await get(String(a.intid))).json().data.vcuuid).toBe(a.vcuuid);
    expect((await put(String(a.intid), articleBody(55, { vcnama: 'Lewat intid' }))).json().data.vcnama).toBe('Lewat intid');
    expect((await t.call('DELETE', `${URL}/${a.intid}`, { token: t.adminToken })).statusCode).toBe(200);
    expect((await get(a.vcuuid)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed uuid, and keeps /articles/slider apart', async () => {
    const unknown = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect((await get('999999')).statusCode).toBe(404);
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await get('bukan-uuid')).statusCode).toBe(404);
    expect((await put(unknown, articleBody(60))).statusCode).toBe(404);
    expect((await t.call('DELETE', `${URL}/${unknown}`, { token: t.adminToken })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/images/articles/bukan-uuid')).statusCode).toBe(404);
    const sliders = await t.call('GET', `${URL}/slider`, { token: t.adminToken });
    expect(sliders.statusCode).toBe(200);
    expect(sliders.json()).toMatchObject({ data: [], length: 0 });
  });

  it('is closed to visitors and to roles without the Artikel menu', async () => {
    const a = await created(t, URL, articleBody(70));
    await expectGuarded(t, [
      ['GET', URL],
      ['GET', `${URL}/${a.vcuuid}`],
      ['POST', URL],
      ['PUT', `${URL}/${a.vcuuid}`],
      ['DELETE', `${URL}/${a.vcuuid}`],
    ], ['master.sliders']);
    expect((await get(a.vcuuid)).statusCode).toBe(200);
  });
});
