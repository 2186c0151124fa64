import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { ReportFilter } from './report-workbook.js';

/** What a filter that narrows nothing reads as in a file's header. */
export const ALL = 'Semua';
const NO_KEYWORD = '-';

/** The keyword line: the words as typed, or '-' without any. */
export const keywordFilter = (q: string | undefined): ReportFilter => ({ label: 'Kata Kunci', value: q?.trim() ? q.trim() : NO_KEYWORD });

/** A filter by a record's id (0 or absent: all), named by the record's name in the header. */
export async function recordFilter(db: Db, label: string, id: number | undefined, table: PgTable, key: PgColumn, name: PgColumn): Promise<ReportFilter> {
  if (!id) return { label, value: ALL };
  const [row] = await db.select({ name }).from(table).where(eq(key, id)).limit(1);
  return { label, value: (row?.name as string | undefined) ?? ALL };
}
