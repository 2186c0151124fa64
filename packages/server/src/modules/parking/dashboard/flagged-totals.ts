import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { PERIOD_TYPES } from '@halte/contract';
import { parkingRecords } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { periodRange } from '../../../lib/data/period.js';

/** A location's noted stays of a year: how many, and what their check-outs took off the fee. */
export interface FlaggedTotal { locationId: number; count: number; difference: number }

const r = parkingRecords;

/**
 * The stays with a note checked in during the year (as `GET /parking?flagged=1` lists them), per
 * location: their count and the sum of the receive time's fee less the fee charged. Noted stays
 * are few and indexed alone, so a year reads only them.
 */
export async function flaggedTotals(db: Db, year: number, timeZone: string): Promise<FlaggedTotal[]> {
  const { start, end } = periodRange({ rt: PERIOD_TYPES.range, from: `${year}-01-01`, to: `${year}-12-31` }, timeZone)!;
  return db
    .select({
      locationId: r.locationId,
      count: sql<number>`count(*)::int`,
      difference: sql<number>`coalesce(sum(${r.serverAmount} - ${r.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(r)
    .where(and(isNotNull(r.flag), gte(r.checkInAt, start), lt(r.checkInAt, end)))
    .groupBy(r.locationId);
}

/** The figures of every location together. */
export const flaggedSum = (rows: FlaggedTotal[]) => ({
  intflagged: rows.reduce((s, x) => s + x.count, 0),
  decflagged_difference: rows.reduce((s, x) => s + x.difference, 0),
});
