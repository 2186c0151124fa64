import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { NOT_OPERATING, tripStatusName, type BoardingWire, type BusBoardingRow, type BusReportRow, type ListResponse, type ReportQuery } from '@halte/contract';
import { boardings, drivers, routes, schools, students, trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { searchAny } from '../../../lib/data/paging.js';
import { notFound } from '../../../lib/http/http-error.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import { DayGrid, cellArrays, gridPage, gridRows, type GridCell } from '../../../lib/reporting/day-grid.js';
import type { ReportDays } from '../../../lib/reporting/report-days.js';
import { boardingWires } from '../driver-console/boarding-wire.js';

interface Vehicle {
  id: number;
  name: string;
  plate: string;
  route: string;
}

const matching = (q: string) => searchAny(q, [vehicles.plate, vehicles.name, routes.name]);

/** Every vehicle the keyword matches, in the report's order. */
async function vehiclesOf(db: Db, q: string): Promise<Vehicle[]> {
  return db
    .select({ id: vehicles.id, name: vehicles.name, plate: vehicles.plate, route: routes.name })
    .from(vehicles)
    .innerJoin(routes, eq(routes.id, vehicles.routeId))
    .where(matching(q))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
}

interface DayTotals {
  vehicleId: number;
  date: string;
  trips: number;
  status: number | null;
  riders: number;
}

/** The trips of each (vehicle, date) cell: their number, the last one's status, the students who boarded. */
async function readCells(db: Db, cells: GridCell<Vehicle>[]): Promise<BusReportRow[]> {
  const { ids, dates } = cellArrays(cells, (v) => v.id);
  const result = await db.execute(sql`
    select p.vehicle_id as "vehicleId", p.day::text as "date", count(t.id)::int as "trips",
      (array_agg(t.status order by t.started_at desc nulls last, t.id desc))[1]::int as "status",
      (select count(distinct b.student_id)::int from ${boardings} b join ${trips} r on r.id = b.trip_id
        where r.vehicle_id = p.vehicle_id and r.service_date = p.day and b.in_at is not null) as "riders"
    from unnest(${ids}::int[], ${dates}::date[]) as p(vehicle_id, day)
    left join ${trips} t on t.vehicle_id = p.vehicle_id and t.service_date = p.day
    group by p.vehicle_id, p.day`);
  const totals = new Map(rowsOf<DayTotals>(result).map((r) => [`${r.vehicleId}/${r.date}`, r]));
  return cells.map(({ subject: v, date }) => {
    const day = totals.get(`${v.id}/${date}`);
    const trips = Number(day?.trips ?? 0);
    const status = trips > 0 && day?.status != null ? Number(day.status) : null;
    return {
      intid: v.id,
      dtservice: date,
      vcnopol: v.plate,
      vcnama: v.name,
      vcrute: v.route,
      intstatus: status,
      vcstatus: status === null ? NOT_OPERATING : tripStatusName(status),
      jmltrip: trips,
      jmlsiswa: Number(day?.riders ?? 0),
    };
  });
}

/** The report's rows: each vehicle the keyword matches on each day, by date then by vehicle name. */
export async function busGrid(db: Db, q: string, days: ReportDays) {
  return new DayGrid(days, await vehiclesOf(db, q));
}

/** `GET /report/bus`: one page. */
export async function busReportPage(db: Db, query: ReportQuery, days: ReportDays): Promise<ListResponse<BusReportRow>> {
  return gridPage(await busGrid(db, query.q, days), query, (cells) => readCells(db, cells));
}

/** Every row, a batch at a time. */
export const busReportRows = (db: Db, grid: DayGrid<Vehicle>) => gridRows(grid, (cells) => readCells(db, cells));

/** An instant as `Date.toISOString` writes it (UTC, milliseconds), or null. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every boarding of the period on the grid's vehicles (the first sheet's), trip by trip: a batch of trips at a time. */
export async function* busBoardingRows(db: Db, grid: DayGrid<Vehicle>, tripsPerBatch = 250): AsyncGenerator<BusBoardingRow[]> {
  if (grid.subjects.length === 0) return;
  const order = [asc(trips.serviceDate), asc(vehicles.name), asc(vehicles.id), asc(trips.startedAt), asc(trips.id)];
  // Only the ids: a year of a large fleet is some 20,000 trips.
  const tripIds = (
    await db
      .select({ id: trips.id })
      .from(trips)
      .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
      .where(and(gte(trips.serviceDate, grid.days.from), lte(trips.serviceDate, grid.days.to), inArray(trips.vehicleId, grid.subjects.map((v) => v.id))))
      .orderBy(...order)
  ).map((t) => t.id);
  for (let i = 0; i < tripIds.length; i += tripsPerBatch) {
    // Raw rows shaped as the sheet reads them, times as ISO text made by the database: a year is
    // 800,000 rows, and mapping each through the query builder and Date objects cost more than the query.
    const result = await db.execute(sql`
      select t.service_date::text as "dtservice", v.plate as "vcnopol", r.name as "vcrute", d.full_name as "vcdriver",
        s.full_name as "vcnama", s.nisn as "vcnisn", sc.name as "vcsekolah", ${isoText(sql`b.in_at`)} as "timein", ${isoText(sql`b.out_at`)} as "timeout"
      from ${boardings} b
      join ${trips} t on t.id = b.trip_id
      join ${vehicles} v on v.id = t.vehicle_id
      join ${routes} r on r.id = t.route_id
      join ${drivers} d on d.id = t.driver_id
      join ${students} s on s.id = b.student_id
      join ${schools} sc on sc.id = s.school_id
      where b.trip_id = any(${`{${tripIds.slice(i, i + tripsPerBatch).join(',')}}`}::int[])
      order by t.service_date, v.name, v.id, t.started_at, t.id, coalesce(b.in_at, b.out_at), b.id`);
    yield rowsOf<BusBoardingRow>(result);
  }
}

/** `GET /report/bus/detail/{id}/{date}`: the students who rode the vehicle that day. */
export async function busReportDetail(db: Db, vehicleId: number, date: string): Promise<BoardingWire[]> {
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound();
  return boardingWires(db, inArray(boardings.tripId, db.select({ id: trips.id }).from(trips).where(and(eq(trips.vehicleId, vehicleId), eq(trips.serviceDate, date)))));
}
