import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DATA_CHANGED, type DataChanged } from '@halte/contract';
import type { TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, connect, disconnected, nextEvent, pause } from '../helpers/realtime.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { schoolBody } from '../helpers/transport-fixtures.js';

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
    const other = await userWithScreens(t, []);
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
    const other = await userWithScreens(t, []);
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
    const other = await userWithScreens(t, []);
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
