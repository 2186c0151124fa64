import { daysBetween, type ListQuery, type ListResponse } from '@halte/contract';
import { envelope } from '../data/paging.js';
import { addDays, type ReportDays } from './report-days.js';

/** A cell of a report's grid: one subject (a vehicle, a driver) on one service date. */
export interface GridCell<S> {
  subject: S;
  date: string;
}

/**
 * A report whose rows are every subject on every day of the period up to its last reported day
 * (see `ReportDays.through`), by date then by the
 * subjects' order: a row's place gives its date and subject, so a page is found by arithmetic
 * and only its own cells are read from the trips.
 */
export class DayGrid<S> {
  readonly length: number;

  constructor(
    readonly days: ReportDays,
    readonly subjects: readonly S[],
  ) {
    this.length = Math.max(0, daysBetween(days.from, days.through)) * subjects.length;
  }

  /** The cells from `offset`, at most `limit` of them. */
  cells(offset: number, limit: number): GridCell<S>[] {
    const cells: GridCell<S>[] = [];
    const n = this.subjects.length;
    for (let i = offset; i < Math.min(this.length, offset + limit); i++) {
      cells.push({ subject: this.subjects[i % n], date: addDays(this.days.from, Math.floor(i / n)) });
    }
    return cells;
  }

  /** Every cell, `size` at a time. */
  *batches(size: number): Generator<GridCell<S>[]> {
    for (let offset = 0; offset < this.length; offset += size) yield this.cells(offset, size);
  }
}

/** Rows of grid cells, read for a batch of cells at once. */
export type CellReader<S, Row> = (cells: GridCell<S>[]) => Promise<Row[]>;

/** The page the query asks for, in the list envelope. */
export async function gridPage<S, Row>(grid: DayGrid<S>, query: ListQuery, read: CellReader<S, Row>): Promise<ListResponse<Row>> {
  const cells = grid.cells((query.page - 1) * query.limit, query.limit);
  return envelope(query, cells.length ? await read(cells) : [], grid.length);
}

/** Every row of the grid, a batch at a time (for a file). */
export async function* gridRows<S, Row>(grid: DayGrid<S>, read: CellReader<S, Row>, size = 1000): AsyncGenerator<Row[]> {
  for (const cells of grid.batches(size)) yield await read(cells);
}

/** The cells as two parallel arrays for `unnest(ids, dates)`: one parameter each, ids and dates already checked. */
export const cellArrays = <S>(cells: GridCell<S>[], idOf: (s: S) => number) => ({
  ids: `{${cells.map((c) => idOf(c.subject)).join(',')}}`,
  dates: `{${cells.map((c) => c.date).join(',')}}`,
});
