import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIT_MSG, PERIOD_MSG, type AuditDetailWire, type AuditRowWire } from '@halte/contract';
import { auditLog, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';
import { parkingSetup } from '../helpers/parking-fixtures.js';

/** Rows of a table of this file's own, so the seed's and other tests' rows do not count. */
const ENTITY = 'uji_riwayat';

let t: TestApp;
let adminId: number;
let clerk: TestUser;
/** The ids of this file's rows, oldest first. */
let ids: number[];

const list = (query: string, token = t.adminToken) => t.call('GET', `/api/v1/audit?${query}`, { token });
const idsOf = (res: { json(): { data: AuditRowWire[] } }) => res.json().data.map((r) => r.intid);

beforeAll(async () => {
  t = await startTestApp();
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  clerk = await userWithScreens(t, ['master.students']);
  // Three days of Tuban (UTC+7); the second row's 23:30 is the 15th there, the 15th in UTC too, the third's 01:00 the 19th in UTC.
  const rows = await t.database.db
    .insert(auditLog)
    .values([
      { userId: adminId, action: 'create', entity: ENTITY, entityId: '7', after: { vcnama: 'Halte Utara' }, at: new Date('2024-01-10T03:00:00Z') },
      { userId: clerk.userId, action: 'update', entity: ENTITY, entityId: '7', before: { vcnama: 'Halte Utara' }, after: { vcnama: 'Halte Barat' }, at: new Date('2024-02-15T16:30:00Z') },
      { userId: adminId, action: 'delete', entity: ENTITY, entityId: '8', before: { vcnama: 'Halte Timur' }, at: new Date('2024-03-19T18:00:00Z') },
    ])
    .returning({ id: auditLog.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('GET /audit', () => {
  it('lists the rows newest first, with the author\'s name joined in', async () => {
    const res = await list(`entity=${ENTITY}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: AuditRowWire[]; length: number };
    expect(body.length).toBe(3);
    expect(body.data.map((r) => r.intid)).toEqual([ids[2], ids[1], ids[0]]);
    expect(body.data[1]).toEqual({
      intid: ids[1], dtat: '2024-02-15T16:30:00.000Z', intuser_id: clerk.userId, vcuser: expect.stringMatching(/^Pengguna /),
      vcusername: clerk.credentials[0], vcaction: 'update', vcentity: ENTITY, vcentity_id: '7',
    });
    expect(body.data[0]).toMatchObject({ vcuser: 'Administrator', vcusername: 'admin' });
  });

  it('puts the latest change first without any filter', async () => {
    const made = await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: { vckode: 'SDR01', vcnama: 'SD Riwayat', intjenjangsekolah: 2, vcalamat: 'Jl. Uji' } });
    expect(made.statusCode, made.body).toBe(201);
    const res = await list('limit=1');
    expect(res.json().data[0]).toMatchObject({ vcaction: 'create', vcentity: 'school', vcentity_id: String(made.json().data.intid), intuser_id: adminId });
  });

  it('filters by user, action, record id, period and keyword, each alone', async () => {
    expect(idsOf(await list(`entity=${ENTITY}&user=${clerk.userId}`))).toEqual([ids[1]]);
    expect(idsOf(await list(`entity=${ENTITY}&action=delete`))).toEqual([ids[2]]);
    expect(idsOf(await list(`entity=${ENTITY}&entity_id=7`))).toEqual([ids[1], ids[0]]);
    expect(idsOf(await list(`entity=${ENTITY}&rt=2&from=2024-02-01&to=2024-03-20`))).toEqual([ids[2], ids[1]]);
    // 16:30 UTC on the 15th is 23:30 in Tuban, still the 15th; 18:00 UTC on the 19th is the 20th there.
    expect(idsOf(await list(`entity=${ENTITY}&rt=1&from=2024-02-15`))).toEqual([ids[1]]);
    expect(idsOf(await list(`entity=${ENTITY}&rt=1&from=2024-03-20`))).toEqual([ids[2]]);
    expect(idsOf(await list(`entity=${ENTITY}&rt=3&m=1&y=2024`))).toEqual([ids[0]]);
    expect(idsOf(await list(`entity=${ENTITY}&q=${clerk.credentials[0]}`))).toEqual([ids[1]]);
    // The table filter alone: another table's rows are not these.
    expect(idsOf(await list('entity=tabel_lain'))).toEqual([]);
    expect(idsOf(await list(`user=${clerk.userId}&action=update&entity=${ENTITY}&entity_id=7`))).toEqual([ids[1]]);
  });

  it('pages with the shared list envelope', async () => {
    const second = (await list(`entity=${ENTITY}&limit=2&page=2`)).json();
    expect(second).toMatchObject({ length: 3, page_total: 2, page: 2, limit: 2 });
    expect(second.data.map((r: AuditRowWire) => r.intid)).toEqual([ids[0]]);
    const past = (await list(`entity=${ENTITY}&limit=2&page=3`)).json();
    expect(past).toMatchObject({ data: [], length: 3, page_total: 2 });
  });

  it('answers 400 with an Indonesian message for a bad filter, reading nothing', async () => {
    const cases: [string, string][] = [
      ['user=abc', AUDIT_MSG.user],
      ['user=0', AUDIT_MSG.user],
      ['action=hapus', AUDIT_MSG.action],
      ['entity=audit_log%3B%20drop%20table%20users', AUDIT_MSG.entity],
      ['entity=Parking', AUDIT_MSG.entity],
      ['entity_id=1%27%20or%201%3D1', AUDIT_MSG.entityId],
      [`entity_id=${'9'.repeat(65)}`, AUDIT_MSG.entityId],
      ['rt=2&from=2024-03-01&to=2024-02-01', PERIOD_MSG.order],
      ['from=2024-03-01', PERIOD_MSG.typeRequired],
      ['rt=1&from=2024-02-30', PERIOD_MSG.date],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
      expect(res.body, query).not.toMatch(/select|audit_log"|stack/i);
    }
  });

  it('401 without a token, 403 for a role without the screen, 200 for a role with it', async () => {
    expect((await t.call('GET', '/api/v1/audit')).statusCode).toBe(401);
    expect((await t.call('GET', `/api/v1/audit/${ids[0]}`)).statusCode).toBe(401);
    const other = await list(`entity=${ENTITY}`, clerk.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Anda tidak memiliki akses.' });
    expect((await t.call('GET', `/api/v1/audit/${ids[0]}`, { token: clerk.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/lists/user', { token: clerk.token })).statusCode).toBe(403);

    const auditor = await userWithScreens(t, ['admin.audit']);
    expect(idsOf(await list(`entity=${ENTITY}`, auditor.token))).toEqual([ids[2], ids[1], ids[0]]);
    const people = await t.call('GET', `/api/v1/lists/user?q=${clerk.credentials[0]}`, { token: auditor.token });
    expect(people.json().data).toEqual([{ value: clerk.userId, label: expect.stringMatching(/^Pengguna /), vcusername: clerk.credentials[0] }]);
  });
});

describe('GET /audit/{id}', () => {
  it('gives the record before and after the change', async () => {
    const res = await t.call('GET', `/api/v1/audit/${ids[1]}`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data as AuditDetailWire;
    expect(entry).toMatchObject({ intid: ids[1], vcaction: 'update', vcentity_id: '7', intuser_id: clerk.userId });
    expect(entry.before).toEqual({ vcnama: 'Halte Utara' });
    expect(entry.after).toEqual({ vcnama: 'Halte Barat' });
    expect((await t.call('GET', `/api/v1/audit/${ids[0]}`, { token: t.adminToken })).json().data.before).toBeNull();
  });

  it('404 for a row that does not exist', async () => {
    const res = await t.call('GET', '/api/v1/audit/2147483647', { token: t.adminToken });
    expect(res.statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/audit/abc', { token: t.adminToken })).statusCode).toBe(404);
  });
});

describe('Riwayat Perubahan in parking mode', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await startTestApp({ APP_TYPE: 'parking' });
  });
  afterAll(() => p.close());

  it('follows a staff correction of a stay: the record\'s trail, its author, and the stay before and after', async () => {
    const { alun, car } = await parkingSetup(p);
    const body = { vclicense_number: 'S 1234 AB', intvehicle_type_id: car, intparking_location_id: alun, dtcheck_in: '2026-03-02T08:00:00+07:00', dtcheck_out: '2026-03-02T11:00:00+07:00' };
    const made = await p.call('POST', '/api/v1/parking', { token: p.adminToken, body });
    const id = made.json().data.intid as number;
    expect((await p.call('PUT', `/api/v1/parking/${id}`, { token: p.adminToken, body: { ...body, dtcheck_out: '2026-03-02T09:00:00+07:00' } })).statusCode).toBe(200);

    const trail = await p.call('GET', `/api/v1/audit?entity=parking_record&entity_id=${id}`, { token: p.adminToken });
    expect(trail.statusCode).toBe(200);
    const rows = trail.json().data as AuditRowWire[];
    expect(rows.map((r) => [r.vcaction, r.vcuser])).toEqual([['update', 'Administrator'], ['create', 'Administrator']]);
    const entry = (await p.call('GET', `/api/v1/audit/${rows[0].intid}`, { token: p.adminToken })).json().data as AuditDetailWire;
    expect(entry.before).toMatchObject({ intid: id, decamount: 9000 });
    expect(entry.after).toMatchObject({ intid: id, decamount: 5000 });
    expect(Date.parse((entry.before as { dtcheck_out: string }).dtcheck_out)).toBe(Date.parse('2026-03-02T11:00:00+07:00'));
    expect(Date.parse((entry.after as { dtcheck_out: string }).dtcheck_out)).toBe(Date.parse('2026-03-02T09:00:00+07:00'));
  });
});
