import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import { RIDERS_TODAY, SCHOOL_LEVELS, type StudentProgressWire, type StudentStatisticWire } from '@halte/contract';
import { boardings, schools, students, trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { ServiceDay } from './service-day.js';

/** Students whose card is printed, of all students. */
export async function studentProgress(db: Db): Promise<StudentProgressWire> {
  const [row] = await db
    .select({ total: count(), printed: sql<number>`count(*) filter (where ${students.cardPrinted})`.mapWith(Number) })
    .from(students);
  const percent = row.total === 0 ? 0 : Math.round((row.printed * 1000) / row.total) / 10;
  return { total: row.total, printed: row.printed, percent };
}

/** Marks of the statistic rows: one per school level, then the riders. */
const LEVEL_COLORS: Record<string, string> = { 2: '#2c7be5', 3: '#00b96b', 4: '#f5803e' };
const RIDERS_COLOR = '#7b61ff';

/** Students per school level (every level, 0 included), then the students who rode that day. */
export async function studentStatistic(db: Db, day: ServiceDay): Promise<StudentStatisticWire[]> {
  const [levels, [riders]] = await Promise.all([
    db.select({ level: schools.level, total: count() }).from(students).innerJoin(schools, eq(schools.id, students.schoolId)).groupBy(schools.level),
    db
      .select({ total: countDistinct(boardings.studentId) })
      .from(boardings)
      .innerJoin(trips, eq(trips.id, boardings.tripId))
      .where(and(eq(trips.serviceDate, day.date), isNotNull(boardings.inAt))),
  ]);
  const byLevel = new Map(levels.map((l) => [String(l.level), l.total]));
  return [
    ...Object.entries(SCHOOL_LEVELS).map(([level, name]) => ({ vcdesc: name, total: byLevel.get(level) ?? 0, color: LEVEL_COLORS[level] })),
    { vcdesc: RIDERS_TODAY, total: riders.total, color: RIDERS_COLOR },
  ];
}
