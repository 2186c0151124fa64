import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { ScreenKey } from '@halte/contract';
import { DATA_CHANGED, type DataChanged } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, connect, disconnected, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';
import { studentBody } from '../helpers/driver-fixtures.js';
import { classes, menus } from '../../src/db/schema/index.js';

let t: TestApp;
let url: string;
beforeAll(async () => ({ t, url } = await startListening()));
afterAll(() => t.close());
const clientWith = socketClients(() => url);
const client = (token: string) => clientWith({ token });
/** Long enough for several reads of the versions. */
const quietSpell = () => pause(1_600);


describe('changed tables announced to signed-in connections', () => {
  it('a school added by one operator reaches another operator\'s open connection, by table name and without its data', async () => {
    const other = await userWithScreens(t, ['master.schools']);
    const socket = await client(other.token);
    const arriving = nextEvent<DataChanged>(socket, DATA_CHANGED);
    const res = await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(1, { vcnama: 'SD Negeri Rahasia' }) });
    expect(res.statusCode).toBe(201);
    const event = await arriving;
    expect(Object.keys(event)).toEqual(['tables']);
    expect(event.tables).toContain('schools');
    expect(JSON.stringify(event)).not.toMatch(/Rahasia|SCH001/);
  });

  it('every connection hears it, the writer\'s own too, once per change', async () => {
    const other = await userWithScreens(t, ['master.schools']);
    const [mine, theirs] = await Promise.all([client(t.adminToken), client(other.token)]);
    const gotMine = collect<DataChanged>(mine, DATA_CHANGED);
    const gotTheirs = collect<DataChanged>(theirs, DATA_CHANGED);
    await pause(600);
    gotMine.length = 0;
    gotTheirs.length = 0;
    expect((await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(2) })).statusCode).toBe(201);
    await quietSpell();
    for (const got of [gotMine, gotTheirs]) expect(got.filter((e) => e.tables.includes('schools'))).toHaveLength(1);
  });

  it('a write made outside the API, as by another process or psql, is announced as well', async () => {
    const socket = await client(t.adminToken);
    const arriving = nextEvent<DataChanged>(socket, DATA_CHANGED);
    await t.database.db.execute(sql`insert into classes (level, name, sort_order) values (9, 'Kelas Uji', 99)`);
    expect(await arriving).toEqual({ tables: ['classes'] });
  });

  it('a refused or rolled-back write announces nothing', async () => {
    expect((await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(3) })).statusCode).toBe(201);
    const socket = await client(t.adminToken);
    await quietSpell();
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    const duplicate = await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(3, { vcnama: 'Kembar' }) });
    expect(duplicate.statusCode).toBe(409);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into classes (level, name, sort_order) values (9, 'Batal', 100)`);
        throw new Error('batal');
      })
      .catch(() => undefined);
    await quietSpell();
    expect(got).toEqual([]);
  });

  it('a signed-out session stops hearing at once; a connection without a session is refused', async () => {
    const other = await userWithScreens(t, ['master.schools']);
    const socket = await client(other.token);
    const got = collect<DataChanged>(socket, DATA_CHANGED);
    const gone = disconnected(socket);
    expect((await t.call('POST', '/api/v1/users/signout', { token: other.token })).statusCode).toBe(200);
    await gone;
    await expect(connect(url, {})).rejects.toThrow('Sesi Anda telah berakhir. Silakan login kembali.');
    await expect(connect(url, { token: other.token })).rejects.toThrow('Sesi Anda telah berakhir. Silakan login kembali.');
    expect((await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(4) })).statusCode).toBe(201);
    await quietSpell();
    expect(got).toEqual([]);
  });
});

describe('changed tables announced only to the roles whose screens show them', () => {
  let students = 0;
  /** A student added by an administrator: a write to the students table. */
  async function addStudent() {
    students += 1;
    const school = await created(t, '/api/v1/schools', schoolBody(100 + students));
    const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).limit(1);
    await created(t, '/api/v1/students', studentBody(String(9_200_000_000 + students), school.intid, kelas.id, `Siswa Umum ${students}`));
  }
  const heardOf = (got: DataChanged[], table: string) => got.filter((e) => e.tables.includes(table as never)).length;
  /** An administrator gives the role exactly the menus of these screens (Data Role). */
  async function giveScreens(roleId: number, keys: ScreenKey[]) {
    const role = (await t.call('GET', `/api/v1/roles/${roleId}`, { token: t.adminToken })).json().data;
    const owned = await t.database.db.select({ id: menus.id }).from(menus).where(inArray(menus.screenKey, keys));
    const res = await t.call('PUT', `/api/v1/roles/${roleId}`, { token: t.adminToken, body: { vccode: role.vccode, vcname: role.vcname, menus: owned.map((m) => m.id) } });
    expect(res.statusCode).toBe(200);
  }

  it('a role without a students screen does not hear of students while an administrator does; granted one, it does without reconnecting', async () => {
    const clerk = await userWithScreens(t, ['master.articles']);
    const [admin, limited] = await Promise.all([client(t.adminToken), client(clerk.token)]);
    const gotAdmin = collect<DataChanged>(admin, DATA_CHANGED);
    const gotLimited = collect<DataChanged>(limited, DATA_CHANGED);
    await addStudent();
    await quietSpell();
    expect(heardOf(gotAdmin, 'students')).toBe(1);
    expect(gotLimited.flatMap((e) => e.tables)).not.toContain('students');
    expect(gotLimited.flatMap((e) => e.tables)).not.toContain('schools');

    await giveScreens(clerk.roleId, ['master.articles', 'master.students']);
    await quietSpell();
    // The role's own change is news to its sidebar.
    expect(heardOf(gotLimited, 'role_menus')).toBeGreaterThan(0);
    gotLimited.length = 0;
    await addStudent();
    await quietSpell();
    expect(heardOf(gotLimited, 'students')).toBe(1);

    // Taken away again, the screen's tables fall silent again; a new connection starts silent too.
    await giveScreens(clerk.roleId, ['master.articles']);
    await quietSpell();
    const fresh = await client(clerk.token);
    const gotFresh = collect<DataChanged>(fresh, DATA_CHANGED);
    gotLimited.length = 0;
    await addStudent();
    await quietSpell();
    expect(heardOf(gotLimited, 'students') + heardOf(gotFresh, 'students')).toBe(0);
    expect(heardOf(gotAdmin, 'students')).toBe(3);
  });

  it('a connection hears only the tables of its screens in an announcement of several', async () => {
    const clerk = await userWithScreens(t, ['master.schools']);
    const socket = await client(clerk.token);
    // The new role's own announcement passes first.
    await quietSpell();
    const arriving = nextEvent<DataChanged>(socket, DATA_CHANGED);
    await t.database.db.execute(sql`with s as (insert into schools (code, name, address, level) values ('SCH-DUA', 'SD Dua', 'Tuban', 2) returning id)
      insert into classes (level, name, sort_order) values (9, 'Kelas Dua', 98)`);
    expect(await arriving).toEqual({ tables: ['schools'] });
  });
});
