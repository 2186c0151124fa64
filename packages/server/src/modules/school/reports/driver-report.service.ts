import { and, asc, eq, sql } from 'drizzle-orm';
import type { DriverReportRow, ListResponse, ReportQuery, TripWire } from '@halte/contract';
import { drivers, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { searchAny } from '../../../lib/data/paging.js';
import { notFound } from '../../../lib/http/http-error.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import { DayGrid, cellArrays, gridPage, gridRows, type GridCell } from '../../../lib/reporting/day-grid.js';
import type { ReportDays } from '../../../lib/reporting/report-days.js';
import { tripWires } from '../driver-console/trip-wire.js';

interface Driver {
  id: number;
  code: string;
  name: string;
  phone: string;
}

/** Every driver the keyword matches (code, name, phone), by name. */
async function driversOf(db: Db, q: string): Promise<Driver[]> {
  return db
    .select({ id: drivers.id, code: drivers.code, name: drivers.fullName, phone: drivers.phone })
    .from(drivers)
    .where(searchAny(q, [drivers.code, drivers.fullName, drivers.phone]))
    .orderBy(asc(drivers.fullName), asc(drivers.id));
}

interface DayTotals {
  driverId: number;
  date: string;
  trips: number;
  startMs: number | null;
  stopMs: number | null;
  bus: string;
}

const isoOf = (ms: number | null | undefined) => (ms == null ? null : new Date(Number(ms)).toISOString());

/** Each (driver, date) cell: the first start, the last trip's stop once it is finished, the plates driven. */
async function readCells(db: Db, cells: GridCell<Driver>[]): Promise<DriverReportRow[]> {
  const { ids, dates } = cellArrays(cells, (d) => d.id);
  const result = await db.execute(sql`
    select p.driver_id as "driverId", p.day::text as "date", count(t.id)::int as "trips",
      (extract(epoch from min(t.started_at)) * 1000)::float8 as "startMs",
      (array_agg(case when t.status = 9 then extract(epoch from t.stopped_at) * 1000 end order by t.started_at desc nulls last, t.id desc))[1]::float8 as "stopMs",
      coalesce(string_agg(distinct v.plate, ', ' order by v.plate), '') as "bus"
    from unnest(${ids}::int[], ${dates}::date[]) as p(driver_id, day)
    left join ${trips} t on t.driver_id = p.driver_id and t.service_date = p.day
    left join ${vehicles} v on v.id = t.vehicle_id
    group by p.driver_id, p.day`);
  const totals = new Map(rowsOf<DayTotals>(result).map((r) => [`${r.driverId}/${r.date}`, r]));
  return cells.map(({ subject: d, date }) => {
    const day = totals.get(`${d.id}/${date}`);
    return {
      intid: d.id,
      dtservice: date,
      vccode_driver: d.code,
      vcname: d.name,
      vcphone: d.phone,
      timestart: isoOf(day?.startMs),
      timestop: isoOf(day?.stopMs),
      vcbus: day?.bus ?? '',
      jmltrip: Number(day?.trips ?? 0),
    };
  });
}

/** The report's rows: each driver the keyword matches on each day, by date then by name. */
export async function driverGrid(db: Db, q: string, days: ReportDays) {
  return new DayGrid(days, await driversOf(db, q));
}

/** `GET /report/driver`: one page. */
export async function driverReportPage(db: Db, query: ReportQuery, days: ReportDays): Promise<ListResponse<DriverReportRow>> {
  return gridPage(await driverGrid(db, query.q, days), query, (cells) => readCells(db, cells));
}

export const driverReportRows = (db: Db, grid: DayGrid<Driver>) => gridRows(grid, (cells) => readCells(db, cells));

/** `GET /report/driver/detail/{id}/{date}`: the driver's trips that day, in start order. */
export async function driverReportDetail(db: Db, driverId: number, date: string): Promise<TripWire[]> {
  const [driver] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw notFound();
  return tripWires(db, and(eq(trips.driverId, driverId), eq(trips.serviceDate, date)));
}

/** The file's second sheet: every trip of the day by the drivers the keyword matches. */
export async function* driverTripRows(db: Db, q: string, date: string): AsyncGenerator<TripWire[]> {
  yield await tripWires(db, and(eq(trips.serviceDate, date), searchAny(q, [drivers.code, drivers.fullName, drivers.phone])));
}
