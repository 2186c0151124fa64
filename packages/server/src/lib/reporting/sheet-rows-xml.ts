import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CELL_FORMATS, type CellType } from '@halte/contract';

/** A typed cell value as `cellValue` gives it. */
export type CellValue = string | number | Date | null;

/** The characters XML text cannot hold as they are: escaped, or (control characters) left out. */
// eslint-disable-next-line no-control-regex -- these control characters are what must be matched
const NEEDS_ENCODING = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const ENCODED: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as exceljs writes it into a cell: the same escapes, the same characters dropped. */
export const xmlText = (text: string) => text.replace(NEEDS_ENCODING, (c) => ENCODED[c] ?? '');

/** A spreadsheet's serial day number of a Date whose UTC fields hold the wall clock (1900 date system). */
const serial = (d: Date) => 25569 + d.getTime() / (24 * 3600 * 1000);

/** Column letters A, B, … Z, AA, … for the first `width` columns. */
export function columnLetters(width: number): string[] {
  return Array.from({ length: width }, (_, i) => {
    let name = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    return name;
  });
}

/**
 * One sheet row's XML (`<row>` of SpreadsheetML), as exceljs's streaming writer renders a row whose
 * every cell carries its column's style: `styleIds[i]` the workbook's style index of column i (0
 * none), a number or a date as `<v>`, text inline (`t="str"`), an empty cell only its style.
 */
export function rowXml(rowNumber: number, values: readonly CellValue[], styleIds: readonly number[], letters: readonly string[]): string {
  let xml = `<row r="${rowNumber}" spans="1:${values.length}" x14ac:dyDescent="0.25">`;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const style = styleIds[i] ? ` s="${styleIds[i]}"` : '';
    const at = `<c r="${letters[i]}${rowNumber}"${style}`;
    if (value === null) xml += style ? `${at}/>` : '';
    else if (typeof value === 'number') xml += `${at}><v>${value}</v></c>`;
    else if (typeof value === 'string') xml += `${at} t="str"><v>${xmlText(value)}</v></c>`;
    else xml += `${at}><v>${serial(value)}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * What of exceljs's streaming writer (4.x) the rows are written through: the workbook's style
 * table, which gives a style's index, and the sheet's XML stream.
 */
interface WriterInternals { styles: { addStyleModel(style: Partial<ExcelJS.Style>, cellType: ExcelJS.ValueType): number } }
interface SheetInternals { stream: { write(xml: string): void; pipes: Writable[] } }

/** The type of value a column's cells hold, as exceljs files a style under it. */
const VALUE_TYPES: Record<CellType, ExcelJS.ValueType> = {
  text: ExcelJS.ValueType.String, term: ExcelJS.ValueType.String, number: ExcelJS.ValueType.Number, date: ExcelJS.ValueType.Date, time: ExcelJS.ValueType.Date, datetime: ExcelJS.ValueType.Date,
};

/**
 * Data rows written straight to a sheet of exceljs's streaming writer, as the XML exceljs renders
 * for a row whose cells carry their column's number format, without the row and cell objects it
 * makes for every cell (most of a large file's cost). Everything added through exceljs before
 * (title, header) must be committed first; nothing may be added through it after.
 */
export class SheetRows {
  private readonly styleIds: number[];
  private readonly letters: string[];
  private readonly stream: SheetInternals['stream'];

  constructor(xlsx: ExcelJS.stream.xlsx.WorkbookWriter, ws: ExcelJS.Worksheet, types: readonly CellType[]) {
    const { styles } = xlsx as unknown as WriterInternals;
    this.styleIds = types.map((type) => (CELL_FORMATS[type] ? styles.addStyleModel({ numFmt: CELL_FORMATS[type] }, VALUE_TYPES[type]) : 0));
    this.letters = columnLetters(types.length);
    this.stream = (ws as unknown as SheetInternals).stream;
  }

  /** A row's XML; rows must be written in order, after the last row exceljs wrote. */
  xml(rowNumber: number, values: readonly CellValue[]): string {
    return rowXml(rowNumber, values, this.styleIds, this.letters);
  }

  write(xml: string) {
    this.stream.write(xml);
  }

  /** Where the sheet's XML waits for the zip: exceljs hands it on without waiting, so the writer must. */
  get zipInput(): Writable | undefined {
    return this.stream.pipes[0];
  }
}
