import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../packages/server/src/db/client.js';
import { seedBase } from '../../packages/server/src/db/seed/base.js';
import { seedDemo } from '../../packages/server/src/db/seed/demo.js';
import { generateStudents, studentContext, type StudentRow } from '../../packages/server/src/db/seed/demo/students.js';
import { students } from '../../packages/server/src/db/schema/index.js';

/** Rows per INSERT statement: each is one JSON document, a few MB. */
const CHUNK = 25_000;

/** The students' columns as their SQL names and types, in the JSON each statement carries. */
const COLUMNS = [
  ['nisn', 'text', (r: StudentRow) => r.nisn],
  ['full_name', 'text', (r: StudentRow) => r.fullName],
  ['address', 'text', (r: StudentRow) => r.address],
  ['sex', 'smallint', (r: StudentRow) => r.sex],
  ['school_id', 'integer', (r: StudentRow) => r.schoolId],
  ['class_id', 'integer', (r: StudentRow) => r.classId],
  ['parent_name', 'text', (r: StudentRow) => r.parentName],
  ['parent_phone', 'text', (r: StudentRow) => r.parentPhone],
  ['parent_nik', 'text', (r: StudentRow) => r.parentNik ?? ''],
  ['member_id', 'integer', (r: StudentRow) => r.memberId ?? null],
  ['card_printed', 'boolean', (r: StudentRow) => r.cardPrinted ?? false],
] as const;

/**
 * Inserts students with one statement per 25,000 rows: the rows travel as a single JSON
 * parameter that `json_to_recordset` unpacks inside the database. PGlite pays per statement
 * and per bound parameter (its WebAssembly round trip), so this is much faster there than
 * multi-row VALUES batches of 1,000 rows × 11 parameters.
 */
export async function insertStudentsBulk(db: Db, rows: readonly StudentRow[]) {
  const names = COLUMNS.map(([name]) => name).join(', ');
  const record = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK).map((r) => Object.fromEntries(COLUMNS.map(([name, , get]) => [name, get(r)]))));
    await db.execute(sql`insert into ${students} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(record)})`);
  }
}

/**
 * Roles, menus and admin as main.ts seeds them, the demo data (schools, classes, routes,
 * 2,000 students…), then generated students up to `total`, numbered on past the demo's so
 * every NISN stays unique. Ends with `VACUUM ANALYZE` (see bench/README.md, GIN pending list).
 */
export async function fillStudents(database: Database, opts: { total: number; adminPassword: string }): Promise<{ students: number; bulkSeconds: number }> {
  const { db } = database;
  const log = pino({ level: 'silent' });
  await seedBase(db, { appType: 'school', adminPassword: opts.adminPassword, log });
  await seedDemo(db, { appType: 'school', log });
  const count = async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(students))[0].n;
  const existing = await count();
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${students.id}), 0)`.mapWith(Number) }).from(students);
  const rows = generateStudents(opts.total - existing, await studentContext(db), { seed: 20260701 + last, firstIndex: last + 1 });
  const t0 = Date.now();
  await insertStudentsBulk(db, rows);
  const bulkSeconds = (Date.now() - t0) / 1000;
  await db.execute(sql`vacuum analyze`);
  return { students: await count(), bulkSeconds };
}
