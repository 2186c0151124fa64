import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type ListResponse, type StudentBody, type StudentReportQuery, type StudentReportRow, type StudentWire } from '@halte/contract';
import { boardings, trips } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import type { ListContext } from '../../../lib/data/list.js';
import { reportDays, type ReportDays } from '../../../lib/reporting/report-days.js';
import { studentsList, studentsResource } from '../students/students.service.js';

/** Each student's boardings on trips of the period's service dates (absent: none). */
async function ridesOf(db: Db, ids: number[], days: ReportDays): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: boardings.studentId, rides: sql<number>`count(*)`.mapWith(Number) })
    .from(boardings)
    .innerJoin(trips, eq(trips.id, boardings.tripId))
    // The ids are the page's own, already integers: one array parameter however many.
    .where(and(sql`${boardings.studentId} = any(${`{${ids.join(',')}}`}::int[])`, gte(trips.serviceDate, days.from), lte(trips.serviceDate, days.to)))
    .groupBy(boardings.studentId);
  return new Map(rows.map((r) => [r.id, r.rides]));
}

/** The students list's page for the same search and filters, each row with its rides in the period. */
export async function studentReportPage(db: Db, query: StudentReportQuery, context: ListContext): Promise<ListResponse<StudentReportRow>> {
  const page = await studentsList(db, query, context);
  const rides = await ridesOf(db, page.data.map((s) => s.intid), reportDays(query, context.timeZone));
  return { ...page, data: page.data.map((s: StudentWire) => ({ ...s, jmlnaik: rides.get(s.intid) ?? 0 })) };
}

/** Every row of the report, a page of `size` at a time, as the screen pages through them. */
export async function* studentReportRows(db: Db, query: Omit<StudentReportQuery, 'page' | 'limit'>, context: ListContext, size = 1000): AsyncGenerator<StudentReportRow[]> {
  for (let page = 1; ; page++) {
    const found = await studentReportPage(db, { ...query, page, limit: size }, context);
    if (found.data.length > 0) yield found.data;
    if (page >= found.page_total) return;
  }
}

/**
 * Laporan Siswa's students: the students screen's records and changes, under the report's own
 * path and screen, listed with their rides.
 */
export const studentReportResource: CrudResource<StudentWire, StudentBody> = {
  ...studentsResource,
  list: studentReportPage,
};
