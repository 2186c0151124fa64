import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversationMessages, conversations } from '../../src/db/schema/index.js';
import { calendarDateIn } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { badImages, pngBytes } from '../helpers/images.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/member/complaints';
const complain = (token: string, body: Record<string, unknown>) => t.call('POST', API, { token, body });
const messagesOf = (token: string, id: number) => t.call('GET', `${API}/${id}/messages`, { token });
const post = (token: string, id: number, body: Record<string, unknown>) => t.call('POST', `${API}/${id}/messages`, { token, body });

describe('a complaint opens a conversation', () => {
  it('answers the thanks and the conversation with its code of the day, and lists it as the member’s own', async () => {
    const m = await signedInMember(t);
    const day = calendarDateIn(t.config.timeZone).replaceAll('-', '');
    const res = await complain(m.token, { vcname: 'Bus terlambat', vcmessage: 'Bus pagi datang jam 07.15, anak terlambat.' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe('Terima kasih, laporan Anda akan segera kami tindak lanjuti.');
    expect(data).toMatchObject({ vcname: 'Bus terlambat', vcoperator: '', intstatus: 0, vcstatus: 'Baru' });
    expect(data.vccode).toMatch(new RegExp(`^PGD-${day}-\\d{4}$`));
    expect(data.token_member).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain('token_admin');

    // The next complaint of the day takes the next number, whoever sends it.
    const other = await signedInMember(t);
    const next = (await complain(other.token, { vcname: 'Sopir ramah', vcmessage: 'Terima kasih.' })).json().data;
    expect(Number(next.vccode.slice(-4))).toBe(Number(data.vccode.slice(-4)) + 1);

    const list = (await t.call('GET', API, { token: m.token })).json();
    expect(list).toMatchObject({ length: 1, page: 1, data: [{ intid: data.intid, vccode: data.vccode }] });
    const thread = (await messagesOf(m.token, data.intid)).json().data;
    expect(thread).toEqual([
      expect.objectContaining({ intconverstion_id: data.intid, intsender_id: m.id, vcmessage: 'Bus pagi datang jam 07.15, anak terlambat.', intis_admin: 0, vcphoto_url: '' }),
    ]);
  });

  it('numbers two complaints sent at once differently', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const both = await Promise.all([complain(a.token, { vcname: 'Satu', vcmessage: 'A' }), complain(b.token, { vcname: 'Dua', vcmessage: 'B' })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(both.map((r) => r.json().data.vccode)).size).toBe(2);
  });

  it('bad input answers 400 in Indonesian and writes nothing', async () => {
    const m = await signedInMember(t);
    const before = await counts(t, { conversations, conversationMessages });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vcmessage: 'Isi' }, 'vcname', 'Judul tidak boleh kosong.'],
      [{ vcname: 'Judul', vcmessage: '   ' }, 'vcmessage', 'Pesan tidak boleh kosong.'],
      [{ vcname: 'Judul', vcmessage: '<script>alert(1)</script>' }, 'vcmessage', 'Pesan tidak boleh kosong.'],
      [{ vcname: 'x'.repeat(201), vcmessage: 'Isi' }, 'vcname', 'Judul maksimal 200 karakter.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await complain(m.token, body);
      expect([res.statusCode, res.json().errors?.[field]], JSON.stringify(body).slice(0, 60)).toEqual([400, message]);
    }
    expect(await counts(t, { conversations, conversationMessages })).toEqual(before);
  });
});

describe('photos', () => {
  it('a photo is checked like every image: a bad one is refused and nothing is written, a good one is read back by its member only', async () => {
    const m = await signedInMember(t);
    const before = await counts(t, { conversations, conversationMessages });
    for (const [label, base64, status, message] of badImages()) {
      const res = await complain(m.token, { vcname: 'Foto', vcmessage: 'Lihat foto', vcphoto: base64 });
      expect([res.statusCode, res.json().errors?.vcphoto], label).toEqual([status, message]);
    }
    expect(await counts(t, { conversations, conversationMessages })).toEqual(before);

    const png = pngBytes();
    const conv = (await complain(m.token, { vcname: 'Foto', vcmessage: 'Halte rusak', vcphoto: png.toString('base64') })).json().data;
    const [first] = (await messagesOf(m.token, conv.intid)).json().data;
    expect(first.vcphoto_url).toBe(`/api/v1/member/complaints/${conv.intid}/messages/${first.intid}/photo`);
    const photo = await t.call('GET', first.vcphoto_url, { token: m.token });
    expect([photo.statusCode, photo.headers['content-type'], photo.rawPayload.equals(png)]).toEqual([200, 'image/png', true]);
    const stranger = await signedInMember(t);
    expect((await t.call('GET', first.vcphoto_url, { token: stranger.token })).statusCode).toBe(404);
    // A reply's photo is checked too.
    const bad = await post(m.token, conv.intid, { vcmessage: 'lagi', vcphoto: badImages()[0][1] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the thread', () => {
  it('the member posts messages; markup that could run is removed, the text kept', async () => {
    const m = await signedInMember(t);
    const conv = (await complain(m.token, { vcname: 'Uji', vcmessage: '<b>Halo</b><img src=x onerror="alert(1)">' })).json().data;
    const payloads = [
      '<script>alert(1)</script>Tolong',
      '<a href="javascript:alert(1)">klik</a>',
      '<svg onload=alert(1)></svg>ok',
      '<iframe src="https://example.com"></iframe><i>miring</i>',
      '"><img src=x onerror=alert(1)>teks',
    ];
    for (const vcmessage of payloads) {
      const res = await post(m.token, conv.intid, { vcmessage });
      expect(res.statusCode, vcmessage).toBe(201);
      expect(res.json().message).toBe('Pesan terkirim.');
    }
    const thread = (await messagesOf(m.token, conv.intid)).json().data as { vcmessage: string }[];
    expect(thread).toHaveLength(payloads.length + 1);
    for (const { vcmessage } of thread) {
      expect(vcmessage).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
    }
    expect(thread[0].vcmessage).toBe('Halo');
    expect(thread[1].vcmessage).toBe('Tolong');
    expect(thread[4].vcmessage).toBe('miring');
    // The list shows the conversation's last activity.
    const [row] = (await t.call('GET', API, { token: m.token })).json().data;
    expect(Date.parse(row.dtlast_message)).toBeGreaterThanOrEqual(Date.parse(row.dtadd));
  });

  it('another member’s conversation is not found (404), whatever the call, and nothing is written', async () => {
    const owner = await signedInMember(t);
    const conv = (await complain(owner.token, { vcname: 'Rahasia', vcmessage: 'Milik saya' })).json().data;
    const stranger = await signedInMember(t);
    const before = await counts(t, { conversationMessages });
    expect((await messagesOf(stranger.token, conv.intid)).statusCode).toBe(404);
    expect((await t.call('GET', `${API}/${conv.intid}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.call('GET', `${API}/${conv.intid}`, { token: owner.token })).json().data).toEqual(conv);
    expect((await post(stranger.token, conv.intid, { vcmessage: 'Menyusup' })).statusCode).toBe(404);
    expect((await t.call('GET', API, { token: stranger.token })).json()).toMatchObject({ length: 0, data: [] });
    expect((await messagesOf(owner.token, 2147483647)).statusCode).toBe(404);
    expect(await counts(t, { conversationMessages })).toEqual(before);
  });

  it('once the conversation is ended, a further message answers 409 and is not stored', async () => {
    const m = await signedInMember(t);
    const conv = (await complain(m.token, { vcname: 'Selesai', vcmessage: 'Awal' })).json().data;
    await t.database.db.update(conversations).set({ status: 2 }).where(eq(conversations.id, conv.intid));
    const res = await post(m.token, conv.intid, { vcmessage: 'Masih ada?' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Percakapan sudah diakhiri.']);
    expect((await messagesOf(m.token, conv.intid)).json().data).toHaveLength(1);
    expect((await t.call('GET', API, { token: m.token })).json().data[0]).toMatchObject({ intstatus: 2, vcstatus: 'Selesai' });
  });

  it('staff cannot delete an account that has conversations', async () => {
    const m = await signedInMember(t);
    await complain(m.token, { vcname: 'Tetap', vcmessage: 'Ada' });
    const res = await t.call('DELETE', `/api/v1/users/account/${m.id}`, { token: t.adminToken });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Data masih digunakan.']);
    expect((await t.call('GET', API, { token: m.token })).json().length).toBe(1);
  });

  it('an operator’s message shows on the operator side and is marked read once the member reads it', async () => {
    const m = await signedInMember(t);
    const conv = (await complain(m.token, { vcname: 'Balasan', vcmessage: 'Halo' })).json().data;
    await t.database.db.insert(conversationMessages).values({ conversationId: conv.intid, senderId: 1, fromOperator: true, message: 'Kami cek.' });
    const first = (await messagesOf(m.token, conv.intid)).json().data;
    expect(first.map((x: { intis_admin: number; intstatus: number }) => [x.intis_admin, x.intstatus])).toEqual([[0, 0], [1, 0]]);
    const again = (await messagesOf(m.token, conv.intid)).json().data;
    expect(again[1].intstatus).toBe(1);
  });
});
