import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { seedBase } from '../../src/db/seed/base.js';
import { roles } from '../../src/db/schema/index.js';
import { ADMIN_PASSWORD } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
let database: Database;
let token: string;
beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'trace', ADMIN_PASSWORD }), database, logStream: capture });
  await seedBase(database.db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log: app.log });
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  token = res.json().token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = () => lines.join('\n');

describe('the log', () => {
  it('shows a failed query without its values: no password hash, password or token', async () => {
    // Any insert into users now fails inside the database, as a fault the server cannot map.
    await database.db.execute(sql.raw(`create function halte_refuse() returns trigger language plpgsql as $$ begin raise exception 'gagal uji'; end $$`));
    await database.db.execute(sql.raw('create trigger halte_refuse before insert on users for each row execute function halte_refuse()'));
    const [role] = await database.db.select({ id: roles.id }).from(roles).limit(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${token}` },
      payload: { vcname: 'Rahasia Orang', vcusername: 'bocor', vcpassword: 'sandi-bocor-123', role: role.id },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Terjadi kesalahan pada server.' });

    const text = logged();
    // The fault is there to find: the error, its query (placeholders only) and the database's message.
    expect(text).toMatch(/"level":50/);
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('gagal uji');
    for (const secret of ['$argon2', 'sandi-bocor-123', 'bocor', 'Rahasia Orang', token, ADMIN_PASSWORD]) expect(text).not.toContain(secret);
  });

  it('drops secrets whatever logs them', async () => {
    app.log.warn({ body: { password: 'p4ss-ku', vcpassword: 'p4ss-dia' }, session: { token: 'tok-rahasia' }, hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' }, 'Authorization: Bearer abcdef123');
    app.log.error({ err: new Error('Failed query: select 1\nparams: $argon2id$v=19$xyz,rahasia') }, 'fault');
    const text = logged();
    for (const secret of ['p4ss-ku', 'p4ss-dia', 'tok-rahasia', '$argon2id', 'abcdef123', 'rahasia']) expect(text).not.toContain(secret);
    expect(text).toContain('Failed query: select 1');
  });
});
