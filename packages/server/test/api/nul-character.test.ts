import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, users } from '../../src/db/schema/index.js';
import { fromDatabaseError } from '../../src/lib/http/db-errors.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { engine } from '../helpers/database.js';
import { counts } from '../helpers/rows.js';

const NUL_MESSAGE = 'Isian tidak boleh berisi karakter NUL.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_MAX_PER_IP: '4' });
});
afterAll(() => t.close());

const driver = { vccode_driver: 'DRV-NUL', vcnip: '123', vcname: 'Budi\u0000Santoso', vcphone: '0812' };

describe(`a NUL character in any text (${engine})`, () => {
  it('is a 400 naming the field, in a body, and writes nothing', async () => {
    const before = await counts(t, { drivers, users });
    const create = await t.call('POST', '/api/v1/employee', { token: t.adminToken, body: driver });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ message: NUL_MESSAGE, errors: { vcname: NUL_MESSAGE } });

    const nested = await t.call('POST', '/api/v1/routes', {
      token: t.adminToken,
      body: { vckode: 'R1', vcnama: 'Rute', titik_rute: [{ vcnama: 'Halte\u0000', declattitude: null, declongitude: null }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ 'titik_rute.0.vcnama': NUL_MESSAGE });

    // The profile form is parsed by the handler, not by a route schema.
    const adminId = (await t.call('GET', '/api/v1/users?q=admin', { token: t.adminToken })).json().data[0].intid;
    const profile = await t.call('PUT', `/api/v1/users/${adminId}`, { token: t.adminToken, body: { vcname: 'Admin\u0000', email: '', phone: '' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(NUL_MESSAGE);

    expect(await counts(t, { drivers, users })).toEqual(before);
  });

  it('is a 400 in a query, the global search included', async () => {
    for (const url of ['/api/v1/search?q=%00', '/api/v1/search?q=bus%00', '/api/v1/employee?q=a%00b']) {
      const res = await t.call('GET', url, { token: t.adminToken });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(NUL_MESSAGE);
    }
  });

  it('is a 400 at sign-in, counted toward the address limit', async () => {
    for (const body of [{ username: 'admin\u0000', password: 'x' }, { username: 'admin', password: 'a\u0000' }]) {
      const res = await t.call('POST', '/api/v1/users/signin', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
    for (let i = 0; i < 2; i++) expect((await t.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: '\u0000' } })).statusCode).toBe(400);
    // Four malformed attempts reached the limit of this address: even the right password waits.
    const limited = await t.call('POST', '/api/v1/users/signin', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(limited.statusCode).toBe(429);
  });

  it('reaching the database anyway is a 400, not a 500', async () => {
    const err = await t.database.db.insert(drivers).values({ code: 'X', nip: 'Y', fullName: 'a\u0000b', phone: '1' }).then(() => undefined, (e: unknown) => e);
    expect(err).toBeDefined();
    const answer = fromDatabaseError(err);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.message).toBe(NUL_MESSAGE);
  });
});
