import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * The monthly partitions of `positions`. Months are calendar months in UTC; a partition is named
 * after its month (`positions_y2026m11`) and holds `[first instant of the month, first instant
 * of the next)`. They are created ahead of need (this month and the next, at start and then
 * periodically), on demand for a late position of an older month, and dropped whole once the
 * entire month is older than the history kept.
 */

/** A month as the instant it starts (UTC). */
export const monthOf = (instant: number) => {
  const d = new Date(instant);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

const nextMonth = (month: number) => {
  const d = new Date(month);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

export const partitionName = (month: number) => {
  const d = new Date(month);
  return `positions_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const NAME = /^positions_y(\d{4})m(\d{2})$/;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? []));

/** Serialises partition changes between instances sharing one database (an arbitrary constant). */
const PARTITION_LOCK = 7_305_006;

/** Creates the partitions of these months that do not exist yet. */
export async function ensurePartitions(db: Db, months: Iterable<number>) {
  const wanted = [...new Set(months)].sort((a, b) => a - b);
  if (!wanted.length) return;
  await db.transaction(async (tx) => {
    // Two instances creating the same table at once would collide in the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    for (const month of wanted) {
      const from = new Date(month).toISOString();
      const to = new Date(nextMonth(month)).toISOString();
      await tx.execute(sql.raw(`create table if not exists "${partitionName(month)}" partition of "positions" for values from ('${from}') to ('${to}')`));
    }
  });
}

/** The months that have a partition. */
export async function existingPartitions(db: Db): Promise<number[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'positions'::regclass`));
  return rows.flatMap(({ name }) => {
    const m = NAME.exec(name);
    return m ? [Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)] : [];
  });
}

/** Drops the partitions whose whole month ended before `cutoff`; answers the months dropped. */
export async function dropPartitionsBefore(db: Db, cutoff: number): Promise<number[]> {
  const old = (await existingPartitions(db)).filter((month) => nextMonth(month) <= cutoff);
  if (!old.length) return [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    for (const month of old) await tx.execute(sql.raw(`drop table if exists "${partitionName(month)}"`));
  });
  return old;
}

/** This month and the next, by the given clock. */
export const monthsAhead = (now: number) => [monthOf(now), nextMonth(monthOf(now))];
