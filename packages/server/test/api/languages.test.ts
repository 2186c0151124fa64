import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUS_REPORT_COLUMNS, translate, type NavItem } from '@halte/contract';
import { members, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInDriver, transportWorld } from '../helpers/driver-fixtures.js';
import { insertBoarding, insertTrip, openWorkbook, sheetRows } from '../helpers/report-fixtures.js';
import { MEMBER_PASSWORD, signedInMember } from '../helpers/member-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';
import { connect, listen } from '../helpers/realtime.js';

let t: TestApp;
const EN = { 'accept-language': 'en-GB,en;q=0.9,id;q=0.5' };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the language of an answer', () => {
  it('follows Accept-Language: a refused form in English, field errors too; none or an unknown one answers Indonesian', async () => {
    const inEnglish = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: {}, headers: EN });
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().errors.vcnopol).toBe('Plate Number is required.');
    expect(inEnglish.json().message).toBe(Object.values(inEnglish.json().errors)[0]);

    for (const headers of [{}, { 'accept-language': 'fr-FR, de;q=0.8' }, { 'accept-language': 'id-ID' }] as Record<string, string>[]) {
      const res = await t.call('POST', '/api/v1/vehicles', { token: t.adminToken, body: {}, headers });
      expect(res.json().errors.vcnopol).toBe('Nomor Kendaraan tidak boleh kosong.');
    }
    // Preference order: English first here even though Indonesian is named too.
    const ranked = await t.call('GET', '/api/v1/vehicles/999999', { token: t.adminToken, headers: { 'accept-language': 'id;q=0.4, en;q=0.9' } });
    expect(ranked.json()).toEqual({ message: 'Data not found.' });
  });

  it('a success message and the 401 of a missing session are translated alike', async () => {
    const saved = await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: { vckode: `SDB${Date.now() % 100000}`, vcnama: 'SD Negeri Bahasa', vcalamat: 'Jl. Mawar 1', intjenjangsekolah: 2 }, headers: EN });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toBe('Data saved.');
    const noSession = await t.call('GET', '/api/v1/vehicles', { headers: EN });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).not.toBe('Sesi Anda telah berakhir. Silakan login kembali.');
    expect(noSession.json().message).toMatch(/session/i);
  });

  it('the sidebar names its menus in English', async () => {
    const inIndonesian = await t.call('GET', '/api/v1/apps/navigation', { token: t.adminToken });
    const inEnglish = await t.call('GET', '/api/v1/apps/navigation', { token: t.adminToken, headers: EN });
    const names = (items: NavItem[]): string[] => items.flatMap((i) => [i.vcname, ...names(i.children)]);
    const id = names(inIndonesian.json().data);
    const en = names(inEnglish.json().data);
    expect(en).toHaveLength(id.length);
    expect(id).toContain('Kendaraan');
    expect(en[id.indexOf('Kendaraan')]).toBe('Vehicles');
    expect(en[id.indexOf('Lacak Kendaraan')]).toBe('Vehicle Tracking');
    // Only words both languages share stay as they were.
    expect(en.filter((name, i) => name === id[i] && !['Dashboard', 'Master'].includes(name))).toEqual([]);
  });
});

describe('DEFAULT_LANGUAGE', () => {
  it('answers a request that names no language in the configured one, and tells the web', async () => {
    const english = await startTestApp({ DEFAULT_LANGUAGE: 'en' });
    try {
      const refused = await english.call('POST', '/api/v1/vehicles', { token: english.adminToken, body: {} });
      expect(refused.json().errors.vcnopol).toBe('Plate Number is required.');
      const asked = await english.call('POST', '/api/v1/vehicles', { token: english.adminToken, body: {}, headers: { 'accept-language': 'id' } });
      expect(asked.json().errors.vcnopol).toBe('Nomor Kendaraan tidak boleh kosong.');
      expect((await english.call('GET', '/api/v1/config')).json().default_language).toBe('en');
    } finally {
      await english.close();
    }
    expect((await t.call('GET', '/api/v1/config')).json().default_language).toBe('id');
  });
});

describe('a person\'s own choice', () => {
  it('a staff user keeps English on the account: sign-in gives it back; a bad value is refused and changes nothing', async () => {
    const user = await userWithScreens(t, ['master.vehicles']);
    const [username, password] = user.credentials;
    const [before] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.userId));
    expect(before.language).toBeNull();

    const bad = await t.call('PUT', '/api/v1/users/me/language', { token: user.token, body: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toBe('Bahasa harus id (Indonesia) atau en (English).');
    const badEnglish = await t.call('PUT', '/api/v1/users/me/language', { token: user.token, body: {}, headers: EN });
    expect(badEnglish.json().errors.language).toBe('Language must be id (Indonesian) or en (English).');
    expect((await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.userId)))[0].language).toBeNull();
    expect((await t.call('PUT', '/api/v1/users/me/language', { body: { language: 'en' } })).statusCode).toBe(401);

    const saved = await t.call('PUT', '/api/v1/users/me/language', { token: user.token, body: { language: 'en' }, headers: EN });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Language saved.');
    const again = await t.call('POST', '/api/v1/users/signin', { body: { username, password } });
    expect(again.json().language).toBe('en');
    // Someone else's choice is their own.
    expect((await t.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: 'admin-rahasia-1' } })).json().language).toBeNull();
  });

  it('a member keeps theirs too', async () => {
    const member = await signedInMember(t);
    expect((await t.call('PUT', '/api/v1/member/language', { token: member.token, body: { language: 'xx' } })).statusCode).toBe(400);
    expect((await t.call('PUT', '/api/v1/member/language', { token: t.adminToken, body: { language: 'en' } })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/v1/member/language', { token: member.token, body: { language: 'en' } })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    expect(row.language).toBe('en');
    const signin = await t.call('POST', '/api/v1/member/signin', { body: { username: member.vcemail, password: MEMBER_PASSWORD } });
    expect(signin.json().language).toBe('en');
  });
});

describe('an Excel file in English', () => {
  it('has its sheet names, title block and headers in English, and the same rows', async () => {
    const w = await transportWorld(t);
    const driver = await signedInDriver(t, 'Agus');
    const trip = await insertTrip(t, { vehicleId: w.busA1.intid, routeId: w.routeA.intid, driverId: driver.id, date: '2026-03-02', start: '06:30', stop: '07:15' });
    await insertBoarding(t, trip, '2026-03-02', w.studentA.intid, '06:40', '07:10');
    const url = '/api/v1/report/bus/export?rt=3&m=3&y=2026';
    const [id, en] = await Promise.all([t.call('GET', url, { token: t.adminToken }), t.call('GET', url, { token: t.adminToken, headers: EN })]);
    const [idBook, enBook] = await Promise.all([openWorkbook(id.rawPayload), openWorkbook(en.rawPayload)]);
    expect(idBook.worksheets.map((s) => s.name)).toEqual(['Laporan Bus', 'Penumpang']);
    expect(enBook.worksheets.map((s) => s.name)).toEqual(['Bus Report', 'Riders']);
    const sheet = enBook.worksheets[0];
    expect([2, 3, 4].map((r) => sheet.getCell(r, 1).value)).toEqual(['Bus Report', 'Period: March 2026', 'Keyword: -']);
    const header = sheetRows(sheet, 6, 8)[0] as string[];
    expect(header).toHaveLength(BUS_REPORT_COLUMNS.length + 1);
    expect(header.filter((h, i) => h === sheetRows(idBook.worksheets[0], 6, 8)[0][i] && h !== 'No' && h !== 'Status')).toEqual([]);
    // The same rows; only the status words read in English.
    const status = BUS_REPORT_COLUMNS.findIndex((c) => c.key === 'vcstatus') + 1;
    const idRows = sheetRows(idBook.worksheets[0], 7, 8);
    const enRows = sheetRows(sheet, 7, 8);
    expect(enRows.map((r) => r.filter((_, i) => i !== status))).toEqual(idRows.map((r) => r.filter((_, i) => i !== status)));
    expect(idRows.map((r) => r[status])).toContain('Selesai');
    expect(enRows.map((r) => r[status])).toEqual(idRows.map((r) => (r[status] === null ? null : translate(String(r[status]), 'en'))));
    expect(enRows.map((r) => r[status])).toContain('Finished');
  });
});

describe('a socket in English', () => {
  it('a member\'s refused message is answered in the language the connection named', async () => {
    const base = await listen(t);
    const member = await signedInMember(t);
    const socket = await connect(base, { token: member.token });
    const english = await connect(base, { token: member.token, headers: { 'accept-language': 'en' } });
    try {
      const ask = (s: typeof socket) =>
        new Promise<{ status: number; message: string }>((resolve) => s.emit('message', { token: 'no-such-conversation', vcmessage: 'Halo' }, resolve));
      const [id, en] = await Promise.all([ask(socket), ask(english)]);
      expect(id.status).toBe(en.status);
      expect(id.status).toBeGreaterThanOrEqual(400);
      expect(en.message).not.toBe(id.message);
    } finally {
      socket.close();
      english.close();
    }
  });
});
