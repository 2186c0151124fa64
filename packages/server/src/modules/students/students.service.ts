import { asc, eq, sql } from 'drizzle-orm';
import { schoolLevelName, studentBody, type ListQuery, type StudentBody, type StudentWire } from '@halte/contract';
import { classes, members, schools, students } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { countOf, pageOf, pageWithCount, searchAny, totalOver } from '../../lib/paging.js';
import { fieldError } from '../../lib/http-error.js';
import { registerUnique } from '../../lib/db-errors.js';
import type { CrudResource } from '../../lib/crud.js';
import { toStudentWire } from './students.mapper.js';

registerUnique('students_nisn_unique', 'vckode', 'ID Siswa');

export const STUDENTS_MENU = ['/master/siswa'];

const columns = {
  id: students.id,
  nisn: students.nisn,
  fullName: students.fullName,
  address: students.address,
  sex: students.sex,
  schoolId: students.schoolId,
  // Aliased: the search pages these rows from a subquery, whose columns need distinct names.
  schoolName: sql<string>`${schools.name}`.as('school_name'),
  schoolAddress: sql<string>`${schools.address}`.as('school_address'),
  schoolLevel: schools.level,
  classId: students.classId,
  className: sql<string>`${classes.name}`.as('class_name'),
  parentName: students.parentName,
  parentPhone: students.parentPhone,
  parentNik: students.parentNik,
  memberId: students.memberId,
  cardPrinted: students.cardPrinted,
};

/**
 * Students with school and class. With `withTotal`, each row also carries the count of all
 * matching rows (`count(*) over ()`), which a searched page uses; otherwise total is 0.
 */
const selectStudents = (db: Db, withTotal = false) =>
  db
    .select({ ...columns, total: (withTotal ? totalOver : sql<number>`0`.mapWith(Number)).as('total') })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(classes, eq(classes.id, students.classId));

const byName = [asc(students.fullName), asc(students.id)];

export async function getStudent(db: Db, id: number): Promise<StudentWire | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id));
  return row && toStudentWire(row);
}

/** The school and class must exist, and the class must be of the school's level. */
async function checkPlacement(db: Db, schoolId: number, classId: number) {
  const [school] = await db.select({ level: schools.level }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw fieldError('intsekolah', 'Sekolah tidak ditemukan.');
  const [cls] = await db.select({ level: classes.level }).from(classes).where(eq(classes.id, classId));
  if (!cls) throw fieldError('intkelas', 'Kelas tidak ditemukan.');
  if (cls.level !== school.level) {
    throw fieldError('intkelas', `Kelas tidak sesuai dengan jenjang sekolah (${schoolLevelName(school.level)}).`);
  }
}

async function memberOf(db: Db, memberId: number): Promise<number | null> {
  if (memberId === 0) return null;
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!m) throw fieldError('intuser_public_id', 'Akun aplikasi tidak ditemukan.');
  return m.id;
}

async function columnsOf(db: Db, body: StudentBody) {
  await checkPlacement(db, body.intsekolah, body.intkelas);
  return {
    nisn: body.vckode,
    fullName: body.vcnama,
    address: body.vcalamat,
    sex: body.intsex,
    schoolId: body.intsekolah,
    classId: body.intkelas,
    parentName: body.vcnamaortuwali,
    parentPhone: body.vctelportuwali,
    parentNik: body.vcnikortuwali,
    memberId: await memberOf(db, body.intuser_public_id),
  };
}

export const studentsResource: CrudResource<StudentWire, StudentBody> = {
  entity: 'student',
  path: '/students',
  access: STUDENTS_MENU,
  createBody: studentBody,
  list(db, q: ListQuery) {
    const where = searchAny(q.q, [students.fullName, students.nisn]);
    const count = () => countOf(db, students, where);
    // The screen as it opens: a plain count and an index walk in name order, not a window over every student.
    if (!where) {
      return pageWithCount(q, async (limit: number, offset: number) => selectStudents(db).orderBy(...byName).limit(limit).offset(offset), count, toStudentWire);
    }
    // A search orders and pages outside a subquery that holds the window. In one query level
    // PostgreSQL 15 costs `count(*) over ()` under a LIMIT as if it stopped early, so it walks the
    // (full_name, id) index and filters every student (≈ 0.8 s at 100,000) instead of taking the
    // trigram matches and sorting those (see bench/README.md, students search).
    const matched = selectStudents(db, true).where(where).as('matched');
    return pageOf(
      q,
      async (limit: number, offset: number) => db.select().from(matched).orderBy(asc(matched.fullName), asc(matched.id)).limit(limit).offset(offset),
      count,
      toStudentWire,
    );
  },
  get: getStudent,
  async create(db, body) {
    const [row] = await db.insert(students).values(await columnsOf(db, body)).returning({ id: students.id });
    return (await getStudent(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(students).set({ ...(await columnsOf(db, body)), updatedAt: sql`now()` }).where(eq(students.id, id));
    return (await getStudent(db, id))!;
  },
  async remove(db, id) {
    await db.delete(students).where(eq(students.id, id));
  },
};
