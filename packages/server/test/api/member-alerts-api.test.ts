import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_DEFAULTS, ALERT_KIND, ALERT_MSG, MSG } from '@halte/contract';
import { raiseAlerts } from '../../src/modules/complaints/member-alerts/raise-alerts.js';
import type { AlertEvent } from '../../src/modules/complaints/member-alerts/alert-event.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { linkChild, noonZone, noticesOf, recordingPush } from '../helpers/alert-fixtures.js';

let t: TestApp;
let operator: TestUser;
let push: ReturnType<typeof recordingPush>;
beforeAll(async () => {
  t = await startTestApp({ TZ: noonZone() });
  operator = await userWithScreens(t, ['operations.complaints']);
});
beforeEach(() => {
  push = recordingPush();
  t.app.push = push;
});
afterAll(() => t.close());

const SETTINGS = '/api/v1/member/alert-settings';
const ALERTS = '/api/v1/member/alerts';
/** Two parents: student A is the first's, student B the other's. */
async function twoParents(n: number) {
  const w = await transportWorld(t, n);
  const [parent, other] = [await signedInMember(t), await signedInMember(t)];
  await linkChild(t, w.studentA.intid, parent.id);
  await linkChild(t, w.studentB.intid, other.id);
  return { w, parent, other };
}
const allOn = (intsiswa: number) => ({
  intsiswa, naik: true, turun: true, mendekat: true, menit_mendekat: ALERT_DEFAULTS.approachMinutes, terlambat: true, menit_terlambat: ALERT_DEFAULTS.lateMinutes,
});

describe('Balasan pengaduan', () => {
  it('an operator’s answer tells the member: the complaint and the start of the answer as plain text, opening the chat', async () => {
    const m = await signedInMember(t);
    const complaint = (await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Bus datang terlambat', vcmessage: 'Mohon dicek.' } })).json().data;
    const answer = `<p>Baik, <b>kami</b> cek &amp; perbaiki.</p><p>${'Terima kasih atas laporannya. '.repeat(5)}</p>`;
    const sent = await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: complaint.intid, vcmessage: answer } });
    expect(sent.statusCode, sent.body).toBe(201);

    const [notice, ...more] = await noticesOf(t, m.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'reply', key: `reply:${sent.json().data.intid}`, studentId: null, title: ALERT_KIND.reply, url: `/warga/pengaduan/${complaint.intid}` });
    const [head, excerpt] = notice.body.split(': ');
    expect(head).toBe(`${complaint.vccode} · Bus datang terlambat`);
    expect(excerpt.startsWith('Baik, kami cek & perbaiki. Terima kasih atas laporannya. Terima')).toBe(true);
    expect(excerpt).toHaveLength(100);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(push.sent).toEqual([{ memberId: m.id, message: { kind: 'reply', title: ALERT_KIND.reply, body: notice.body, url: notice.url, tag: notice.key } }]);

    // The member's own message tells the member nothing.
    await t.call('POST', `/api/v1/member/complaints/${complaint.intid}/messages`, { token: m.token, body: { vcmessage: 'Terima kasih.' } });
    expect(await noticesOf(t, m.id)).toHaveLength(1);
  });

  it('switched off: the answer is neither kept nor pushed', async () => {
    const m = await signedInMember(t);
    expect((await t.call('PUT', SETTINGS, { token: m.token, body: { anak: [], balasan_pengaduan: false } })).statusCode).toBe(200);
    const complaint = (await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Halte rusak', vcmessage: 'Tolong.' } })).json().data;
    expect((await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: complaint.intid, vcmessage: 'Segera kami perbaiki.' } })).statusCode).toBe(201);
    expect(await noticesOf(t, m.id)).toEqual([]);
    expect(push.sent).toEqual([]);
  });
});

describe('Pengaturan Notifikasi', () => {
  it('lists every child of the member (defaults when never set), saves some of them, and keeps the others', async () => {
    const { w, parent, other } = await twoParents(1);
    await linkChild(t, w.studentA2.intid, parent.id);
    const get = async (token: string) => (await t.call('GET', SETTINGS, { token })).json();

    // In name order: Ahmad before Budi.
    expect(await get(parent.token)).toEqual({ data: { anak: [allOn(w.studentA.intid), allOn(w.studentA2.intid)], balasan_pengaduan: true } });
    const changed = { ...allOn(w.studentA2.intid), naik: false, mendekat: false, menit_mendekat: 12, menit_terlambat: 25 };
    const saved = await t.call('PUT', SETTINGS, { token: parent.token, body: { anak: [changed], balasan_pengaduan: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { anak: [allOn(w.studentA.intid), changed], balasan_pengaduan: false };
    expect(saved.json()).toEqual({ message: ALERT_MSG.saved, data: expected });
    expect(await get(parent.token)).toEqual({ data: expected });
    // Saved again, the same child named twice: the last one counts.
    const twice = await t.call('PUT', SETTINGS, { token: parent.token, body: { anak: [changed, { ...changed, naik: true }], balasan_pengaduan: true } });
    expect(twice.json().data.anak[1]).toEqual({ ...changed, naik: true });
    expect(await get(other.token)).toEqual({ data: { anak: [allOn(w.studentB.intid)], balasan_pengaduan: true } });
    expect(await get((await signedInMember(t)).token)).toEqual({ data: { anak: [], balasan_pengaduan: true } });
  });

  it('refuses another member’s child (404) and bad minutes or switches (400), writing nothing', async () => {
    const { w, parent } = await twoParents(2);
    const mine = allOn(w.studentA.intid);
    const refused = async (body: unknown, status: number, message: string, field?: string) => {
      const before = await dbFingerprint(t);
      const res = await t.call('PUT', SETTINGS, { token: parent.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors?.[field]).toBe(message);
      expect(changedTables(before, await dbFingerprint(t)).filter((table) => ['child_alert_settings', 'members'].includes(table))).toEqual([]);
    };

    await refused({ anak: [{ ...mine, naik: false }, allOn(w.studentB.intid)], balasan_pengaduan: false }, 404, ALERT_MSG.childUnknown);
    await refused({ anak: [allOn(999_999)], balasan_pengaduan: true }, 404, ALERT_MSG.childUnknown);
    for (const minutes of [0, 31, 2.5, 'lima', null]) {
      await refused({ anak: [{ ...mine, menit_mendekat: minutes }], balasan_pengaduan: true }, 400, ALERT_MSG.approachMinutes, 'anak.0.menit_mendekat');
    }
    for (const minutes of [2, 61, -10]) {
      await refused({ anak: [{ ...mine, menit_terlambat: minutes }], balasan_pengaduan: true }, 400, ALERT_MSG.lateMinutes, 'anak.0.menit_terlambat');
    }
    await refused({ anak: [{ ...mine, naik: 'ya' }], balasan_pengaduan: true }, 400, MSG.invalid);
    await refused({ anak: [{ intsiswa: w.studentA.intid }], balasan_pengaduan: true }, 400, MSG.invalid);
    await refused({ anak: [mine] }, 400, MSG.invalid);
    await refused({ anak: 'semua', balasan_pengaduan: true }, 400, MSG.invalid);
    await refused({ anak: [{ ...mine, intsiswa: 'x' }], balasan_pengaduan: true }, 400, MSG.invalid);
    await refused('{', 400, MSG.badJson);
    expect((await t.call('GET', SETTINGS, { token: parent.token })).json().data).toEqual({ anak: [mine], balasan_pengaduan: true });
  });

  it('is the member’s own: no token or a staff token is refused (401)', async () => {
    for (const [method, url] of [['GET', SETTINGS], ['PUT', SETTINGS], ['GET', ALERTS], ['PUT', `${ALERTS}/read`], ['PUT', `${ALERTS}/1/read`]]) {
      const body = method === 'PUT' ? { anak: [], balasan_pengaduan: true } : undefined;
      expect((await t.call(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { token: t.adminToken, body })).statusCode, `${method} ${url} staff`).toBe(401);
    }
  });
});

describe('Pemberitahuan', () => {
  it('lists the member’s notices newest first with the unread count, in the asked language; marks one, then all, read', async () => {
    const { w, parent, other } = await twoParents(3);
    const event = (n: number, studentId: number, kind: AlertEvent['kind'] = 'boarded'): AlertEvent => ({
      kind, key: `list:${studentId}:${n}`, studentId, title: `Ahmad naik bus S ${n} AB`, body: `Pukul 06.4${n} di halte Terminal.`, url: '/warga/anak',
      at: new Date(Date.UTC(2026, 10, 23, 0, 40 + n)),
    });
    await raiseAlerts(t.app, [event(1, w.studentA.intid), event(2, w.studentA.intid), event(3, w.studentA.intid, 'alighted'), event(1, w.studentB.intid)]);
    const list = async (query: string, token = parent.token, headers?: Record<string, string>) => {
      const res = await t.call('GET', `${ALERTS}${query}`, { token, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const page = await list('?page=1&limit=2');
    expect(page).toMatchObject({ length: 3, page_total: 2, page: 1, limit: 2, unread: 3 });
    expect(page.data).toEqual([
      expect.objectContaining({ vcjenis: 'alighted', vcjudul: 'Ahmad naik bus S 3 AB', vcisi: 'Pukul 06.43 di halte Terminal.', vctautan: '/warga/anak', intsiswa: w.studentA.intid, dtadd: '2026-11-23T00:43:00.000Z', dibaca: false }),
      expect.objectContaining({ vcjudul: 'Ahmad naik bus S 2 AB' }),
    ]);
    expect((await list('?page=2&limit=2')).data.map((a: { vcjudul: string }) => a.vcjudul)).toEqual(['Ahmad naik bus S 1 AB']);
    expect((await list('?page=3&limit=2'))).toMatchObject({ data: [], length: 3, unread: 3 });
    const english = (await list('?limit=1', parent.token, { 'accept-language': 'en' })).data[0];
    expect([english.vcjudul, english.vcisi]).toEqual(['Ahmad boarded bus S 3 AB', 'At 06:43 at the stop Terminal.']);

    const oldest = page.data[1].intid as number;
    const read = await t.call('PUT', `${ALERTS}/${oldest}/read`, { token: parent.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ intid: oldest, dibaca: true });
    expect((await list('')).unread).toBe(2);
    // Another member's notice is not there to be read.
    const theirs = (await list('', other.token)).data[0].intid as number;
    expect((await t.call('PUT', `${ALERTS}/${theirs}/read`, { token: parent.token })).statusCode).toBe(404);
    expect((await t.call('PUT', `${ALERTS}/abc/read`, { token: parent.token })).statusCode).toBe(404);

    const all = await t.call('PUT', `${ALERTS}/read`, { token: parent.token });
    expect(all.json()).toEqual({ message: ALERT_MSG.read });
    const after = await list('');
    expect([after.unread, after.data.every((a: { dibaca: boolean }) => a.dibaca)]).toEqual([0, true]);
    expect(await list('', other.token)).toMatchObject({ length: 1, unread: 1, data: [{ intsiswa: w.studentB.intid, dibaca: false }] });
  });

  it('refuses a bad page or limit (400)', async () => {
    const m = await signedInMember(t);
    for (const query of ['?page=0', '?limit=101', '?limit=abc', '?page=-1']) {
      expect((await t.call('GET', `${ALERTS}${query}`, { token: m.token })).statusCode, query).toBe(400);
    }
  });
});
