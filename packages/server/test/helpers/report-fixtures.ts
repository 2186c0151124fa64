import ExcelJS from 'exceljs';
import { boardings, trips } from '../../src/db/schema/index.js';
import { zonedInstant } from '@halte/contract';
import type { TestApp } from './app.js';

/** A wall-clock time of a service date in the test server's zone. */
export function at(t: TestApp, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedInstant({ year, month, day, hour, minute }, t.config.timeZone);
}

interface TripFixture {
  vehicleId: number;
  driverId: number;
  routeId: number;
  date: string;
  start: string;
  /** Given for a finished trip (status 9 unless said otherwise). */
  stop?: string;
  status?: number;
}

/** A trip of a fixed past day, written straight into the table (the driver API dates trips today). */
export async function insertTrip(t: TestApp, f: TripFixture): Promise<number> {
  const [row] = await t.database.db
    .insert(trips)
    .values({
      vehicleId: f.vehicleId,
      driverId: f.driverId,
      routeId: f.routeId,
      serviceDate: f.date,
      status: f.status ?? (f.stop ? 9 : 1),
      startedAt: at(t, f.date, f.start),
      stoppedAt: f.stop ? at(t, f.date, f.stop) : null,
    })
    .returning({ id: trips.id });
  return row.id;
}

/** A student's ride on a trip: boarding at `inTime`, alighting at `outTime` when given. */
export async function insertBoarding(t: TestApp, tripId: number, date: string, studentId: number, inTime: string | null, outTime?: string) {
  await t.database.db.insert(boardings).values({
    tripId,
    studentId,
    inAt: inTime ? at(t, date, inTime) : null,
    outAt: outTime ? at(t, date, outTime) : null,
  });
}

/** A downloaded workbook, opened back. */
export async function openWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** The cell values of a sheet's rows from `first` on, `width` cells each (an empty cell is null). */
export function sheetRows(sheet: ExcelJS.Worksheet, first: number, width: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = first; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null));
  }
  return rows;
}
