import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_TABLES } from '@halte/contract';
import { allDataVersions } from '../../src/lib/data/data-version.js';
import type { Database } from '../../src/db/client.js';
import { freshDatabase } from '../helpers/database.js';

let database: Database;
const versions = async () => Object.fromEntries(await allDataVersions(database.db));
const addClass = (name: string) => sql`insert into classes (level, name, sort_order) values (9, ${name}, 1)`;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('data versions raised by the database itself', () => {
  it('every announced table has a counter', async () => {
    expect(Object.keys(await versions()).sort()).toEqual([...LIVE_TABLES].sort());
  });

  it('a transaction raises each table it wrote once, at commit, however many statements it ran', async () => {
    const before = await versions();
    let during: Record<string, number> = {};
    await database.db.transaction(async (tx) => {
      await tx.execute(addClass('A1'));
      await tx.execute(addClass('A2'));
      await tx.execute(sql`update classes set sort_order = 2 where level = 9`);
      await tx.execute(sql`delete from schools where code = 'TIDAK-ADA'`);
      during = Object.fromEntries(await allDataVersions(tx));
    });
    expect(during.classes).toBe(before.classes);
    const after = await versions();
    expect(after).toEqual({ ...before, classes: before.classes + 1, schools: before.schools + 1 });
  });

  it('a rolled-back transaction raises nothing, and the next one counts as usual', async () => {
    const before = await versions();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(addClass('B1'));
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await versions()).toEqual(before);
    await database.db.execute(addClass('B2'));
    expect(await versions()).toEqual({ ...before, classes: before.classes + 1 });
  });

  it('emptying a table counts as a write', async () => {
    const before = await versions();
    await database.db.execute(sql`truncate sliders`);
    expect((await versions()).sliders).toBe(before.sliders + 1);
  });
});
