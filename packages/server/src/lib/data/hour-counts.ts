import { and, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/** A table counting another table's rows per hour of a time column, kept by triggers. */
export interface HourCounts {
  table: PgTable;
  /** The hour, the time column truncated to it. */
  hour: AnyPgColumn;
  /** How many rows began in that hour. */
  rows: AnyPgColumn;
}

const HOUR_MS = 3_600_000;
const onTheHour = (at: Date) => at.getTime() % HOUR_MS === 0;

/**
 * How to count the rows within `[start, end)`, or all of them without a range, from the counts;
 * undefined when the range does not begin and end on whole hours (a zone of half-hour offset),
 * which the counts cannot split.
 */
export function hourCountOf(counts: HourCounts, range?: { start: Date; end: Date }): ((db: Db) => Promise<number>) | undefined {
  if (range && !(onTheHour(range.start) && onTheHour(range.end))) return undefined;
  const within = range ? and(gte(counts.hour, range.start), lt(counts.hour, range.end)) : undefined;
  return async (db) => {
    const [row] = await db.select({ n: sql<string | number | null>`sum(${counts.rows})` }).from(counts.table).where(within);
    return Number(row?.n ?? 0);
  };
}
