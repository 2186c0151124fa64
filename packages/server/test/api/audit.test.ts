import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, roles, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let adminId: number;
let operatorRole: number;
/** Every answer body of this file, checked at the end for secrets. */
const answers: string[] = [];

const call: TestApp['call'] = async (...args) => {
  const res = await t.call(...args);
  answers.push(res.body);
  return res;
};
const auditOf = (entity: string, id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));

beforeAll(async () => {
  t = await startTestApp();
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  [{ id: operatorRole }] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'OPERATOR'));
});
afterAll(() => t.close());

describe('audit log of users', () => {
  it('keeps who created, changed and deleted a user, with the record before and after', async () => {
    const created = await call('POST', '/api/v1/users', {
      token: t.adminToken,
      body: { vcname: 'Rudi Hartono', vcusername: 'rudi', vcpassword: 'rudi-rahasia-1', role: operatorRole, vcphone: '0811' },
    });
    const id = created.json().data.intid as number;
    const changed = await call('PUT', `/api/v1/users/${id}`, {
      token: t.adminToken,
      body: { vcname: 'Rudi H.', vcusername: 'rudi', vcpassword: 'rudi-baru-2222', role: operatorRole, vcphone: '0822' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/users/${id}`, { token: t.adminToken })).statusCode).toBe(200);

    const rows = await auditOf('user', id);
    expect(rows.map((r) => [r.action, r.userId])).toEqual([['create', adminId], ['update', adminId], ['delete', adminId]]);
    const [create, update, del] = rows;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ intid: id, vcname: 'Rudi Hartono', vcusername: 'rudi', vcphone: '0811' });
    expect(update.before).toMatchObject({ vcname: 'Rudi Hartono', vcphone: '0811' });
    expect(update.after).toMatchObject({ vcname: 'Rudi H.', vcphone: '0822' });
    expect(del.before).toMatchObject({ intid: id, vcname: 'Rudi H.', vcusername: 'rudi', role: operatorRole });
    expect(del.after).toBeNull();
    expect(del.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the profile change by the user themself', async () => {
    const created = await call('POST', '/api/v1/users', {
      token: t.adminToken,
      body: { vcname: 'Wati', vcusername: 'wati', vcpassword: 'wati-rahasia-1', role: operatorRole },
    });
    const id = created.json().data.intid as number;
    const token = await t.signin('wati', 'wati-rahasia-1');
    await call('PUT', `/api/v1/users/${id}`, { token, body: { vcname: 'Wati Susilawati', email: 'wati@tuban.go.id', phone: '0899' } });
    await call('PUT', `/api/v1/users/${id}/password`, { token, body: { old_password: 'wati-rahasia-1', new_password: 'wati-baru-3333', confirm_password: 'wati-baru-3333' } });
    const rows = await auditOf('user', id);
    expect(rows.map((r) => [r.action, r.userId])).toEqual([['create', adminId], ['update', id], ['password', id]]);
    expect(rows[1].before).toMatchObject({ vcname: 'Wati', vcemail: '' });
    expect(rows[1].after).toMatchObject({ vcname: 'Wati Susilawati', vcemail: 'wati@tuban.go.id', vcphone: '0899' });
  });

  it('keeps role and menu changes, with the role\'s menus', async () => {
    const role = await call('POST', '/api/v1/roles', { token: t.adminToken, body: { vccode: 'AUDIT', vcname: 'Audit', menus: [] } });
    const id = role.json().data.intid as number;
    await call('PUT', `/api/v1/roles/${id}`, { token: t.adminToken, body: { vccode: 'AUDIT', vcname: 'Audit', menus: [1] } });
    const rows = await auditOf('role', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1].before).toMatchObject({ menus: [] });
    expect(rows[1].after).toMatchObject({ menus: [1] });
  });

  it('never holds a password or its hash, and no answer carries one', async () => {
    await call('GET', '/api/v1/users?limit=100', { token: t.adminToken });
    await call('GET', `/api/v1/users/${adminId}`, { token: t.adminToken });
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    const hashes = (await t.database.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h);
    for (const text of [everything, ...answers]) {
      expect(text).not.toMatch(/\$argon2/);
      for (const secret of ['rudi-rahasia-1', 'rudi-baru-2222', 'wati-rahasia-1', 'wati-baru-3333', ...hashes]) expect(text).not.toContain(secret);
    }
    expect(answers.length).toBeGreaterThan(8);
  });
});
