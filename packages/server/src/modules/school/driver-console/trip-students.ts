import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TripStudentsQuery, TripStudentsWire } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { boardings, schools, students } from '../../../db/schema/index.js';
import { searchAny, totalOver } from '../../../lib/data/paging.js';
import type { DriverRow } from './current-driver.js';
import { driverBoardingWires } from './boarding-wire.js';
import { ownTrip } from './trips.service.js';
import { schoolsOfRoute } from './student-route.js';

/**
 * Who rode the driver's trip so far (another route's students by name only), and the students its route serves matching `q` (name or
 * NISN), by name and at most `limit` of them: the check-in-by-name list.
 */
export async function tripStudents({ db }: { db: Db }, driver: DriverRow, tripId: number, query: TripStudentsQuery): Promise<TripStudentsWire> {
  const trip = await ownTrip(db, driver, tripId);
  const [rides, expected] = await Promise.all([
    driverBoardingWires(db, eq(boardings.tripId, trip.id), trip.routeId),
    db.select({ id: students.id, name: students.fullName, nisn: students.nisn, school: schools.name, total: totalOver })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(and(inArray(students.schoolId, schoolsOfRoute(db, trip.routeId)), searchAny(query.q, [students.fullName, students.nisn])))
      .orderBy(asc(students.fullName), asc(students.id))
      .limit(query.limit),
  ]);
  const aboard = new Set(rides.filter((r) => r.on_board).map((r) => r.intsiswa_id));
  return {
    boardings: rides,
    expected: expected.map((s) => ({ intsiswa_id: s.id, vcnama: s.name, vcnisn: s.nisn, vcsekolah: s.school, on_board: aboard.has(s.id) })),
    expected_total: expected[0]?.total ?? 0,
  };
}
