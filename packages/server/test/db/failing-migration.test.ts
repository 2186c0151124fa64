import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/data/sql-rows.js';
import { migrationCount, migrationsUpTo, olderDatabase } from '../helpers/older-database.js';
import { killServers, runServer, within } from '../helpers/server-process.js';

afterAll(() => killServers());

const PARKING_TABLES = ['parking_locations', 'parking_vehicle_types', 'parking_tariffs', 'parking_records', 'parking_targets'];

/** What an upgrade could change: the tables there are and the migrations recorded. */
const stateOf = async (older: Awaited<ReturnType<typeof olderDatabase>>) => ({
  tables: (await older.rows<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by 1")).map((r) => r.name),
  migrations: (await older.rows<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0].n,
  routes: (await older.rows<{ name: string }>('select name from routes order by 1')).map((r) => r.name),
});

describe('an upgrade whose migration fails', () => {
  it('leaves the database as it was: the later migrations before it are undone too', async () => {
    const older = await olderDatabase('0017_boardings_student_trip');
    try {
      await older.execute(sql`insert into routes (code, name) values ('R-LAMA', 'Rute Lama')`);
      await older.release();
      const before = await stateOf(older);
      // The real 0018 first, then one that fails halfway (its first statement would have succeeded).
      const broken = migrationsUpTo(undefined, [{ tag: '0099_broken', sql: 'CREATE TABLE ops_probe (id integer);\n--> statement-breakpoint\nALTER TABLE no_such_table ADD COLUMN x integer;' }]);
      await expect(older.upgrade(broken)).rejects.toThrow(/no_such_table/);
      const after = await stateOf(older);
      expect(after).toEqual(before);
      expect(after.tables).not.toContain('ops_probe');
      for (const t of PARKING_TABLES) expect(after.tables).not.toContain(t);
      expect(after.routes).toEqual(['Rute Lama']);
    } finally {
      await older.remove();
    }
  });

  it('stops the server before it listens, with the database unchanged; fixed, the next start upgrades', async () => {
    const older = await olderDatabase('0017_boardings_student_trip');
    try {
      // Someone made a table by hand that the next version creates: its migration fails.
      await older.execute(sql`create table parking_targets (note text)`);
      await older.execute(sql`insert into parking_targets values ('buatan tangan')`);
      await older.release();
      const before = await stateOf(older);

      const server = runServer(older.env);
      const { code, output } = await within(server.exited, 90_000);
      expect(code).toBe(1);
      expect(output).toContain('Migrasi database gagal; database dibiarkan seperti sebelumnya dan server tidak dijalankan: relation "parking_targets" already exists');
      expect(output).not.toContain('Server listening');
      expect(await stateOf(older)).toEqual(before);
      expect(await older.rows('select note from parking_targets')).toEqual([{ note: 'buatan tangan' }]);

      await older.rows('drop table parking_targets');
      const fixed = await older.upgrade();
      try {
        const tables = rowsOf<{ name: string }>(await fixed.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`));
        for (const t of PARKING_TABLES) expect(tables.map((r) => r.name)).toContain(t);
        const [{ n }] = rowsOf<{ n: number }>(await fixed.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
        expect(n).toBe(migrationCount());
      } finally {
        await fixed.close();
      }
    } catch (err) {
      await older.remove();
      throw err;
    }
  });
});

