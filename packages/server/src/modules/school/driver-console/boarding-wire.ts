import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BoardingWire } from '@halte/contract';
import { boardings, schools, students } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { onRouteColumn } from './student-route.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type BoardingRow = typeof boardings.$inferSelect;
export interface StudentLabel { name: string; nisn?: string; school?: string }

/**
 * What a driver is told of a student: the NISN and school of the route's own students; of another
 * route's student (a card scanned on the wrong bus) the name alone, enough to send the child off.
 */
export const driverLabel = ({ name, nisn, school, onRoute }: Required<StudentLabel> & { onRoute: boolean }): StudentLabel =>
  onRoute ? { name, nisn, school } : { name };

/** A boarding as the wire shows it, with its student's name and, when the label has them, NISN and school. */
export const toBoardingWire = (b: Omit<BoardingRow, 'createdAt'>, s: StudentLabel): BoardingWire => ({
  intid: b.id,
  inttrip_id: b.tripId,
  intsiswa_id: b.studentId,
  vcnama: s.name,
  ...(s.nisn === undefined ? {} : { vcnisn: s.nisn }),
  ...(s.school === undefined ? {} : { vcsekolah: s.school }),
  timein: iso(b.inAt),
  declattitude_in: b.inLatitude,
  declongitude_in: b.inLongitude,
  timeout: iso(b.outAt),
  declattitude_out: b.outLatitude,
  declongitude_out: b.outLongitude,
  on_board: b.inAt !== null && b.outAt === null,
  bulk_alighted: b.bulkAlighted,
});

const boardingRows = (db: Db, where: SQL | undefined, onRoute: SQL.Aliased<boolean> | SQL<boolean>) =>
  db
    .select({ b: boardings, name: students.fullName, nisn: students.nisn, school: schools.name, onRoute })
    .from(boardings)
    .innerJoin(students, eq(students.id, boardings.studentId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(where)
    .orderBy(asc(sql`coalesce(${boardings.inAt}, ${boardings.outAt})`), asc(boardings.id));

/** Boardings with their student's name, NISN and school, in the order they happened (staff reports). */
export async function boardingWires(db: Db, where: SQL | undefined): Promise<BoardingWire[]> {
  const rows = await boardingRows(db, where, sql<boolean>`true`);
  return rows.map(({ b, onRoute: _, ...s }) => toBoardingWire(b, s));
}

/** A trip's boardings as its driver sees them: another route's students by name only. */
export async function driverBoardingWires(db: Db, where: SQL | undefined, routeId: number): Promise<BoardingWire[]> {
  const rows = await boardingRows(db, where, onRouteColumn(db, routeId));
  return rows.map(({ b, ...s }) => toBoardingWire(b, driverLabel(s)));
}
