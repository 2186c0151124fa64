import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { ROW_NUMBER_LABEL, cellValue, translate, type ReportColumns } from '@halte/contract';
import type { Metrics } from '../ops/metrics.js';
import { SheetRows } from './sheet-rows-xml.js';

export { XLSX_TYPE } from '@halte/contract';
import { XLSX_TYPE } from '@halte/contract';

/** One sheet: its columns (the report's declaration) and its rows, a batch at a time. */
export interface ReportSheet<Row> {
  name: string;
  columns: ReportColumns<Row>;
  /** Read from the database a page at a time, so a year of rows never sits in memory. */
  rows: AsyncIterable<Row[]>;
}

/** A figure of the title block: a label and a number, with its Excel number format. */
export interface ReportTotal {
  label: string;
  value: number;
  /** '#,##0' unless given. */
  format?: string;
}

/** A filter the file was made with, as its header names it: `Lokasi: Pasar Baru`. */
export interface ReportFilter {
  label: string;
  value: string;
}

/**
 * The workbook's texts are given in Indonesian (as the report's declarations hold them) and
 * written in the request's language.
 */
export interface ReportWorkbook {
  fileName: string;
  /** The title block: the department, the report, its period. */
  department: string;
  title: string;
  period: string;
  /** The other filters applied (each one the export takes, 'Semua' when it narrows nothing), a line each under the period. */
  filters?: ReportFilter[];
  /** Figures over every row, written under the title block (e.g. 'Total Pendapatan'). */
  totals?: ReportTotal[];
  /** The zone times are written in (cells hold wall-clock times: a spreadsheet knows no zones). */
  timeZone: string;
  // The sheets' row types differ; each sheet's columns and rows agree.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sheets: ReportSheet<any>[];
}

/** The title block's rows (department, title, period, filters, then the totals), a blank row, then the header: the row frozen and filtered. */
const headerRowOf = (book: ReportWorkbook) => 3 + (book.filters?.length ?? 0) + (book.totals?.length ?? 0) + 2;
/** Data rows handed to the sheet's stream at once. */
const WRITE_ROWS = 1_000;

/**
 * The batches of `source`, each next one asked for as soon as the current is handed out: the
 * database reads the next batch (in its own process, on PostgreSQL) while this one is written.
 * At most two batches are held.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  let next = it.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = it.next();
      // A read that fails after the writer stopped (the client went away) is nobody's to report.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await it.return?.();
  }
}

/**
 * Whether a stream holds more than it wants: the zip's input is a stream of the older
 * `readable-stream` 2, which has no `writableNeedDrain`, only its state's flag.
 */
const needsDrain = (w: Writable) => w.writableNeedDrain ?? (w as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? false;

/** Resolves once `stream` has handed on what it holds, or the client (`out`) has gone away. */
async function drained(stream: Writable, out: Writable = stream) {
  if (!needsDrain(stream) || out.destroyed) return;
  const settled = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: settled.signal }), once(out, 'close', { signal: settled.signal })]);
  } finally {
    // The listener of the event that did not come goes too: a long file waits hundreds of times.
    settled.abort();
  }
}

function writeTitle(ws: ExcelJS.Worksheet, book: ReportWorkbook, width: number) {
  const lines: [string, Partial<ExcelJS.Font>][] = [
    [book.department, { bold: true, size: 12 }],
    [translate(book.title), { bold: true, size: 14 }],
    [translate(book.period), { italic: true }],
    ...(book.filters ?? []).map((f): [string, Partial<ExcelJS.Font>] => [`${translate(f.label)}: ${translate(f.value)}`, { italic: true }]),
  ];
  lines.forEach(([text, font], i) => {
    const row = ws.addRow([text]);
    row.getCell(1).font = font;
    ws.mergeCells(i + 1, 1, i + 1, width);
    row.commit();
  });
  for (const total of book.totals ?? []) {
    // The label spans the No column and the first data column, so it is read whole; the figure sits in the next.
    const row = ws.addRow([translate(total.label), null, total.value]);
    row.getCell(1).font = { bold: true };
    row.getCell(3).font = { bold: true };
    row.getCell(3).numFmt = total.format ?? '#,##0';
    row.getCell(3).alignment = { horizontal: 'left' };
    ws.mergeCells(row.number, 1, row.number, 2);
    row.commit();
  }
  ws.addRow([]).commit();
}

function writeHeader(ws: ExcelJS.Worksheet, labels: string[]) {
  const row = ws.addRow(labels);
  row.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { vertical: 'middle' };
  });
  row.commit();
}

/** What Excel accepts as a sheet's name: at most 31 characters, none of `[]:*?/\`. */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';

async function writeSheet<Row>(xlsx: ExcelJS.stream.xlsx.WorkbookWriter, out: Writable, book: ReportWorkbook, sheet: ReportSheet<Row>) {
  const width = sheet.columns.length + 1;
  const headerRow = headerRowOf(book);
  const ws = xlsx.addWorksheet(sheetName(translate(sheet.name)), { views: [{ state: 'frozen', ySplit: headerRow }] });
  ws.columns = [{ width: 6 }, ...sheet.columns.map((c) => ({ width: c.width }))];
  writeTitle(ws, book, width);
  writeHeader(ws, [ROW_NUMBER_LABEL, ...sheet.columns.map((c) => c.label)].map((label) => translate(label)));
  ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: width } };
  const rows = new SheetRows(xlsx, ws, ['number', ...sheet.columns.map((c) => c.type)]);
  let no = 0;
  for await (const batch of readAhead(sheet.rows)) {
    if (out.destroyed) return;
    let xml = '';
    for (const data of batch) {
      no += 1;
      xml += rows.xml(headerRow + no, [no, ...sheet.columns.map((c) => cellValue(c, data, book.timeZone))]);
      // Handed on in pieces of a few hundred kB: one string per batch of thousands of rows costs more in garbage collection.
      if (no % WRITE_ROWS === 0) {
        rows.write(xml);
        xml = '';
      }
    }
    rows.write(xml);
    // The zip takes the sheet's XML without waiting for its deflate, and the client takes the zip:
    // the next batch is read once both have caught up, or a fast database fills memory.
    if (rows.zipInput) await drained(rows.zipInput, out);
    await drained(out);
  }
  ws.commit();
}

/**
 * Answers with the workbook as an `.xlsx` download, written while the rows are read: exceljs's
 * streaming writer zips each row as it comes, and the next batch is read only once the client
 * has taken the last, so memory stays flat whatever the row count. Whatever can be refused
 * (filters, access) must be checked before: once this starts, the answer is a 200.
 */
export function sendReportWorkbook(deps: { metrics: Pick<Metrics, 'exportStarted'> }, reply: FastifyReply, book: ReportWorkbook): FastifyReply {
  const out = new PassThrough();
  // The fastest deflate: a year's file is written several times faster for a few percent more bytes.
  const xlsx = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const ended = deps.metrics.exportStarted();
  const write = async () => {
    for (const sheet of book.sheets) {
      await writeSheet(xlsx, out, book, sheet);
      // The client went away: stop reading, and drop what was zipped so far.
      if (out.destroyed) {
        ended('aborted');
        return (xlsx as unknown as { zip: { abort(): void } }).zip.abort();
      }
    }
    await xlsx.commit();
    ended('completed');
  };
  write().catch((err: unknown) => {
    ended('failed');
    reply.log.error({ err }, 'report export failed');
    out.destroy(err as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${book.fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
