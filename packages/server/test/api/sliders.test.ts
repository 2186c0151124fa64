import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectGuarded, expectRequiredMessages, listLength } from '../helpers/resource-checks.js';
import { created } from '../helpers/transport-fixtures.js';
import { badImages, pngBytes, webpBytes } from '../helpers/images.js';

let t: TestApp;
const URL = '/api/v1/articles/slider';
const get = (id: number | string) => t.call('GET', `${URL}/${id}`, { token: t.adminToken });
const put = (id: number, body: unknown) => t.call('PUT', `${URL}/${id}`, { token: t.adminToken, body });

const sliderBody = (n: number, extra: Record<string, unknown> = {}) => ({ vcnama: `Slide ${n}`, vcdeskripsi: `Keterangan ${n}`, user_id: 1, ...extra });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/articles/slider', () => {
  it('creates with an image, reads, updates, deletes; the thumbnail URL serves the image', async () => {
    const png = pngBytes([20, 120, 220]);
    const s = await created(t, URL, sliderBody(1, { vcimage: png.toString('base64') }));
    expect((await get(s.intid)).json().data).toMatchObject({
      intid: s.intid,
      vcnama: 'Slide 1',
      vcdeskripsi: 'Keterangan 1',
      vcimage: png.toString('base64'),
      vcimage_url: expect.stringMatching(new RegExp(`^/api/v1/images/sliders/${s.intid}\\?v=\\d+$`)),
    });
    const img = await t.call('GET', s.vcimage_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);

    const kept = await put(s.intid, sliderBody(1, { vcnama: 'Slide Baru', vcdeskripsi: null }));
    expect(kept.json()).toMatchObject({ message: 'Data berhasil diubah.', data: { vcnama: 'Slide Baru', vcdeskripsi: '', vcimage: png.toString('base64') } });
    const webp = webpBytes();
    const replaced = (await put(s.intid, sliderBody(1, { vcimage: webp.toString('base64') }))).json().data;
    expect((await t.call('GET', replaced.vcimage_url)).headers['content-type']).toBe('image/webp');

    expect((await t.call('DELETE', `${URL}/${s.intid}`, { token: t.adminToken })).json()).toEqual({ message: 'Data berhasil dihapus.' });
    expect((await get(s.intid)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/images/sliders/${s.intid}`)).statusCode).toBe(404);
  });

  it('lists with thumbnail URLs, not base64, searches and pages', async () => {
    for (let n = 10; n < 24; n++) await created(t, URL, sliderBody(n, { vcimage: n % 2 ? pngBytes().toString('base64') : undefined, vcdeskripsi: n < 12 ? 'Bus baru tiba' : '' }));
    const page = (await t.call('GET', `${URL}?limit=10&page=2`, { token: t.adminToken })).json();
    expect(page).toMatchObject({ length: 14, page_total: 2, page: 2 });
    expect(page.data).toHaveLength(4);
    expect(page.data.every((r: Record<string, unknown>) => !('vcimage' in r) && 'vcimage_url' in r)).toBe(true);
    const first = (await t.call('GET', `${URL}?limit=10`, { token: t.adminToken })).json().data;
    expect(first[0]).toMatchObject({ vcnama: 'Slide 23', vcimage_url: expect.stringContaining('/api/v1/images/sliders/') });
    expect(first[1]).toMatchObject({ vcnama: 'Slide 22', vcimage_url: '' });
    const q = (await t.call('GET', `${URL}?q=bus%20baru`, { token: t.adminToken })).json();
    expect(q.data.map((r: { vcnama: string }) => r.vcnama).sort()).toEqual(['Slide 10', 'Slide 11']);
  });

  it('requires only Judul, and refuses bad images without writing', async () => {
    await expectRequiredMessages(t, 'POST', URL, URL, sliderBody(30), { vcnama: 'Judul tidak boleh kosong.' });
    const noExtras = await t.call('POST', URL, { token: t.adminToken, body: { vcnama: 'Hanya Judul' } });
    expect(noExtras.statusCode).toBe(201);
    expect(noExtras.json().data).toMatchObject({ vcdeskripsi: '', vcimage: '', vcimage_url: '' });

    const before = await listLength(t, URL);
    for (const [label, base64, status, message] of badImages()) {
      const res = await t.call('POST', URL, { token: t.adminToken, body: sliderBody(31, { vcimage: base64 }) });
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toEqual({ message, errors: { vcimage: message } });
      expect((await put(noExtras.json().data.intid, sliderBody(31, { vcimage: base64 }))).statusCode, label).toBe(status);
    }
    expect(await listLength(t, URL)).toBe(before);
    expect((await get(noExtras.json().data.intid)).json().data).toMatchObject({ vcnama: 'Hanya Judul', vcimage: '' });
  });

  it('answers 404 for unknown ids and is closed to visitors and other roles', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(404);
    const s = await created(t, URL, sliderBody(40));
    await expectGuarded(t, [
      ['GET', URL],
      ['GET', `${URL}/${s.intid}`],
      ['POST', URL],
      ['PUT', `${URL}/${s.intid}`],
      ['DELETE', `${URL}/${s.intid}`],
    ], ['master.articles']);
  });
});
