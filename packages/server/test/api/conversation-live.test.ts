import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CHANGED, ENDED_EVENT, type ConversationMessageWire, type DataChanged, type EndedSignal, type NotificationWire } from '@halte/contract';
import { desc, eq } from 'drizzle-orm';
import { conversationMessages, menus, notifications } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { counts } from '../helpers/rows.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf, sendOverSocket } from '../helpers/conversation-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { collect, connect, disconnected, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';

let t: TestApp;
let url: string;
let operator: TestUser;
beforeAll(async () => {
  ({ t, url } = await startListening());
  operator = await userWithScreens(t, ['operations.complaints']);
});
afterAll(() => t.close());
const client = socketClients(() => url);

describe('live complaint messages', () => {
  it('the member hears the operator’s reply on token_member, the operator the member’s message on token_admin', async () => {
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'Langsung');
    const [memberSocket, staffSocket] = await Promise.all([client({ token: m.token }), client({ token: operator.token })]);

    const toMember = nextEvent<ConversationMessageWire>(memberSocket, c.tokenMember);
    const reply = await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: c.intid, vcmessage: 'Sopir sudah kami hubungi.' } });
    expect(await toMember).toMatchObject({ intid: reply.json().data.intid, intis_admin: 1, vcmessage: 'Sopir sudah kami hubungi.' });

    const toStaff = nextEvent<ConversationMessageWire>(staffSocket, c.tokenAdmin);
    // The operator took the conversation by replying: the notice of the member's message is theirs, as stored.
    const notice = nextEvent<NotificationWire>(staffSocket, 'notification');
    const sent = await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Terima <b>kasih</b>.' } });
    expect(await toStaff).toMatchObject({ intid: sent.json().data.intid, intis_admin: 0, intsender_id: m.id, vcmessage: 'Terima kasih.' });
    const [stored] = await t.database.db.select().from(notifications).where(eq(notifications.userId, operator.userId)).orderBy(desc(notifications.id)).limit(1);
    expect(await notice).toEqual({
      intid: stored.id, kind: 'complaint', title: `Pesan baru dari member: ${c.vccode}`, body: 'Terima kasih.', url: '/operasional/complaint',
      is_read: false, dtadd: stored.createdAt.toISOString(),
    });
  });

  it('a member sends over the socket with the same checks as HTTP; the operator hears it', async () => {
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'Lewat soket');
    const [memberSocket, staffSocket] = await Promise.all([client({ token: m.token }), client({ token: operator.token })]);
    const toStaff = nextEvent<ConversationMessageWire>(staffSocket, c.tokenAdmin);
    const echo = nextEvent<ConversationMessageWire>(memberSocket, c.tokenMember);
    const answer = await sendOverSocket(memberSocket, { token: c.tokenMember, vcmessage: 'Halo <script>alert(1)</script>petugas' });
    expect(answer).toMatchObject({ status: 201, message: 'Pesan terkirim.' });
    const heard = await toStaff;
    expect(heard).toMatchObject({ intid: answer.data!.intid, intis_admin: 0, vcmessage: 'Halo petugas' });
    expect((await echo).intid).toBe(heard.intid);

    const other = await signedInMember(t);
    const theirs = await complaintOf(t, other.token, operator.token, 'Milik orang lain');
    const before = await counts(t, { conversationMessages });
    expect(await sendOverSocket(memberSocket, { token: c.tokenMember, vcmessage: '   ' })).toMatchObject({ status: 400, message: 'Pesan tidak boleh kosong.' });
    expect(await sendOverSocket(memberSocket, 'bukan json')).toMatchObject({ status: 400 });
    // Another conversation's token, or the operators' token, names nothing of this member's.
    expect(await sendOverSocket(memberSocket, { token: theirs.tokenMember, vcmessage: 'Menyusup' })).toMatchObject({ status: 404 });
    expect(await sendOverSocket(memberSocket, { token: c.tokenAdmin, vcmessage: 'Menyusup' })).toMatchObject({ status: 404 });
    expect(await counts(t, { conversationMessages })).toEqual(before);

    await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token });
    expect(await sendOverSocket(memberSocket, { token: c.tokenMember, vcmessage: 'Sudah selesai?' })).toMatchObject({ status: 409, message: 'Percakapan sudah diakhiri.' });
    expect(await counts(t, { conversationMessages })).toEqual(before);
  });

  it('the member hears at once that the operators ended the conversation; no one else does, and an end refused tells nothing', async () => {
    const [m, other] = [await signedInMember(t), await signedInMember(t)];
    const c = await complaintOf(t, m.token, operator.token, 'Diakhiri');
    const [memberSocket, otherSocket] = await Promise.all([client({ token: m.token }), client({ token: other.token })]);
    const stray = collect(otherSocket, ENDED_EVENT);
    const heard = nextEvent<EndedSignal>(memberSocket, ENDED_EVENT);
    expect((await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token })).statusCode).toBe(200);
    expect(await heard).toEqual({ token: c.tokenMember });

    const again = collect(memberSocket, ENDED_EVENT);
    expect((await t.call('GET', `/api/v1/conversation/endChat/${c.intid}`, { token: operator.token })).statusCode).toBe(409);
    await pause(300);
    expect([...stray, ...again]).toEqual([]);
  });

  it('no one else hears a conversation: another member, staff without the screen, a socket listening on the wrong token', async () => {
    const [m, other] = [await signedInMember(t), await signedInMember(t)];
    const c = await complaintOf(t, m.token, operator.token, 'Rahasia');
    const bystander = await userWithScreens(t, ['master.students']);
    const [otherSocket, bystanderSocket, staffSocket] = await Promise.all([client({ token: other.token }), client({ token: bystander.token }), client({ token: operator.token })]);
    const stray = [
      ...[c.tokenMember, c.tokenAdmin].flatMap((e) => [collect(otherSocket, e), collect(bystanderSocket, e)]),
      collect(staffSocket, c.tokenMember),
    ];
    const heard = nextEvent(staffSocket, c.tokenAdmin);
    await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Hanya untuk petugas' } });
    await t.call('POST', '/api/v1/conversation/message', { token: operator.token, body: { intconverstion_id: c.intid, vcmessage: 'Hanya untuk wali' } });
    await heard;
    await pause(300);
    expect(stray.flat()).toEqual([]);
    // A token that is neither a member's nor a staff user's is refused at the handshake.
    await expect(connect(url, { token: c.tokenMember })).rejects.toThrow('Sesi Anda telah berakhir. Silakan login kembali.');
  });

  it('a new complaint announces the conversations table to the operators, so their list refreshes itself', async () => {
    const m = await signedInMember(t);
    const staffSocket = await client({ token: operator.token });
    const announced = new Promise<DataChanged>((resolve) => {
      const seen = (e: DataChanged) => {
        if (!e.tables.includes('conversations')) return;
        staffSocket.off(DATA_CHANGED, seen);
        resolve(e);
      };
      staffSocket.on(DATA_CHANGED, seen);
    });
    await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Bus terlambat', vcmessage: 'Sudah 30 menit.' } });
    expect((await announced).tables).toContain('conversations');
  });

  it('a role that loses the complaints screens stops hearing the members at once; given them back, it hears again without reconnecting', async () => {
    const m = await signedInMember(t);
    const staff = await userWithScreens(t, ['operations.complaints']);
    const c = await complaintOf(t, m.token, staff.token, 'Hak akses berubah');
    const socket = await client({ token: staff.token });
    const heard = collect<ConversationMessageWire>(socket, c.tokenAdmin);
    const say = (vcmessage: string) => t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage } });
    const role = (await t.call('GET', `/api/v1/roles/${staff.roleId}`, { token: t.adminToken })).json().data;
    const setMenus = async (menus: number[]) => {
      const res = await t.call('PUT', `/api/v1/roles/${staff.roleId}`, { token: t.adminToken, body: { vccode: role.vccode, vcname: role.vcname, menus } });
      expect(res.statusCode, res.body).toBe(200);
      // The change is announced within the watcher's half second.
      await pause(1_200);
    };
    const [complaintsMenu] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.screenKey, 'operations.complaints'));

    await setMenus([]);
    await say('Tidak untuk peran tanpa layar');
    await pause(1_000);
    expect(heard).toEqual([]);

    await setMenus([complaintsMenu.id]);
    await say('Terdengar lagi');
    await expect.poll(() => heard.map((h) => h.vcmessage), { timeout: 5_000 }).toEqual(['Terdengar lagi']);
    expect(socket.connected).toBe(true);
  });

  it('a member’s sign-out closes that session’s connection; a password change closes the others', async () => {
    const m = await signedInMember(t);
    const second = (await t.call('POST', '/api/v1/member/signin', { body: { username: m.vcemail, password: m.password } })).json().token as string;
    const [first, other] = await Promise.all([client({ token: m.token }), client({ token: second })]);
    const gone = disconnected(other);
    expect((await t.call('PUT', '/api/v1/member/password', { token: m.token, body: { old_password: m.password, new_password: 'sandi-baru-99', confirm_password: 'sandi-baru-99' } })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(first.connected).toBe(true);
    const firstGone = disconnected(first);
    expect((await t.call('POST', '/api/v1/member/signout', { token: m.token })).statusCode).toBe(200);
    expect(await firstGone).toBe('io server disconnect');
  });
});
