import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Database } from '../../src/db/client.js';
import { allDataVersions } from '../../src/lib/data/data-version.js';
import { freshDatabase } from '../helpers/database.js';

/**
 * Writers on separate connections, as several server instances or tools are. Runs only in the
 * PostgreSQL suite (see vitest.config.ts).
 */
let database: Database & { url?: string };
const clients: pg.Client[] = [];
const connection = async () => {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  clients.push(c);
  return c;
};
const version = async (c: pg.Client, table: string) =>
  Number((await c.query('select version from data_versions where name = $1', [table])).rows[0].version);
let n = 0;
const addClass = (c: pg.Client) => c.query('insert into classes (level, name, sort_order) values (9, $1, 1)', [`K${++n}`]);
const addSchool = (c: pg.Client) =>
  c.query(`insert into schools (code, name, address, level) values ($1, 'Sekolah', 'Tuban', 2)`, [`S${++n}`]);
/** Resolves to 'done' or, if the promise is still waiting after `ms`, 'waiting'. */
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), ms))]);

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await database.close();
});

describe('data versions with concurrent writers', () => {
  it('another connection sees the raised counter only once the writer has committed', async () => {
    const [writer, reader] = [await connection(), await connection()];
    const before = await version(reader, 'classes');
    await writer.query('begin');
    await addClass(writer);
    expect(await version(reader, 'classes')).toBe(before);
    await writer.query('commit');
    expect(await version(reader, 'classes')).toBe(before + 1);
  });

  it('two open transactions writing the same table do not wait for each other before commit', async () => {
    const [a, b, reader] = [await connection(), await connection(), await connection()];
    const before = await version(reader, 'classes');
    await a.query('begin');
    await addClass(a);
    await b.query('begin');
    await addClass(b);
    expect(await within(b.query('commit'), 3_000)).toBe('done');
    await a.query('commit');
    expect(await version(reader, 'classes')).toBe(before + 2);
  });

  it('two transactions writing two tables in opposite order both commit, without a deadlock', async () => {
    const [a, b, reader] = [await connection(), await connection(), await connection()];
    const before = { classes: await version(reader, 'classes'), schools: await version(reader, 'schools') };
    await a.query('begin');
    await b.query('begin');
    await addClass(a);
    await addSchool(b);
    await Promise.all([addSchool(a).then(() => a.query('commit')), addClass(b).then(() => b.query('commit'))]);
    expect({ classes: await version(reader, 'classes'), schools: await version(reader, 'schools') }).toEqual({
      classes: before.classes + 2,
      schools: before.schools + 2,
    });
  });

  it('a table counted per connection (as boardings are): writers never wait on one another, only committed writes count, its version is the sum', async () => {
    const [a, b, reader] = [await connection(), await connection(), await connection()];
    await reader.query('create table hot_uji (id serial primary key)');
    await reader.query('create trigger hot_uji_data_version after insert or update or delete or truncate on hot_uji for each statement execute function bump_session_data_version()');
    const hot = async () => (await allDataVersions(database.db)).get('hot_uji') ?? 0;
    await a.query('begin');
    await a.query('insert into hot_uji default values');
    await b.query('begin');
    await b.query('insert into hot_uji default values');
    expect(await hot()).toBe(0);
    // a's open transaction holds a's own counter row only: b commits at once.
    expect(await within(b.query('commit'), 3_000)).toBe('done');
    expect(await hot()).toBe(1);
    await a.query('rollback');
    expect(await hot()).toBe(1);
    await a.query('insert into hot_uji default values');
    expect(await hot()).toBe(2);
  });
});
