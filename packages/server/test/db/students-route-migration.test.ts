import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { students } from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import { olderDatabase } from '../helpers/older-database.js';

let database: Database;
beforeAll(async () => {
  const older = await olderDatabase('0032_member_phone_numbers');
  await older.execute(sql`insert into members (id, name, email, password_hash) values (1, 'Wali', 'wali@example.com', 'x')`);
  await older.execute(sql`insert into routes (id, code, name) values (1, 'R1', 'Rute Satu'), (2, 'R2', 'Rute Dua')`);
  await older.execute(sql`insert into schools (id, code, name, address, level) values (1, 'S1', 'SD Satu', 'Tuban', 2)`);
  await older.execute(sql`insert into classes (id, level, name) values (1, 2, 'Kelas 1')`);
  await older.execute(sql`insert into students (id, nisn, full_name, address, sex, school_id, class_id, parent_name, parent_phone, member_id)
    values (1, '1001', 'Disetujui', 'Tuban', 1, 1, 1, 'Wali', '081', 1), (2, '1002', 'Dari Petugas', 'Tuban', 1, 1, 1, 'Wali', '081', 1)`);
  await older.execute(sql`insert into registrations (member_id, nisn, full_name, address, sex, school_id, class_id, parent_name, parent_phone, route_id, status, student_id)
    values (1, '1001', 'Disetujui', 'Tuban', 1, 1, 1, 'Wali', '081', 2, 1, 1), (1, '1003', 'Menunggu', 'Tuban', 1, 1, 1, 'Wali', '081', 1, 0, null)`);
  database = await older.upgrade();
}, 120_000);
afterAll(() => database?.close());

describe('the route of students approved before routes were kept', () => {
  it('is the route their registration asked for; a student staff added has none', async () => {
    const rows = await database.db.select({ id: students.id, routeId: students.routeId }).from(students).orderBy(asc(students.id));
    expect(rows).toEqual([
      { id: 1, routeId: 2 },
      { id: 2, routeId: null },
    ]);
  });
});
