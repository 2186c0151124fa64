import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { created } from '../helpers/transport-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signedInMember(t)).token;
});
afterAll(() => t.close());

describe('what staff publish, read by members', () => {
  it('articles: the list newest first with image URLs, and one article with its content by uuid', async () => {
    const png = pngBytes().toString('base64');
    const older = await created(t, '/api/v1/articles', { vcnama: 'Jadwal baru', vcdeskripsi: 'Ringkas', vcartikel: '<p>Mulai <b>Senin</b>.</p>', vcgambar: png });
    const newer = await created(t, '/api/v1/articles', { vcnama: 'Libur sekolah', vcdeskripsi: 'Ringkas', vcartikel: '<p>Bus tidak beroperasi.</p>' });
    const list = (await t.call('GET', '/api/v1/member/articles', { token })).json();
    expect(list).toMatchObject({ length: 2, data: [{ vcuuid: newer.vcuuid, vcgambar_url: '' }, { vcuuid: older.vcuuid, vcnama: 'Jadwal baru' }] });
    expect(list.data[1].vcgambar_url).toMatch(/^\/api\/v1\/images\/articles\//);
    expect(list.data[0]).not.toHaveProperty('vcartikel');
    const one = (await t.call('GET', `/api/v1/member/articles/${older.vcuuid}`, { token })).json().data;
    expect(one).toMatchObject({ vcnama: 'Jadwal baru', vcartikel: '<p>Mulai <b>Senin</b>.</p>', vcgambar: png });
    expect((await t.call('GET', '/api/v1/member/articles?q=libur', { token })).json().length).toBe(1);
    expect((await t.call('GET', '/api/v1/member/articles/00000000-0000-4000-8000-000000000000', { token })).statusCode).toBe(404);
  });

  it('slider pictures: the list and one picture with its image', async () => {
    const png = pngBytes([10, 120, 200]).toString('base64');
    const s = await created(t, '/api/v1/articles/slider', { vcnama: 'Selamat datang', vcdeskripsi: 'Halte', vcimage: png });
    const list = (await t.call('GET', '/api/v1/member/sliders', { token })).json();
    expect(list).toMatchObject({ length: 1, data: [{ intid: s.intid, vcnama: 'Selamat datang' }] });
    expect((await t.call('GET', `/api/v1/member/sliders/${s.intid}`, { token })).json().data).toMatchObject({ intid: s.intid, vcimage: png });
    expect((await t.call('GET', `/api/v1/member/sliders/${s.intid + 1000}`, { token })).statusCode).toBe(404);
  });

  it('no staff token reads them, and no member token changes them', async () => {
    expect((await t.call('GET', '/api/v1/member/articles', { token: t.adminToken })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/articles', { token, body: { vcnama: 'x', vcdeskripsi: 'x', vcartikel: 'x' } })).statusCode).toBe(401);
  });
});
