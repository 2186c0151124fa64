import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { parkingRecords } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { periodRange } from '../../../lib/data/period.js';
import { pgErrorCode } from '../../../lib/http/db-errors.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import { calendarDateIn } from '@halte/contract';
import { dateBefore } from '../../school/dashboard/service-day.js';
import { PLATE_PART, plateMatch, platePartsOf } from './plate-match.js';

/** Whole days of the zone, both ends included; without `from` since the first stay, without `to` up to any time. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** A location and a vehicle type (none: all), or a plate keyword of one or two characters (`plateEndOf`) over every location and type. */
export type TotalsFilter = PlaceFilter | { plateEnd: string };

export interface PlaceFilter {
  locationId?: number;
  vehicleTypeId?: number;
}

/** Stays checked in on a day (at a location, or 0 for all of them), and the fees of those checked out. */
export interface DayTotal {
  day: string;
  locationId: number;
  stays: number;
  income: number;
}

export interface TotalsOptions {
  /** The date taken for today (the dashboards' `?date`); the clock's by default. */
  today?: string;
  /** A total per location and day, or one per day (always one per day for a plate end). */
  perLocation?: boolean;
}

/** Days summed in one transaction: a week of stays is read in a moment, so writers wait no longer. */
const CHUNK_DAYS = 7;

const LOCK_NOT_AVAILABLE = '55P03';

const nextDay = (day: string) => dateBefore(day, -1);
const dayStart = (day: string, timeZone: string) => periodRange({ rt: 1, from: day }, timeZone)!.start;

/** The days from `from` to `to`, both included. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) days.push(d);
  return days;
}

/** How many days from `from` to `to`, both included. */
const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Consecutive days as runs `[first, last]`. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

const dayOf = (timeZone: string) => sql`(timezone(${timeZone}, ${parkingRecords.checkInAt}))::date`;

/** Where a summary row stands for every location or every type, its id is 0 (ids start at 1). */
const ALL = 0;

/**
 * The summary rows that answer a filter: one a day, the day's row for the location and type
 * asked (0 for all); per location, each location's row for the type asked.
 */
const summaryRowsOf = (f: PlaceFilter, perLocation: boolean) =>
  sql.join([
    perLocation && !f.locationId ? sql`t.location_id <> ${ALL}` : sql`t.location_id = ${f.locationId || ALL}`,
    sql`t.vehicle_type_id = ${f.vehicleTypeId || ALL}`,
  ], sql` AND `);

/**
 * Sums the stays of closed days into `parking_daily_totals` and marks them summarised. Writers of
 * stays wait while it reads, so no write can slip between the sum and the mark; if they keep it
 * waiting, the days stay unsummarised and are counted from the stays instead.
 */
async function summarise(db: Db, first: string, last: string, timeZone: string): Promise<void> {
  const start = dayStart(first, timeZone);
  const end = dayStart(nextDay(last), timeZone);
  const days = daysFrom(first, last);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
      // One summariser at a time (two would both insert the same days' rows), and no writer meanwhile.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('halte:parking-summary'))`);
      await tx.execute(sql`LOCK TABLE parking_records IN SHARE MODE`);
      await tx.execute(sql`DELETE FROM parking_daily_totals WHERE day BETWEEN ${first}::date AND ${last}::date`);
      await tx.execute(sql`DELETE FROM parking_daily_plate_totals WHERE day BETWEEN ${first}::date AND ${last}::date`);
      await tx.execute(sql`
        INSERT INTO parking_daily_totals (day, location_id, vehicle_type_id, stays, income)
        SELECT day, coalesce(location_id, ${ALL}), coalesce(vehicle_type_id, ${ALL}), count(*), coalesce(sum(amount), 0)
        FROM (SELECT ${dayOf(timeZone)} AS day, location_id, vehicle_type_id, amount FROM ${parkingRecords}
          WHERE ${parkingRecords.checkInAt} >= ${start} AND ${parkingRecords.checkInAt} < ${end}) s
        -- Every filter the screens combine reads one row a day: the day's, a location's, a type's, both's.
        GROUP BY GROUPING SETS ((day, location_id, vehicle_type_id), (day, location_id), (day, vehicle_type_id), (day))`);
      await tx.execute(sql`
        INSERT INTO parking_daily_plate_totals (day, kind, part, stays, income)
        SELECT day, kind, part, stays, income FROM (
          SELECT day,
            (CASE WHEN grouping(first) = 0 THEN ${PLATE_PART.first} WHEN grouping(first_two) = 0 THEN ${PLATE_PART.firstTwo}
                  WHEN grouping(last_two) = 0 THEN ${PLATE_PART.lastTwo} ELSE ${PLATE_PART.bothEnds} END)::smallint AS kind,
            coalesce(first, first_two, last_two, both_ends) AS part, count(*) AS stays, coalesce(sum(amount), 0) AS income
          FROM (SELECT day, amount, left(plate, 1) AS first,
                  CASE WHEN length(plate) >= 2 THEN left(plate, 2) END AS first_two,
                  CASE WHEN length(plate) >= 2 THEN right(plate, 2) END AS last_two,
                  CASE WHEN length(plate) >= 2 AND left(plate, 2) = right(plate, 2) THEN left(plate, 2) END AS both_ends
                -- OFFSET 0: each stay's plate is lower-cased once, not once per use.
                FROM (SELECT ${dayOf(timeZone)} AS day, lower(license_number) AS plate, amount FROM ${parkingRecords}
                  WHERE ${parkingRecords.checkInAt} >= ${start} AND ${parkingRecords.checkInAt} < ${end} OFFSET 0) r) s
          -- Each stay counts once under each of its plate's ends.
          GROUP BY GROUPING SETS ((day, first), (day, first_two), (day, last_two), (day, both_ends))
        ) g
        WHERE part IS NOT NULL`);
      const marks = days.map((d) => sql`(${d}::date, ${timeZone}, ${dayStart(d, timeZone)}::timestamptz, ${dayStart(nextDay(d), timeZone)}::timestamptz)`);
      await tx.execute(sql`
        INSERT INTO parking_summary_days (day, time_zone, starts_at, ends_at) VALUES ${sql.join(marks, sql`, `)}
        ON CONFLICT (day) DO UPDATE SET time_zone = excluded.time_zone, starts_at = excluded.starts_at, ends_at = excluded.ends_at`);
    });
  } catch (err) {
    if (pgErrorCode(err) !== LOCK_NOT_AVAILABLE) throw err;
  }
}

/** The first day with a stay, or undefined when there is none. */
async function firstDay(db: Db, timeZone: string): Promise<string | undefined> {
  const [row] = await db.select({ at: sql<Date | string | null>`min(${parkingRecords.checkInAt})` }).from(parkingRecords);
  return row?.at ? calendarDateIn(timeZone, new Date(row.at)) : undefined;
}

/** The summary rows a filter reads, joined to each summarised day `m` as `t`, and the location each row stands for. */
function summaryOf(filter: TotalsFilter, perLocation: boolean) {
  if ('plateEnd' in filter) return { rows: sql`LATERAL ${plateEndDay(filter.plateEnd)} t ON true`, location: sql`0` };
  return { rows: sql`parking_daily_totals t ON t.day = m.day AND ${summaryRowsOf(filter, perLocation)}`, location: perLocation ? sql`coalesce(t.location_id, 0)` : sql`0` };
}

/** Summarised days of the range with their totals; a day without stays comes back once, with zeros. */
async function summarisedTotals(db: Db, from: string, to: string, filter: TotalsFilter, timeZone: string, perLocation: boolean) {
  const summary = summaryOf(filter, perLocation);
  const result = await db.execute(sql`
    SELECT m.day::text AS day, ${summary.location} AS location_id, coalesce(sum(t.stays), 0)::int AS stays, coalesce(sum(t.income), 0)::bigint AS income
    FROM parking_summary_days m
    LEFT JOIN ${summary.rows}
    WHERE m.day BETWEEN ${from}::date AND ${to}::date AND m.time_zone = ${timeZone}
    GROUP BY 1, 2`);
  return rowsOf<{ day: string; location_id: number; stays: number; income: string | number }>(result);
}

/**
 * A plate end's stays and income on the summarised day `m`: the signed sum of its parts' rows
 * (`platePartsOf`), each found by the key (part, characters, day).
 */
function plateEndDay(plateEnd: string): SQL {
  const parts = platePartsOf(plateEnd);
  const number = (n: number) => sql.raw(String(n));
  const signed = (column: SQL) => sql`CASE p.kind ${sql.join(parts.map(({ kind, sign }) => sql`WHEN ${number(kind)} THEN ${number(sign)} * ${column}`), sql` `)} END`;
  return sql`(
    SELECT sum(${signed(sql`p.stays`)}) AS stays, sum(${signed(sql`p.income`)}) AS income FROM parking_daily_plate_totals p
    WHERE p.kind IN (${sql.join(parts.map((part) => number(part.kind)), sql`, `)}) AND p.part = ${plateEnd} AND p.day = m.day)`;
}

/** Totals read from the stays themselves, over runs of days (`to` undefined: with no end). */
async function liveTotals(db: Db, runs: [string, string | undefined][], filter: TotalsFilter, timeZone: string, perLocation: boolean): Promise<DayTotal[]> {
  if (!runs.length) return [];
  const r = parkingRecords;
  const within = or(...runs.map(([first, last]) => and(gte(r.checkInAt, dayStart(first, timeZone)), last ? lt(r.checkInAt, dayStart(nextDay(last), timeZone)) : undefined)));
  const rows = await db
    .select({
      day: sql<string>`${dayOf(timeZone)}::text`,
      locationId: perLocation ? r.locationId : sql<number>`0`,
      stays: sql<number>`count(*)::int`,
      income: sql<number>`coalesce(sum(${r.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(r)
    .where(and(within, ...filterWhere(filter)))
    .groupBy(sql`1`, sql`2`);
  return rows;
}

/** The stays a filter keeps, as conditions on `parking_records`. */
function filterWhere(filter: TotalsFilter): (SQL | undefined)[] {
  const r = parkingRecords;
  if ('plateEnd' in filter) return [plateMatch(filter.plateEnd, r.licenseNumber)];
  return [filter.locationId ? eq(r.locationId, filter.locationId) : undefined, filter.vehicleTypeId ? eq(r.vehicleTypeId, filter.vehicleTypeId) : undefined];
}

/**
 * Stays and income per day and location over whole days of the zone, as if summed over the stays
 * (a stay belongs to its check-in's day). Closed days come from their summary, summed the first
 * time they are asked for; today and days whose summary a write has just forgotten are read from
 * the stays.
 */
export async function dailyTotals(db: Db, range: DayRange, filter: TotalsFilter, timeZone: string, options: TotalsOptions = {}): Promise<DayTotal[]> {
  // A plate end's summary is kept over every location only.
  const perLocation = (options.perLocation ?? true) && !('plateEnd' in filter);
  const start = await firstDay(db, timeZone);
  if (!start) return [];
  const from = range.from && range.from > start ? range.from : start;
  const to = range.to;
  if (to !== undefined && to < from) return [];
  // Only days over by the clock are summarised: a date asked for as today may lie ahead.
  const now = calendarDateIn(timeZone);
  const today = options.today ?? now;
  const yesterday = dateBefore(today < now ? today : now, 1);
  const closedTo = to !== undefined && to < yesterday ? to : yesterday;
  const totals: DayTotal[] = [];
  const live: [string, string | undefined][] = [];
  if (from <= closedTo) {
    const daysOf = (rows: { day: string }[]) => new Set(rows.map((row) => row.day));
    let rows = await summarisedTotals(db, from, closedTo, filter, timeZone, perLocation);
    // Every day summarised (the usual case): no list of the days is needed.
    if (daysOf(rows).size < dayCount(from, closedTo)) {
      const closed = daysFrom(from, closedTo);
      const summarisedDays = daysOf(rows);
      const missing = closed.filter((d) => !summarisedDays.has(d));
      for (const [first, last] of runsOf(missing)) {
        const run = daysFrom(first, last);
        for (let i = 0; i < run.length; i += CHUNK_DAYS) {
          const chunk = run.slice(i, i + CHUNK_DAYS);
          await summarise(db, chunk[0], chunk.at(-1)!, timeZone);
        }
      }
      rows = await summarisedTotals(db, from, closedTo, filter, timeZone, perLocation);
      const covered = daysOf(rows);
      live.push(...runsOf(closed.filter((d) => !covered.has(d))));
    }
    for (const row of rows) if (row.stays > 0 || Number(row.income) !== 0) totals.push({ day: row.day, locationId: row.location_id, stays: row.stays, income: Number(row.income) });
  }
  const openFrom = from > closedTo ? from : nextDay(closedTo);
  if (to === undefined || openFrom <= to) live.push([openFrom, to]);
  totals.push(...(await liveTotals(db, live, filter, timeZone, perLocation)));
  return totals;
}

/** How many stays and how much income over the range, from `dailyTotals`. */
export async function rangeTotals(db: Db, range: DayRange, filter: TotalsFilter, timeZone: string) {
  const days = await dailyTotals(db, range, filter, timeZone, { perLocation: false });
  return { count: days.reduce((s, d) => s + d.stays, 0), income: days.reduce((s, d) => s + d.income, 0) };
}
