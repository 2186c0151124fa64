import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, conversationMessages, conversations, notifications, users } from '../../src/db/schema/index.js';
import { zonedInstant } from '@halte/contract';
import { dataVersion } from '../../src/lib/data/data-version.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  operator = await userWithScreens(t, ['operations.complaints']);
});
afterAll(() => t.close());

const complain = async (token: string, vcname: string, vcmessage = 'Isi pengaduan') => {
  const res = await t.call('POST', '/api/v1/member/complaints', { token, body: { vcname, vcmessage } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { intid: number; vccode: string; token_member: string };
};
const reply = (token: string, id: number, vcmessage: string) => t.call('POST', '/api/v1/conversation/message', { token, body: { intconverstion_id: id, vcmessage } });
const list = (token: string, query: string) => t.call('GET', `/api/v1/conversation?${query}`, { token });

/** Moves a conversation and its messages to a fixed past moment of the service day. */
async function startedAt(id: number, date: string, hour: number) {
  const [year, month, day] = date.split('-').map(Number);
  const at = zonedInstant({ year, month, day, hour }, t.config.timeZone);
  await t.database.db.update(conversations).set({ createdAt: at }).where(eq(conversations.id, id));
  await t.database.db.update(conversationMessages).set({ createdAt: at }).where(eq(conversationMessages.conversationId, id));
}

describe('the complaints list', () => {
  it('shows date, code, title, member, operator and status, searched and limited to a period of their start', async () => {
    const m = await signedInMember(t, 'Ibu Ratna');
    const a = await complain(m.token, 'Zebra halte Maret rusak');
    const b = await complain(m.token, 'Zebra bus Maret terlambat');
    const c = await complain(m.token, 'Zebra sopir April');
    await startedAt(a.intid, '2024-03-05', 7);
    await startedAt(b.intid, '2024-03-20', 23);
    await startedAt(c.intid, '2024-04-01', 0);

    const all = (await list(operator.token, 'q=zebra')).json();
    expect(all.length).toBe(3);
    expect(all.data.map((r: { intid: number }) => r.intid)).toEqual([c.intid, b.intid, a.intid]);
    expect(all.data[2]).toMatchObject({ vccode: a.vccode, vcname: 'Zebra halte Maret rusak', vcmember: m.vcname, vcoperator: '', intstatus: 0, vcstatus: 'Baru', intmember: m.id });
    expect(all.data[2].token_admin).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await list(operator.token, 'q=zebra&rt=1&from=2024-03-05')).json().data.map((r: { intid: number }) => r.intid)).toEqual([a.intid]);
    expect((await list(operator.token, 'q=zebra&rt=2&from=2024-03-06&to=2024-04-01')).json().data.map((r: { intid: number }) => r.intid)).toEqual([c.intid, b.intid]);
    expect((await list(operator.token, 'q=zebra&rt=3&m=3&y=2024')).json().length).toBe(2);
    expect((await list(operator.token, `q=${encodeURIComponent(m.vcname)}`)).json().length).toBe(3);
    const page2 = (await list(operator.token, 'q=zebra&limit=2&page=2')).json();
    expect(page2).toMatchObject({ length: 3, page: 2, data: [{ intid: a.intid }] });
  });

  it('a code finds its conversation whole, however it is typed, and in part', async () => {
    const m = await signedInMember(t, 'Ibu Lestari');
    const a = await complain(m.token, 'Halte Sidoarum rusak');
    const b = await complain(m.token, 'Halte Sidoarum gelap');
    const ids = async (q: string, extra = '') => (await list(operator.token, `q=${encodeURIComponent(q)}${extra}`)).json().data.map((r: { intid: number }) => r.intid);
    expect(a.vccode).toMatch(/^PGD-\d{8}-\d{4}$/);
    expect(await ids(a.vccode)).toEqual([a.intid]);
    expect(await ids(`  ${b.vccode.toLowerCase()} `)).toEqual([b.intid]);
    // The day's part is shared by the day's conversations, the number is each one's own.
    const day = a.vccode.slice(4, 12);
    expect(await ids(a.vccode.slice(0, 12), `&rt=1&from=${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`)).toEqual([b.intid, a.intid]);
    expect(await ids(b.vccode.slice(8))).toEqual([b.intid]);
    expect(await ids(`${a.vccode}9`)).toEqual([]);
  });

  it("a member's new name finds their complaints at once, though the list's pages are kept", async () => {
    const m = await signedInMember(t, 'Bapak Kusnadi');
    const c = await complain(m.token, 'Halte Cempaka gelap');
    expect((await list(operator.token, 'q=kusnadi')).json().data.map((r: { intid: number }) => r.intid)).toEqual([c.intid]);
    expect((await list(operator.token, 'q=wiryawan')).json().length).toBe(0);
    // The member renames themself: only the members table is written.
    const renamed = await t.call('PUT', '/api/v1/member/profile', { token: m.token, body: { vcname: 'Bapak Wiryawan', vcemail: m.vcemail, vcphone: m.vcphone } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = (await list(operator.token, 'q=wiryawan')).json();
    expect(found.data.map((r: { intid: number; vcmember: string }) => [r.intid, r.vcmember])).toEqual([[c.intid, 'Bapak Wiryawan']]);
    expect((await list(operator.token, 'q=kusnadi')).json().length).toBe(0);
  });

  it('without a search, the total of every period is the number of conversations started in it', async () => {
    const m = await signedInMember(t, 'Ibu Sinta');
    const started = [['2023-07-31', 23], ['2023-08-01', 0], ['2023-08-01', 13], ['2023-08-31', 23], ['2023-09-01', 0]] as const;
    const made = [];
    for (const [date, hour] of started) {
      const c = await complain(m.token, `Hitung ${date} ${hour}`);
      await startedAt(c.intid, date, hour);
      made.push(c);
    }
    // Counted here from the conversations themselves, by the day each began in the service's zone.
    const startedIn = async (from: string, to: string) => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(conversations)
        .where(sql`(timezone(${t.config.timeZone}, ${conversations.createdAt}))::date between ${from}::date and ${to}::date`);
      return row.n;
    };
    const periods = [
      ['', '1900-01-01', '2999-12-31'],
      ['rt=1&from=2023-08-01', '2023-08-01', '2023-08-01'],
      ['rt=2&from=2023-07-31&to=2023-08-31', '2023-07-31', '2023-08-31'],
      ['rt=3&m=8&y=2023', '2023-08-01', '2023-08-31'],
      ['rt=3&m=9&y=2023', '2023-09-01', '2023-09-30'],
    ] as const;
    const expectTotals = async () => {
      for (const [query, from, to] of periods) expect((await list(operator.token, query)).json().length, query).toBe(await startedIn(from, to));
    };
    expect((await list(operator.token, 'rt=3&m=8&y=2023')).json()).toMatchObject({ length: 3, data: [{ intid: made[3].intid }, { intid: made[2].intid }, { intid: made[1].intid }] });
    await expectTotals();

    await startedAt(made[1].intid, '2023-09-01', 5);
    await t.database.db.delete(conversations).where(eq(conversations.id, made[2].intid));
    expect((await list(operator.token, 'rt=3&m=8&y=2023')).json()).toMatchObject({ length: 1, data: [{ intid: made[3].intid }] });
    expect((await list(operator.token, 'rt=3&m=9&y=2023&limit=1&page=2')).json()).toMatchObject({ length: 2, page_total: 2, data: [{ intid: made[4].intid }] });
    await expectTotals();
  });

  it('refuses a bad period in Indonesian, and a user without the screen, and a member token', async () => {
    const bad = await list(operator.token, 'rt=2&from=2024-03-10&to=2024-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Tanggal akhir tidak boleh sebelum tanggal awal.');
    const nobody = await userWithScreens(t, []);
    expect((await list(nobody.token, '')).statusCode).toBe(403);
    const m = await signedInMember(t);
    expect((await list(m.token, '')).statusCode).toBe(401);
  });

  it('the detail of a day holds the conversation and that day’s messages only', async () => {
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Detail hari', 'Pesan pertama');
    await startedAt(c.intid, '2024-05-02', 9);
    await reply(operator.token, c.intid, 'Balasan hari ini');
    const day = await t.call('GET', `/api/v1/conversation/detail/${c.intid}/2024-05-02`, { token: operator.token });
    expect(day.statusCode).toBe(200);
    expect(day.json().data).toMatchObject({ intid: c.intid, vcname: 'Detail hari', conversation_message: [{ vcmessage: 'Pesan pertama', intis_admin: 0 }] });
    expect(day.json().data.conversation_message).toHaveLength(1);
    expect((await t.call('GET', `/api/v1/conversation/detail/${c.intid}/2024-05-03`, { token: operator.token })).json().data.conversation_message).toEqual([]);
    expect((await t.call('GET', '/api/v1/conversation/detail/999999/2024-05-02', { token: operator.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/conversation/detail/${c.intid}/2024-02-30`, { token: operator.token })).statusCode).toBe(404);
  });
});

describe('replying and ending', () => {
  it('the first reply takes the conversation: operator named, status Diproses, audited; the member reads it', async () => {
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Balas saya');
    const res = await reply(operator.token, c.intid, 'Kami cek sekarang.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Pesan terkirim.', data: { intconverstion_id: c.intid, intsender_id: operator.userId, intis_admin: 1, vcmessage: 'Kami cek sekarang.' } });
    const row = (await list(operator.token, `q=${c.vccode}`)).json().data[0];
    const [me] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, operator.userId));
    expect(row).toMatchObject({ intstatus: 1, vcstatus: 'Diproses', vcoperator: me.name });
    // A second operator's reply does not take it over.
    const other = await userWithScreens(t, ['operations.chat']);
    expect((await reply(other.token, c.intid, 'Saya bantu.')).statusCode).toBe(201);
    expect((await list(operator.token, `q=${c.vccode}`)).json().data[0].vcoperator).toBe(row.vcoperator);

    await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Ditunggu.' } });
    expect((await list(operator.token, `q=${c.vccode}`)).json().data[0].intunread).toBe(2);
    const thread = (await t.call('GET', `/api/v1/conversation/message?conversationId=${c.intid}&userId=${m.id}`, { token: operator.token })).json().data;
    expect((await list(operator.token, `q=${c.vccode}`)).json().data[0].intunread).toBe(0);
    expect(thread.map((x: { vcmessage: string; intis_admin: number }) => [x.intis_admin, x.vcmessage])).toEqual([[0, 'Isi pengaduan'], [1, 'Kami cek sekarang.'], [1, 'Saya bantu.'], [0, 'Ditunggu.']]);
    const memberSide = (await t.call('GET', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token })).json().data;
    expect(memberSide.map((x: { vcmessage: string }) => x.vcmessage)).toEqual(['Isi pengaduan', 'Kami cek sekarang.', 'Saya bantu.', 'Ditunggu.']);
    expect((await t.call('GET', `/api/v1/member/complaints/${c.intid}`, { token: m.token })).json().data).toMatchObject({ intstatus: 1, vcoperator: row.vcoperator });

    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'conversation_messages'), eq(auditLog.userId, operator.userId)));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('replies racing each other and an end: one operator takes it, each stored reply is audited once, a refused one stores nothing', async () => {
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Balapan');
    const operators = [operator, await userWithScreens(t, ['operations.chat']), await userWithScreens(t, ['operations.complaints'])];
    const fromMember = (text: string) => t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: text } });
    const first = await Promise.all([...operators.map((o, i) => reply(o.token, c.intid, `Balasan ${i}`)), fromMember('Halo?')]);
    expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const [taken] = await t.database.db.select({ status: conversations.status, operatorId: conversations.operatorId }).from(conversations).where(eq(conversations.id, c.intid));
    expect(taken.status).toBe(1);
    expect(operators.map((o) => o.userId)).toContain(taken.operatorId);

    const racing = await Promise.all([
      t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token }),
      ...operators.map((o, i) => reply(o.token, c.intid, `Susulan ${i}`)),
      fromMember('Susulan member'),
    ]);
    expect(racing[0].statusCode).toBe(200);
    const sent = racing.slice(1);
    for (const r of sent) expect([[201, 'Pesan terkirim.'], [409, 'Pesan sudah diakhiri'], [409, 'Percakapan sudah diakhiri.']]).toContainEqual([r.statusCode, r.json().message]);
    const stored = await t.database.db.select({ id: conversationMessages.id, message: conversationMessages.message, fromOperator: conversationMessages.fromOperator }).from(conversationMessages).where(eq(conversationMessages.conversationId, c.intid));
    const accepted = sent.filter((r) => r.statusCode === 201).map((r) => r.json().data.vcmessage);
    expect(stored.map((s) => s.message).sort()).toEqual(['Isi pengaduan', 'Balasan 0', 'Balasan 1', 'Balasan 2', 'Halo?', ...accepted].sort());
    const operatorMessages = stored.filter((s) => s.fromOperator).map((s) => String(s.id));
    const audited = await t.database.db.select({ entityId: auditLog.entityId }).from(auditLog).where(and(eq(auditLog.entity, 'conversation_messages'), inArray(auditLog.entityId, operatorMessages)));
    expect(audited.map((a) => a.entityId).sort()).toEqual(operatorMessages.sort());
    expect((await reply(operator.token, c.intid, 'Setelah selesai')).statusCode).toBe(409);
  });

  it('the thread of another member’s id is not found', async () => {
    const [m, other] = [await signedInMember(t), await signedInMember(t)];
    const c = await complain(m.token, 'Milik saya');
    expect((await t.call('GET', `/api/v1/conversation/message?conversationId=${c.intid}&userId=${other.id}`, { token: operator.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/member/complaints/${c.intid}/messages`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: other.token, body: { vcmessage: 'Menyusup' } })).statusCode).toBe(404);
  });

  it('ending answers Berhasil once, then Pesan sudah diakhiri; no side can write afterwards', async () => {
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Akhiri');
    const end = await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ message: 'Berhasil', data: { intstatus: 2, vcstatus: 'Selesai' } });
    const again = await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Pesan sudah diakhiri']);

    const before = await counts(t, { conversationMessages });
    const version = await dataVersion(t.database.db, conversations);
    const staff = await reply(operator.token, c.intid, 'Terlambat');
    expect([staff.statusCode, staff.json().message]).toEqual([409, 'Pesan sudah diakhiri']);
    const member = await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Masih ada' } });
    expect(member.statusCode).toBe(409);
    expect(await counts(t, { conversationMessages })).toEqual(before);
    // Nothing changed, so the live lists are told of no change either.
    expect(await dataVersion(t.database.db, conversations)).toBe(version);
    expect((await t.call('GET', '/api/v1/conversation/endChat/999999', { token: operator.token })).statusCode).toBe(404);
  });

  it('keeps a script out of a reply and refuses one that is only markup, writing nothing', async () => {
    const m = await signedInMember(t);
    const c = await complain(m.token, 'XSS');
    const res = await reply(operator.token, c.intid, '<b>Halo</b><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>');
    expect(res.statusCode).toBe(201);
    const text = res.json().data.vcmessage as string;
    expect(text).toBe('Halo<a>x</a>');
    expect(text).not.toMatch(/<script|onerror|javascript:/i);
    const before = await counts(t, { conversationMessages });
    const empty = await reply(operator.token, c.intid, '<script>alert(1)</script>');
    expect([empty.statusCode, empty.json().errors?.vcmessage]).toEqual([400, 'Pesan tidak boleh kosong.']);
    expect((await reply(operator.token, 999999, 'Halo')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { vcmessage: 'Halo' } })).json().errors?.intconverstion_id).toBe('Percakapan tidak boleh kosong.');
    expect(await counts(t, { conversationMessages })).toEqual(before);
  });
});

describe('notifications', () => {
  it('a new complaint and a new member message tell the staff having a complaints screen, no one else, in one unread notice', async () => {
    const watcher = await userWithScreens(t, ['operations.complaints']);
    const chatter = await userWithScreens(t, ['operations.chat']);
    const bystander = await userWithScreens(t, ['master.students']);
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Beritahu petugas');
    await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: '<i>Tolong</i> segera' } });
    const mine = await t.database.db.select().from(notifications).where(inArray(notifications.userId, [watcher.userId, chatter.userId, bystander.userId]));
    const told = mine.map((n) => [n.userId, n.kind, n.title, n.body, n.url]);
    // The complaint's notice, still unread, took the message's title and text.
    for (const userId of [watcher.userId, chatter.userId]) {
      expect(told.filter(([id]) => id === userId)).toEqual([[userId, 'complaint', `Pesan baru dari member: ${c.vccode}`, 'Tolong segera', '/operasional/complaint']]);
    }
    expect(told).toHaveLength(2);
  });

  it('once an operator took the conversation, only they are told of the member’s messages', async () => {
    const taker = await userWithScreens(t, ['operations.complaints']);
    const other = await userWithScreens(t, ['operations.chat']);
    const m = await signedInMember(t);
    const c = await complain(m.token, 'Hanya petugasnya');
    expect((await reply(taker.token, c.intid, 'Kami periksa, Bu.')).statusCode).toBe(201);
    await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Terima kasih' } });
    const told = await t.database.db.select().from(notifications).where(inArray(notifications.userId, [taker.userId, other.userId]));
    const titles = (userId: number) => told.filter((n) => n.userId === userId).map((n) => n.title);
    expect(titles(taker.userId)).toEqual([`Pesan baru dari member: ${c.vccode}`]);
    expect(titles(other.userId)).toEqual([`Pengaduan baru: ${c.vccode}`]);
  });
});
