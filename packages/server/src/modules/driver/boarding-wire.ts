import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BoardingWire } from '@halte/contract';
import { boardings, schools, students } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type BoardingRow = typeof boardings.$inferSelect;
export interface StudentLabel { name: string; nisn: string; school: string }

/** A boarding as the wire shows it, with its student's name, NISN and school. */
export const toBoardingWire = (b: Omit<BoardingRow, 'createdAt'>, s: StudentLabel): BoardingWire => ({
  intid: b.id,
  inttrip_id: b.tripId,
  intsiswa_id: b.studentId,
  vcnama: s.name,
  vcnisn: s.nisn,
  vcsekolah: s.school,
  timein: iso(b.inAt),
  declattitude_in: b.inLatitude,
  declongitude_in: b.inLongitude,
  timeout: iso(b.outAt),
  declattitude_out: b.outLatitude,
  declongitude_out: b.outLongitude,
  on_board: b.inAt !== null && b.outAt === null,
});

/** Boardings with their student's name, NISN and school, in the order they happened. */
export async function boardingWires(db: Db, where: SQL | undefined): Promise<BoardingWire[]> {
  const rows = await db
    .select({ b: boardings, name: students.fullName, nisn: students.nisn, school: schools.name })
    .from(boardings)
    .innerJoin(students, eq(students.id, boardings.studentId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(where)
    .orderBy(asc(sql`coalesce(${boardings.inAt}, ${boardings.outAt})`), asc(boardings.id));
  return rows.map(({ b, ...s }) => toBoardingWire(b, s));
}
