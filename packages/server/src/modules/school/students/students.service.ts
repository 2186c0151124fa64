import { eq, sql } from 'drizzle-orm';
import { schoolLevelName, type StudentListQuery, type StudentBody, type StudentWire } from '@halte/contract';
import { classes, members, routePoints, routes, schools, students } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf, type ListJoin } from '../../../lib/data/list.js';
import { fieldError } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { pupilColumns, toStudentWire, type StudentRecord } from './students.mapper.js';
import { routeAndStop } from './route-stop.js';
import { childStops } from './child-stop.js';

registerUnique('students_nisn_unique', 'vckode', 'ID Siswa');

const columns = {
  id: students.id,
  nisn: students.nisn,
  fullName: students.fullName,
  address: students.address,
  sex: students.sex,
  schoolId: students.schoolId,
  schoolName: schools.name,
  schoolAddress: schools.address,
  schoolLevel: schools.level,
  classId: students.classId,
  className: classes.name,
  parentName: students.parentName,
  parentPhone: students.parentPhone,
  parentNik: students.parentNik,
  memberId: students.memberId,
  cardPrinted: students.cardPrinted,
  routeId: students.routeId,
  routeName: routes.name,
  routePointId: students.routePointId,
  routePointName: routePoints.name,
};

const joins: ListJoin[] = [
  { table: schools, on: eq(schools.id, students.schoolId) },
  { table: classes, on: eq(classes.id, students.classId) },
  { table: routes, on: eq(routes.id, students.routeId), left: true },
  { table: routePoints, on: eq(routePoints.id, students.routePointId), left: true },
];

/** Names the stop standing in for an unchosen one: the route's stop nearest to the school. */
async function withStandInStops(db: Db, rows: StudentWire[]): Promise<StudentWire[]> {
  const unchosen = rows.filter((s) => s.intrute !== null && s.intrute_titik_id === null).map((s) => s.intid);
  if (unchosen.length === 0) return rows;
  const stops = await childStops(db, unchosen);
  return rows.map((s) => (stops.has(s.intid) && s.intrute_titik_id === null ? { ...s, vcrute_titik: stops.get(s.intid)!.name } : s));
}

/** Students with school, class, route and chosen stop. */
const selectStudents = (db: Db) =>
  db
    .select(columns)
    .from(students)
    .innerJoin(schools, joins[0].on)
    .innerJoin(classes, joins[1].on)
    .leftJoin(routes, joins[2].on)
    .leftJoin(routePoints, joins[3].on);

export const studentsList = listOf<StudentRecord, StudentWire, StudentListQuery>({
  table: students,
  id: students.id,
  columns,
  joins,
  search: [students.fullName, students.nisn],
  order: [students.fullName],
  filters: {
    intsekolah: (schoolId) => eq(students.schoolId, schoolId),
    intkelas: (classId) => eq(students.classId, classId),
  },
  kept: true,
  map: (row: StudentRecord) => toStudentWire(row),
  complete: withStandInStops,
});

export async function getStudent(db: Db, id: number): Promise<StudentWire | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id));
  return row && (await withStandInStops(db, [toStudentWire(row)]))[0];
}

/** The school and class must exist, and the class must be of the school's level. */
export async function checkPlacement(db: Db, schoolId: number, classId: number) {
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

async function columnsOf(db: Db, body: StudentBody, before?: StudentWire) {
  await checkPlacement(db, body.intsekolah, body.intkelas);
  return {
    ...pupilColumns(body),
    memberId: await memberOf(db, body.intuser_public_id),
    ...(await routeAndStop(db, body, before)),
  };
}

export const studentsResource: CrudResource<StudentWire, StudentBody> = {
  entity: 'student',
  list: studentsList,
  get: getStudent,
  async create(db, body) {
    const [row] = await db.insert(students).values(await columnsOf(db, body)).returning({ id: students.id });
    return (await getStudent(db, row.id))!;
  },
  async update(db, id, body, _user, before) {
    await db.update(students).set({ ...(await columnsOf(db, body, before)), updatedAt: sql`now()` }).where(eq(students.id, id));
    return (await getStudent(db, id))!;
  },
  async remove(db, id) {
    await db.delete(students).where(eq(students.id, id));
  },
};

/** Marks a student's card printed, so the list can highlight printed cards. */
export async function markStudentCardPrinted(db: Db, id: number): Promise<void> {
  await db.update(students).set({ cardPrinted: true, updatedAt: sql`now()` }).where(eq(students.id, id));
}
